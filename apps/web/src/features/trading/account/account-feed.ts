import type { ForexTradePush } from '@fxdesk/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import { createFrameBatcher, type FrameScheduler } from '../../../shared/lib/frame';
import { useSession } from '../../../shared/session/session.store';
import { socket } from '../../../shared/socket';
import type { SocketClient } from '../../../shared/socket/socket-client';
import { tradingKeys, type MyDealPage } from '../api/trading.api';

export interface OrderMark {
  UpdatePrice: number;
  FactProfits: number;
}

interface AccountFeedState {
  /** The latest FOREX_TRADE (SPEC §7, DESIGN §5): the account revalued at the live price. */
  push: ForexTradePush | null;
  marks: Readonly<Record<number, OrderMark>>;
}

export const useAccountFeed = create<AccountFeedState>()(() => ({ push: null, marks: {} }));

export const useOrderMark = (id: number): OrderMark | undefined => useAccountFeed((s) => s.marks[id]);

/** Removes orders from every cached page of a list (they closed or filled). */
export function removeOrders(queryClient: QueryClient, token: string | null, ids: readonly number[]): void {
  const gone = new Set(ids);
  for (const tab of ['holding', 'dealing'] as const) {
    queryClient.setQueriesData<InfiniteData<MyDealPage, number>>(
      { queryKey: tradingKeys.orderTab(token, tab) },
      (data) => {
        if (!data) return data;
        let removed = 0;
        const pages = data.pages.map((page) => {
          const kept = page.data.filter((order) => !gone.has(order.Id));
          removed += page.data.length - kept.length;
          return kept.length === page.data.length ? page : { ...page, data: kept };
        });
        if (removed === 0) return data;
        return {
          ...data,
          pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - removed) })),
        };
      },
    );
  }
}

type ClosedListener = (ids: number[]) => void;
const closedListeners = new Set<ClosedListener>();

/** Told when FOREX_CLOSED names orders (the order page closes a detail popup showing one). */
export function onOrdersClosed(listener: ClosedListener): () => void {
  closedListeners.add(listener);
  return () => void closedListeners.delete(listener);
}

/**
 * Listens to FOREX_TRADE and FOREX_CLOSED for the logged-in user. Pushes are applied once per
 * animation frame; a change in the set of live orders (a pending order filled, an order placed
 * elsewhere) reloads the holding and dealing lists.
 */
export function startAccountFeed(
  client: SocketClient,
  queryClient: QueryClient,
  token: string | null,
  scheduler?: FrameScheduler,
): () => void {
  let liveIds: string | null = null;
  /**
   * Before the first push, the positions the holding list shows (null when none is loaded): a
   * position opened meanwhile (a copy of a followed trader's fill) reloads the list too.
   */
  const listedIds = (): string | null => {
    const lists = queryClient.getQueriesData<InfiniteData<MyDealPage, number>>({
      queryKey: tradingKeys.orderTab(token, 'holding'),
    });
    const pages = lists.flatMap(([, data]) => data?.pages ?? []);
    if (pages.length === 0) return null;
    return pages
      .flatMap((page) => page.data.map((order) => order.Id))
      .sort((a, b) => a - b)
      .join(',');
  };
  const batcher = createFrameBatcher<'push', ForexTradePush>((values) => {
    const push = values.get('push');
    if (!push) return;
    const marks: Record<number, OrderMark> = {};
    for (const order of push.TransOrder) marks[order.Id] = order;
    useAccountFeed.setState({ push, marks });
    const ids = push.TransOrder.map((o) => o.Id)
      .sort((a, b) => a - b)
      .join(',');
    const before = liveIds ?? listedIds();
    if (before !== null && ids !== before)
      void queryClient.invalidateQueries({ queryKey: tradingKeys.orders(token) });
    liveIds = ids;
  }, scheduler);
  // Frames reach here checked against the contract by the socket client.
  const offTrade = client.subscribe('FOREX_TRADE', (data) => batcher.push('push', data));
  const offClosed = client.subscribe('FOREX_CLOSED', ({ id: ids }) => {
    if (ids.length === 0) return;
    removeOrders(queryClient, token, ids);
    void queryClient.invalidateQueries({ queryKey: tradingKeys.orderTab(token, 'history') });
    void queryClient.invalidateQueries({ queryKey: tradingKeys.detail(token) });
    for (const listener of [...closedListeners]) listener(ids);
  });
  return () => {
    offTrade();
    offClosed();
    batcher.cancel();
  };
}

let retained = 0;
let stopFeed: (() => void) | null = null;
let feedToken: string | null = null;

/**
 * Keeps the account feed running while a screen needs it (trade and order pages, both kept
 * alive): one subscription however many screens hold it, restarted when the user changes.
 */
export function useAccountFeedRunning(enabled = true): void {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || token === null) return undefined;
    retained += 1;
    if (stopFeed && feedToken !== token) {
      stopFeed();
      stopFeed = null;
    }
    if (!stopFeed) {
      useAccountFeed.setState({ push: null, marks: {} });
      stopFeed = startAccountFeed(socket, queryClient, token);
      feedToken = token;
    }
    return () => {
      retained -= 1;
      if (retained === 0 && stopFeed) {
        stopFeed();
        stopFeed = null;
        useAccountFeed.setState({ push: null, marks: {} });
      }
    };
  }, [enabled, token, queryClient]);
}
