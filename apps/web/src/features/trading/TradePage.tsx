import type { ForexItem } from '@fxdesk/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useIsDesktop } from '../../shared/device/device';
import { STORAGE_KEYS, storage } from '../../shared/lib/storage';
import { useCurrentPair } from '../../shared/market/current-pair.store';
import { useCurrentPairItem, useRefreshTradeListOnEnter } from '../../shared/market/queries';
import { NewsPanel } from '../../shared/news/NewsLinks';
import { usePageActive } from '../../shared/routes/keep-alive';
import { ORDER_TICKET_ID } from '../../shared/routes/paths';
import { useIsLoggedIn } from '../../shared/session/session.store';
import { ConnectionBadge } from '../../shared/socket/ConnectionBadge';
import { AccountShortcut } from '../../shared/ui/AccountShortcut';
import { PageFrame } from '../../shared/ui/PageFrame';
import { useAccountFeedRunning } from './account/account-feed';
import { isPeriod, type Period } from './api/trading.api';
import { ChartPanel } from './components/ChartPanel';
import { PairHeader } from './components/PairHeader';
import { PairList } from './components/PairList';
import { PeriodBar } from './components/PeriodBar';
import { OrderForm } from './order-form/OrderForm';
import './trading.css';

// Off the phone's start-up path (issue 15): the pop-up (with antd-mobile's animation library)
// loads when the pair drawer first opens, the desktop terminal's order lists when it shows.
const Sheet = lazy(() => import('../../shared/ui/dialog/Sheet').then((m) => ({ default: m.Sheet })));
const PositionsPanel = lazy(() =>
  import('./components/PositionsPanel').then((m) => ({ default: m.PositionsPanel })),
);

function usePeriod(): [Period, (period: Period) => void] {
  const [period, setPeriod] = useState<Period>(() => {
    const stored = storage.get(STORAGE_KEYS.chartPeriod);
    return isPeriod(stored) ? stored : '15min';
  });
  const change = (next: Period) => {
    storage.set(STORAGE_KEYS.chartPeriod, next);
    setPeriod(next);
  };
  return [period, change];
}

/**
 * Trade (SPEC §2): pair header with the pair-switch drawer, period bar, candlestick chart and
 * the order form. On desktop a trading terminal: market list | chart | order form, with the
 * positions under the chart.
 */
export function TradePage() {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const active = usePageActive();
  const loggedIn = useIsLoggedIn();
  const { pair, pairs, isPending } = useCurrentPairItem();
  const setCode = useCurrentPair((s) => s.setCode);
  const [period, setPeriod] = usePeriod();
  const [drawer, setDrawer] = useState(false);
  // Mounted from the first opening on, so the drawer keeps its closing animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  useRefreshTradeListOnEnter();
  useAccountFeedRunning(active && loggedIn);

  const pick = (next: ForexItem) => {
    setCode(next.Code);
    setDrawer(false);
  };

  const chart = pair ? (
    <div className="fx-chart-card fx-inset-card">
      <PeriodBar value={period} onChange={setPeriod} />
      <ChartPanel
        forexId={pair.Id}
        code={pair.Code}
        precision={pair.PricePrecision}
        period={period}
        active={active}
      />
    </div>
  ) : null;
  const form = pair ? <OrderForm key={pair.Code} pair={pair} pairs={pairs} /> : null;
  const placeholder = isPending ? <div className="fx-trade-loading" data-testid="trade-loading" /> : null;

  if (desktop) {
    return (
      <div className="fx-terminal" data-testid="trade-page">
        <h1 className="fx-sr-only">{pair ? `${t('pages.trade')} · ${pair.ShowCode}` : t('pages.trade')}</h1>
        <aside className="fx-terminal-markets fx-panel">
          <PairList pairs={pairs} current={pair?.Code} onPick={pick} />
          <NewsPanel />
        </aside>
        <div className="fx-terminal-center">
          {pair ? (
            <div className="fx-panel">
              <PairHeader pair={pair} />
              {chart}
            </div>
          ) : (
            placeholder
          )}
          <div className="fx-panel">
            <Suspense fallback={null}>
              <PositionsPanel active={active} />
            </Suspense>
          </div>
        </div>
        {/* The skip link in the desktop header lands here (ORDER_TICKET_ID). */}
        <aside
          className="fx-terminal-ticket fx-panel"
          id={ORDER_TICKET_ID}
          tabIndex={-1}
          aria-labelledby={`${ORDER_TICKET_ID}-title`}
        >
          <h2 className="fx-panel-title" id={`${ORDER_TICKET_ID}-title`}>
            {t('order_form.title')}
          </h2>
          {form}
        </aside>
      </div>
    );
  }

  return (
    <PageFrame
      title={t('pages.trade')}
      back={false}
      left={<AccountShortcut />}
      right={<ConnectionBadge />}
      testId="trade-page"
    >
      {pair ? (
        <div className="fx-trade">
          <PairHeader
            pair={pair}
            onSwitch={() => {
              setDrawerUsed(true);
              setDrawer(true);
            }}
          />
          {chart}
          <section className="fx-trade-ticket">{form}</section>
        </div>
      ) : (
        placeholder
      )}
      {drawerUsed ? (
        <Suspense fallback={null}>
          <Sheet
            visible={drawer}
            onClose={() => setDrawer(false)}
            position="left"
            bodyClassName="fx-pair-drawer"
            label={t('market.switch_pair')}
            testId="pair-drawer"
          >
            <h2 className="fx-pair-drawer-title">{t('market.switch_pair')}</h2>
            <PairList pairs={pairs} current={pair?.Code} onPick={pick} />
          </Sheet>
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
