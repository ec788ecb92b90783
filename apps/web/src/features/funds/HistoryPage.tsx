import { useTranslation } from '../../shared/i18n';
import { useLang } from '../../shared/i18n';
import { PATHS } from '../../shared/routes/paths';
import { useSession } from '../../shared/session/session.store';
import { formatServerTime } from '../../shared/ui/format';
import { PageFrame } from '../../shared/ui/PageFrame';
import { fetchFundRecords, fundsKeys, type FundRecord } from './api/funds.api';
import { BalanceStrip } from './components/BalanceStrip';
import { RecordList } from './components/RecordList';
import { formatMoney } from '../../shared/ui/figures';
import { usePagedList } from './hooks/usePagedList';
import './funds.css';

/**
 * SPEC §2 history (/mine/history), reached from the account card: every change of the
 * balance (SPEC §3 fund record), newest first. Demo accounts have one too.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const lang = useLang();
  const records = usePagedList<FundRecord>(
    fundsKeys.fundRecords(token, lang.value),
    fetchFundRecords,
    token !== null,
  );
  return (
    <PageFrame title={t('pages.history')} back={PATHS.user} card={false} testId="history-page">
      <div className="fx-funds fx-funds--single">
        <section className="fx-funds-card">
          <BalanceStrip balanceId="history-balance" lockedId="history-locked" />
        </section>
        <section className="fx-funds-card">
          <RecordList
            title={t('history.title')}
            list={records}
            renderRow={(record, index) => <FundRecordRow key={index} record={record} index={index} />}
            empty={t('history.empty')}
            testId="fund-records"
          />
        </section>
      </div>
    </PageFrame>
  );
}

function FundRecordRow({ record, index }: { record: FundRecord; index: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tone = record.Value > 0 ? 'up' : record.Value < 0 ? 'down' : 'flat';
  // Fees carry 6 decimals (SPEC §9): a 0.005439 fee must not read as 0.01.
  const sign = tone === 'up' ? '+' : tone === 'down' ? '-' : '';
  return (
    <article
      className="fx-record fx-fund-record"
      data-testid={`fund-record-${index}`}
      data-kind={record.Kind}
    >
      <div className="fx-record-main">
        <span className="fx-record-kind fx-fund-memo">{record.MemoTran}</span>
        <span
          className={`fx-fund-value fx-fund-value--${tone} fx-num`}
          data-testid={`fund-record-value-${index}`}
        >
          {`${sign}${formatMoney(Math.abs(record.Value), lang.locale, 'balance', { decimals: 6, minDecimals: 2 })}`}
        </span>
      </div>
      <div className="fx-record-meta">
        <span className="fx-num">{formatServerTime(record.CreatedAtTran, lang.locale)}</span>
        <span className="fx-num">
          {t('history.balance_after', { balance: formatMoney(record.BalanceAfter, lang.locale) })}
        </span>
      </div>
    </article>
  );
}
