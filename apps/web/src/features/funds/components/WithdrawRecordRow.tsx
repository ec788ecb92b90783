import { WithdrawalStatus, MethodType } from '@fxdesk/contract';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import type { WithdrawRecord } from '../api/funds.api';
import { formatMoney } from '../../../shared/ui/figures';
import { currencyLabel, withdrawTone } from '../format';
import { RecordHead, RecordMeta } from './RecordParts';
import { Fact } from '../../../shared/ui/Fact';

/**
 * One withdrawal (SPEC §3 withdraw record): the amount taken, the fee, what is paid out in the
 * withdrawal currency, where to, the status, and the reason when it was rejected.
 */
export function WithdrawRecordRow({ record }: { record: WithdrawRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const destination = record.type === MethodType.COIN ? record.address : record.payee_account;
  const code = record.draw_currency.code;
  return (
    <article className="fx-record" data-testid={`withdraw-record-${record.id}`} data-status={record.status}>
      <RecordHead
        amount={record.number}
        kind={
          <span className="fx-record-kind" dir="ltr">
            {currencyLabel(code, record.draw_currency.protocol)}
          </span>
        }
        tone={withdrawTone(record.status)}
        statusText={record.status_name}
        statusTestId={`withdraw-record-status-${record.id}`}
      />
      <dl className="fx-record-figures">
        <Fact label={t('funds.fee')} className="fx-num">
          {formatMoney(record.fee, lang.locale, 'fee', { minDecimals: 2 })} USD
        </Fact>
        <Fact label={t('funds.receive')} className="fx-num">
          {formatMoney(record.real_number, lang.locale)} {code}
        </Fact>
      </dl>
      <RecordMeta createdAt={record.created_at} address={destination} />
      {record.notes ? (
        <p className="fx-record-note">{t('funds.note_value', { note: record.notes })}</p>
      ) : null}
      {record.status === WithdrawalStatus.REJECTED && record.remark ? (
        <p className="fx-record-remark" data-testid={`withdraw-record-remark-${record.id}`}>
          {t('funds.remark_value', { remark: record.remark })}
        </p>
      ) : null}
    </article>
  );
}
