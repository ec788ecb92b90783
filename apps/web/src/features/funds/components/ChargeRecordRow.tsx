import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { CHARGE_STATUS, type ChargeRecord } from '../api/funds.api';
import { formatMoney } from '../../../shared/ui/figures';
import { chargeTone } from '../format';
import { RecordHead, RecordMeta } from './RecordParts';

/**
 * One deposit (SPEC §3 charge record): the USD amount sent, the method and the coin or wire
 * currency it went by, status and time; a finished one shows what was credited, a rejected one
 * says why.
 */
export function ChargeRecordRow({ record }: { record: ChargeRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rejected = record.status === CHARGE_STATUS.rejected;
  const credited = record.status === CHARGE_STATUS.finished ? record.credited_amount : null;
  return (
    <article className="fx-record" data-testid={`charge-record-${record.id}`} data-status={record.status}>
      <RecordHead
        amount={record.number}
        amountTestId={`charge-record-amount-${record.id}`}
        kind={
          <span className="fx-record-kind" data-testid={`charge-record-kind-${record.id}`}>
            {t(`funds.method_${record.method}`)}
            {record.currency_code && record.currency_code !== 'USD' ? (
              <span dir="ltr">{` · ${record.currency_code}`}</span>
            ) : null}
          </span>
        }
        tone={chargeTone(record.status)}
        statusText={record.status_name}
        statusTestId={`charge-record-status-${record.id}`}
      />
      <RecordMeta createdAt={record.created_at} address={record.address} />
      {credited !== null ? (
        <p className="fx-record-note fx-num" data-testid={`charge-record-credited-${record.id}`}>
          {t('funds.credited_value', { amount: formatMoney(credited, lang.locale) })}
        </p>
      ) : null}
      {rejected && record.remark ? (
        <p className="fx-record-remark" data-testid={`charge-record-remark-${record.id}`}>
          {t('funds.remark_value', { remark: record.remark })}
        </p>
      ) : null}
    </article>
  );
}
