import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/i18n';
import { formatServerTime } from '../../../shared/ui/format';
import { CHARGE_STATUS, type ChargeRecord } from '../api/funds.api';
import { chargeTone, money } from '../format';
import { StatusBadge } from './StatusBadge';

const TYPE_KEYS = ['coin', 'wire', 'card'] as const;

/** One deposit (SPEC §3 charge record): amount, method, status, time; a rejected one says why. */
export function ChargeRecordRow({ record }: { record: ChargeRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const method = TYPE_KEYS[record.type] ?? 'coin';
  const rejected = record.status === CHARGE_STATUS.rejected;
  return (
    <article className="fx-record" data-testid={`charge-record-${record.id}`} data-status={record.status}>
      <div className="fx-record-main">
        <div className="fx-record-title">
          <span className="fx-record-amount fx-num">
            {money(record.number, lang.locale)} <span className="fx-record-unit">{record.currency_code}</span>
          </span>
          <span className="fx-record-kind">{t(`funds.method_${method}`)}</span>
        </div>
        <StatusBadge
          tone={chargeTone(record.status)}
          text={record.status_name}
          testId={`charge-record-status-${record.id}`}
        />
      </div>
      <div className="fx-record-meta">
        <span className="fx-num">{formatServerTime(record.created_at, lang.locale)}</span>
        {record.address ? (
          <span className="fx-record-address" dir="ltr">
            {record.address}
          </span>
        ) : null}
      </div>
      {rejected && record.remark ? (
        <p className="fx-record-remark" data-testid={`charge-record-remark-${record.id}`}>
          {t('funds.remark_value', { remark: record.remark })}
        </p>
      ) : null}
    </article>
  );
}
