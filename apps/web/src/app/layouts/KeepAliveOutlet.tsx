import { useState, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router';
import { PageActiveContext } from '../../shared/routes/keep-alive';

/**
 * Keeps every visited child page mounted (SPEC §2: home, trade, order, user, news and rank are
 * kept alive), showing only the current one. A page keeps its scroll lists, form input and
 * sockets while the user looks at another tab.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const activeKey = matches[matches.length - 1]?.id ?? '';
  const [cache, setCache] = useState<ReadonlyMap<string, ReactNode>>(() => new Map());

  // Adjusting state while rendering (the React-documented pattern): remember a page on first visit.
  if (outlet && !cache.has(activeKey)) {
    setCache(new Map(cache).set(activeKey, outlet));
  }

  const keys = cache.has(activeKey) ? [...cache.keys()] : [...cache.keys(), activeKey];
  return (
    <>
      {keys.map((key) => {
        const active = key === activeKey;
        return (
          <div key={key} className="fx-keep-alive" hidden={!active}>
            <PageActiveContext.Provider value={active}>
              {active ? outlet : cache.get(key)}
            </PageActiveContext.Provider>
          </div>
        );
      })}
    </>
  );
}
