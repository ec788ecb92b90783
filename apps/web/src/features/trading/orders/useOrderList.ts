import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPage } from '../../../shared/api/paged-list';
import { useLang } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session.store';
import { fetchMyDeal, ORDER_PAGE_SIZE, ORDER_STATUS, tradingKeys, type OrderTab } from '../api/trading.api';

/**
 * One tab of the order page (SPEC §4 status filter, §9 page-based infinite scroll from page 1,
 * 20 a page). Pull-to-refresh resets it to the first page.
 */
export function useOrderList(tab: OrderTab, enabled = true) {
  const token = useSession((s) => s.token);
  const lang = useLang().value;
  return useInfiniteQuery({
    queryKey: tradingKeys.orderList(token, tab, lang),
    queryFn: ({ pageParam }) => fetchMyDeal(ORDER_STATUS[tab], pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPage(ORDER_PAGE_SIZE, last, pages),
    enabled: enabled && token !== null,
    staleTime: 5_000,
  });
}
