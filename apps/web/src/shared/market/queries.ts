import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePageActive } from '../routes/keep-alive';
import { useCurrentPair } from './current-pair.store';
import { fetchCategories, fetchTradeList, type ForexItem } from './market.api';
import { seedQuotes } from './quotes.store';

export const marketKeys = {
  tradeList: ['market', 'tradeList'] as const,
  search: (text: string) => ['market', 'search', text] as const,
  categories: ['market', 'categories'] as const,
};

async function loadTradeList(): Promise<ForexItem[]> {
  const pairs = await fetchTradeList();
  seedQuotes(pairs);
  return pairs;
}

/** Every pair with its settings and a quote snapshot; live prices come from the quotes store. */
export function useTradeList() {
  return useQuery({ queryKey: marketKeys.tradeList, queryFn: loadTradeList, staleTime: 2_000 });
}

/** SPEC §2: entering home or trade refreshes the trade list (kept-alive pages re-entered too). */
export function useRefreshTradeListOnEnter(): void {
  const active = usePageActive();
  const queryClient = useQueryClient();
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) {
      void queryClient.refetchQueries({ queryKey: marketKeys.tradeList, exact: true });
    }
    wasActive.current = active;
  }, [active, queryClient]);
}

export function useCategories() {
  return useQuery({ queryKey: marketKeys.categories, queryFn: fetchCategories, staleTime: 10 * 60_000 });
}

/** Product search (SPEC §2 /product): the trade list filtered by the server. */
export function usePairSearch(text: string) {
  return useQuery({
    queryKey: marketKeys.search(text),
    queryFn: async () => {
      const pairs = await fetchTradeList(text);
      seedQuotes(pairs);
      return pairs;
    },
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

/** The pair the trade screen shows: the chosen one, else the first listed. */
export function useCurrentPairItem(): {
  pair: ForexItem | undefined;
  pairs: ForexItem[];
  isPending: boolean;
} {
  const list = useTradeList();
  const code = useCurrentPair((s) => s.code);
  const pairs = list.data ?? [];
  const pair = pairs.find((p) => p.Code === code) ?? pairs[0];
  return { pair, pairs, isPending: list.isPending };
}
