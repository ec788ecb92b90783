import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { usePageActive } from '../../../shared/routes/keep-alive';
import { confirmDemoReset } from '../../../shared/session/demo-reset';
import { useIsDemo } from '../../../shared/session/session.store';
import { useQuotesStale } from '../../../shared/socket';
import { formatMoney, formatNumber, toneOf } from '../../../shared/ui/figures';
import { RefreshIcon } from '../../../shared/ui/icons';
import { useAccountFeed } from '../account/account-feed';
import { useAccountSummary } from '../account/useAccountSummary';

/** The order page's account card: balance, equity, P&L, margin and risk, live from FOREX_TRADE. */
export function SummaryCard({ compact = false }: { compact?: boolean }) {
  // The desktop positions panel's strip has its own id: the order page may be kept alive beside it.
  const testId = compact ? 'positions-summary' : 'orders-summary';
  const { t } = useTranslation();
  const lang = useLang();
  const summary = useAccountSummary();
  const stale = useQuotesStale();
  // Balance like every screen shows it (toward zero); equity and margins are live marks, 2 places.
  const amount = (v: number | null) => (v === null ? '--' : formatNumber(v, lang.locale, 2));
  const pnl = summary.floatingPnl;

  const items = [
    { key: 'equity', label: t('orders.equity'), value: amount(summary.equity) },
    { key: 'used_margin', label: t('orders.used_margin'), value: amount(summary.usedMargin) },
    { key: 'free_margin', label: t('orders.free_margin'), value: amount(summary.freeMargin) },
    {
      key: 'risk_rate',
      label: t('orders.risk_rate'),
      value: summary.riskRate === null ? '--' : `${formatNumber(summary.riskRate, lang.locale, 2)}%`,
    },
  ];

  return (
    <section
      className={compact ? 'fx-summary fx-summary--compact' : 'fx-hero-card fx-summary'}
      data-testid={testId}
      data-live={summary.live ? 'true' : 'false'}
    >
      <div className="fx-summary-top">
        <div className="fx-summary-balance">
          <span className="fx-summary-label">{t('orders.balance')}</span>
          <span className="fx-summary-value fx-num" data-testid="summary-balance">
            {summary.balance === null ? '--' : formatMoney(summary.balance, lang.locale)}
          </span>
        </div>
        <div className="fx-summary-pnl">
          <span className="fx-summary-label">{t('orders.floating_pnl')}</span>
          <span
            className={`fx-summary-pnl-value fx-order-pnl--${toneOf(pnl)} fx-num${stale ? ' fx-stale' : ''}`}
            data-testid="summary-pnl"
          >
            {pnl === null ? '--' : formatMoney(pnl, lang.locale, 'profit', { decimals: 2, signed: true })}
          </span>
        </div>
      </div>
      <dl className="fx-summary-grid">
        {items.map((item) => (
          <div key={item.key} className="fx-summary-item">
            <dt>{item.label}</dt>
            <dd
              className={`fx-num${stale && summary.live ? ' fx-stale' : ''}`}
              data-testid={`summary-${item.key}`}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      {summary.marginCall ? (
        <p className="fx-summary-alert" role="alert" data-testid="margin-call">
          {t('orders.margin_call')}
        </p>
      ) : null}
      {/* The terminal strip stays one line; the reset lives on the order page and the user centre. */}
      {compact ? null : <ResetDemoButton />}
    </section>
  );
}

/** SPEC §6: a demo account can be reset, after a confirm dialog. */
function ResetDemoButton() {
  const { t } = useTranslation();
  const isDemo = useIsDemo();
  const active = usePageActive();
  const queryClient = useQueryClient();
  if (!isDemo || !active) return null;

  const reset = async () => {
    if (!(await confirmDemoReset(t))) return;
    useAccountFeed.setState({ push: null, marks: {} });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
      queryClient.invalidateQueries({ queryKey: ['account'] }),
      queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    ]);
  };

  return (
    <button type="button" className="fx-summary-reset" onClick={() => void reset()} data-testid="reset-demo">
      <RefreshIcon /> {t('user.reset_demo')}
    </button>
  );
}
