import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/device/device';
import { useSession } from '../../../shared/session/session.store';
import { MorePages } from '../../../shared/ui/MorePages';
import { TabList } from '../../../shared/ui/TabList';
import { tradingKeys, type OrderTab, type OrderView } from '../api/trading.api';
import { onOrdersClosed } from '../account/account-feed';
import { OrderRow } from './OrderRow';
import { useOrderList } from './useOrderList';
import { SkeletonRows } from '../../../shared/ui/SkeletonRows';

// Off the desktop trade screen's start-up path (issue 15): the detail pop-up (with its dialogs
// and antd-mobile's animation library) loads when the pointer or focus first reaches the list,
// or on the first opening; pull-to-refresh (with the gesture library) on a phone only.
const loadDetail = () => import('./OrderDetail');
const OrderDetail = lazy(() => loadDetail().then((m) => ({ default: m.OrderDetail })));
const PullToRefresh = lazy(() => import('antd-mobile/es/components/pull-to-refresh'));

export const ORDER_TABS: readonly OrderTab[] = ['holding', 'dealing', 'history'];

interface OrdersViewProps {
  /** `orders` on the order page, `positions` in the desktop positions panel. */
  testIdPrefix?: 'orders' | 'positions';
  active?: boolean;
}

/**
 * The three order lists with their tabs and the detail popup (SPEC §2, §4): live P&L on
 * holding rows, FOREX_CLOSED removing rows and closing the popup showing one of them, a reload
 * after every close or cancel, page-based infinite scroll and pull-to-refresh.
 */
export function OrdersView({ testIdPrefix = 'orders', active = true }: OrdersViewProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<OrderTab>('holding');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Mounted from the first opening on, so the pop-up keeps its closing animation.
  const [detailUsed, setDetailUsed] = useState(false);
  const list = useOrderList(tab, active);
  const rowPrefix = testIdPrefix === 'orders' ? 'order' : 'position';

  // SPEC §4: a pushed close removes the rows (account feed) and closes this popup if it shows one.
  useEffect(
    () =>
      onOrdersClosed((ids) => {
        setSelectedId((current) => (current !== null && ids.includes(current) ? null : current));
      }),
    [],
  );

  const reload = () => queryClient.invalidateQueries({ queryKey: tradingKeys.orders(token) });
  const refresh = async () => {
    // Pull-to-refresh starts the list over from page 1 (reset drops the later pages).
    await queryClient.resetQueries({ queryKey: tradingKeys.orderTab(token, tab) });
  };

  const orders = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages[0]?.total;
  // The popup shows the row as the list has it now (edited stops, live marks); a row that left
  // the list (closed, filled, cancelled) closes it.
  const selected = orders.find((o) => o.Id === selectedId) ?? null;
  const open = (order: OrderView) => {
    setDetailUsed(true);
    setSelectedId(order.Id);
  };
  const preloadDetail = () => void loadDetail();

  const rows = (
    <div
      className="fx-order-list"
      data-testid={`${testIdPrefix}-list-${tab}`}
      onPointerEnter={preloadDetail}
      onFocus={preloadDetail}
    >
      {list.isPending && token !== null ? <OrderSkeleton /> : null}
      {!list.isPending && orders.length === 0 ? (
        <div className="fx-order-empty" data-testid={`${testIdPrefix}-empty`}>
          {t(`orders.empty_${tab}`)}
        </div>
      ) : null}
      {orders.map((order) => (
        <OrderRow key={order.Id} order={order} tab={tab} onOpen={open} testIdPrefix={rowPrefix} />
      ))}
      <MorePages query={list} />
    </div>
  );

  return (
    <div className="fx-orders-view">
      <div className="fx-order-tabs">
        <TabList
          className="fx-order-tablist"
          tabClass="fx-order-tab"
          value={tab}
          tabs={ORDER_TABS.map((key) => ({
            value: key,
            label: (
              <>
                {t(`orders.${key}`)}
                {key === tab && total !== undefined && key !== 'history' ? (
                  <span className="fx-order-count fx-num">{total}</span>
                ) : null}
              </>
            ),
            testId: `${testIdPrefix}-tab-${key}`,
          }))}
          onChange={(key) => {
            setTab(key);
            setSelectedId(null);
          }}
        />
        {desktop ? (
          <button
            type="button"
            className="fx-order-refresh"
            onClick={() => void refresh()}
            data-testid={`${testIdPrefix}-refresh`}
          >
            {t('orders.refresh')}
          </button>
        ) : null}
      </div>
      {desktop ? (
        rows
      ) : (
        // The same rows without the pull until its chunk is in: nothing moves when it arrives.
        <Suspense fallback={rows}>
          <PullToRefresh onRefresh={refresh}>{rows}</PullToRefresh>
        </Suspense>
      )}
      {detailUsed ? (
        <Suspense fallback={null}>
          <OrderDetail order={selected} onClose={() => setSelectedId(null)} onChanged={() => void reload()} />
        </Suspense>
      ) : null}
    </div>
  );
}

function OrderSkeleton() {
  return (
    <SkeletonRows count={3} rowClassName="fx-row-button fx-order-row fx-order-row--skeleton">
      <span className="fx-skel fx-skel--line" />
      <span className="fx-skel fx-skel--price" />
    </SkeletonRows>
  );
}
