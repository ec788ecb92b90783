import { useQuery } from '@tanstack/react-query';
import { usePageActive } from '../../../shared/routes/keep-alive';
import { useSession } from '../../../shared/session/session.store';
import { fetchForexDetail, tradingKeys } from '../api/trading.api';
import { useOrderList } from '../orders/useOrderList';
import { useAccountFeed } from './account-feed';

export interface AccountSummary {
  balance: number | null;
  equity: number | null;
  floatingPnl: number | null;
  usedMargin: number | null;
  /** Percent; null when no margin is used (DESIGN §5). */
  riskRate: number | null;
  freeMargin: number | null;
  marginCall: boolean;
  /** True while the figures come from the live FOREX_TRADE push. */
  live: boolean;
}

/**
 * Balance, equity, floating P&L, used margin, risk rate and free margin (SPEC §3 labels):
 * from the latest FOREX_TRADE push; before one arrives, from the account detail — exact for an
 * account without live orders, which is also the only kind the server does not push for. With
 * live orders and no push yet, the derived figures stay "--" rather than guess.
 */
export function useAccountSummary(): AccountSummary {
  const token = useSession((s) => s.token);
  const active = usePageActive();
  const push = useAccountFeed((s) => s.push);
  const detail = useQuery({
    queryKey: tradingKeys.detail(token),
    queryFn: fetchForexDetail,
    enabled: token !== null && active,
    staleTime: 5_000,
  });
  const holding = useOrderList('holding', active && push === null);
  const dealing = useOrderList('dealing', active && push === null);
  if (push) {
    return {
      balance: push.Balance,
      equity: push.Equity,
      floatingPnl: push.ProfitsTotal,
      usedMargin: push.CautionMoneyAll,
      riskRate: push.CautionMoneyAll > 0 ? push.HazardRate : null,
      freeMargin: push.FreeMargin,
      marginCall: push.MarginCall,
      live: true,
    };
  }
  const balance = detail.data?.balance ?? null;
  const noLiveOrders = holding.data?.pages[0]?.total === 0 && dealing.data?.pages[0]?.total === 0;
  const known = balance !== null && noLiveOrders;
  return {
    balance,
    equity: known ? balance : null,
    floatingPnl: known ? 0 : null,
    usedMargin: known ? 0 : null,
    riskRate: null,
    freeMargin: known ? balance : null,
    marginCall: false,
    live: false,
  };
}
