import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list filter kept in the URL (?status=0&page=2), so a reload or a shared link shows the same
 * rows. Changing a filter returns to page 1.
 */
export function useListParams<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const get = (key: K) => params.get(key) ?? defaults[key];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = useCallback(
    (patch: Partial<Record<K | 'page', string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in patch)) next.delete('page');
          for (const [key, value] of Object.entries(patch) as [string, string | undefined][]) {
            if (value === undefined || value === '' || value === defaults[key as K]) next.delete(key);
            else next.set(key, value);
          }
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams, defaults],
  );
  return { get, page, set };
}
