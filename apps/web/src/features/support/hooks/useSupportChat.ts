import { SUPPORT_LIMITS, SUPPORT_SENDER, SUPPORT_TOPIC, type SupportMessage } from '@fxdesk/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../../shared/session/session.store';
import { socket, useSocketStatus } from '../../../shared/socket';
import { isSupportPush, supportUnreadKey } from '../../../shared/support/unread';
import { fetchSupportMessages, markSupportRead, sendSupportMessage, supportKeys } from '../api/support.api';

/** Messages oldest first, each id once; a later copy (new marks) wins over an earlier one. */
export function mergeMessages(...lists: readonly (readonly SupportMessage[])[]): SupportMessage[] {
  const byId = new Map<number, SupportMessage>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The client's support conversation (DESIGN §7): pages of history (page 1 newest, older pages
 * loaded as the list scrolls up), SUPPORT pushes merged in live, sent messages appended, and
 * support messages marked read while the chat is on screen.
 */
export function useSupportChat() {
  const token = useSession((s) => s.token);
  const epoch = useSocketStatus((s) => s.epoch);
  const queryClient = useQueryClient();
  const [live, setLive] = useState<SupportMessage[]>([]);
  const [sending, setSending] = useState(false);
  const reading = useRef(false);

  const query = useInfiniteQuery({
    queryKey: supportKeys.messages(token),
    queryFn: ({ pageParam }) => fetchSupportMessages(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.data.length === SUPPORT_LIMITS.pageSize && pages.length * SUPPORT_LIMITS.pageSize < last.total
        ? pages.length + 1
        : undefined,
    enabled: token !== null,
    staleTime: 0,
  });

  const pages = query.data?.pages;
  const messages = useMemo(
    () => mergeMessages(...[...(pages ?? [])].reverse().map((p) => p.data), live),
    [pages, live],
  );
  const status = pages?.[0]?.status ?? 1;

  useEffect(() => {
    if (token === null) return undefined;
    return socket.subscribe(SUPPORT_TOPIC, (data) => {
      if (isSupportPush(data)) setLive((prev) => mergeMessages(prev, data.messages));
    });
  }, [token]);

  // A reconnect may have missed pushes: the newest page is fetched again.
  useEffect(() => {
    if (epoch > 1) void query.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new live epoch matters
  }, [epoch]);

  const unreadIds = messages
    .filter((m) => m.sender === SUPPORT_SENDER.staff && m.read_at === null)
    .map((m) => m.id)
    .join(',');
  useEffect(() => {
    if (!unreadIds || token === null || reading.current) return undefined;
    const read = () => {
      if (!isVisible() || reading.current) return;
      reading.current = true;
      void markSupportRead()
        .then(() => queryClient.setQueryData(supportUnreadKey(token), { unread: 0 }))
        .catch(() => undefined)
        .finally(() => {
          reading.current = false;
        });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [unreadIds, token, queryClient]);

  const send = useCallback(async (content: string): Promise<boolean> => {
    setSending(true);
    try {
      const message = await sendSupportMessage(content);
      setLive((prev) => mergeMessages(prev, [message]));
      return true;
    } catch {
      return false;
    } finally {
      setSending(false);
    }
  }, []);

  return { query, messages, status, send, sending };
}
