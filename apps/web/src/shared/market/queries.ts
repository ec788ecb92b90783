import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currentLang, useLang } from '../i18n';
import { usePageActive } from '../routes/keep-alive';
import { useCurrentPair } from './current-pair.store';
import { fetchCategories, fetchTradeList, type ForexItem } from './market.api';
import { seedQuotes } from './quotes.store';

/**
 * Pair names (NameShowTrans), category names and search results come translated by the `lang`
 * header, so their keys carry the language: a switch (the language page, or `?lang=` in an open
 * app) asks for the new language at once instead of showing the cached old one.
 */
export const marketKeys = {
  tradeListRoot: ['market', 'tradeList'] as const,
  tradeList: (lang: string) => ['market', 'tradeList', lang] as const,
  search: (lang: string, text: string) => ['market', 'search', lang, text] as const,
  categories: (lang: string) => ['market', 'categories', lang] as const,
};

async function loadTradeList(): Promise<ForexItem[]> {
  const pairs = await fetchTradeList();
  seedQuotes(pairs);
  return pairs;
}

/**
 * Asks for the trade list before the first render (main.tsx, on `#/` and `#/trade`), so the
 * request overlaps React's first render instead of starting from the market list's effect; the
 * screen's useTradeList then finds it in flight or done (issue 15 cold load).
 */
export function prefetchTradeList(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: marketKeys.tradeList(currentLang()),
    queryFn: loadTradeList,
    staleTime: 2_000,
  });
}

/** Every pair with its settings and a quote snapshot; live prices come from the quotes store. */
export function useTradeList() {
  const lang = useLang().value;
  return useQuery({
    queryKey: marketKeys.tradeList(lang),
    queryFn: loadTradeList,
    staleTime: 2_000,
    // The old language's list stays on screen (no skeleton) until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** SPEC §2: entering home or trade refreshes the trade list (kept-alive pages re-entered too). */
export function useRefreshTradeListOnEnter(): void {
  const active = usePageActive();
  const queryClient = useQueryClient();
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) {
      void queryClient.refetchQueries({ queryKey: marketKeys.tradeListRoot, type: 'active' });
    }
    wasActive.current = active;
  }, [active, queryClient]);
}

export function useCategories() {
  const lang = useLang().value;
  return useQuery({
    queryKey: marketKeys.categories(lang),
    queryFn: fetchCategories,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Product search (SPEC §2 /product): the trade list filtered by the server. */
export function usePairSearch(text: string) {
  const lang = useLang().value;
  return useQuery({
    queryKey: marketKeys.search(lang, text),
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
