import { SUPPORT_TOPIC, type SupportPush } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api';
import { useSession } from '../session/session.store';
import { socket, useSocketStatus } from '../socket';

/** The unread support messages of the logged-in client (the user-centre badge, DESIGN §7). */
export const supportUnreadKey = (token: string | null) => ['support', 'unread', token] as const;

export const fetchSupportUnread = () =>
  api.get('/api/support/unread', undefined, { showErrorMessage: false });

/** Whether a socket frame is a SUPPORT push (messages and the unread count after them). */
export function isSupportPush(value: unknown): value is SupportPush {
  const push = value as SupportPush | null;
  return (
    typeof push === 'object' &&
    push !== null &&
    Array.isArray(push.messages) &&
    typeof push.unread === 'number'
  );
}

/**
 * The unread count, live: fetched once, then kept current by the SUPPORT topic (a reply raises
 * it, reading the chat anywhere lowers it) and fetched again after every reconnect.
 */
export function useSupportUnread(): number {
  const token = useSession((s) => s.token);
  const epoch = useSocketStatus((s) => s.epoch);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: supportUnreadKey(token),
    queryFn: fetchSupportUnread,
    enabled: token !== null,
    staleTime: 30_000,
  });
  useEffect(() => {
    if (token === null) return undefined;
    return socket.subscribe(SUPPORT_TOPIC, (data) => {
      if (isSupportPush(data)) queryClient.setQueryData(supportUnreadKey(token), { unread: data.unread });
    });
  }, [token, queryClient]);
  useEffect(() => {
    if (token !== null && epoch > 1)
      void queryClient.invalidateQueries({ queryKey: supportUnreadKey(token) });
  }, [epoch, token, queryClient]);
  return token === null ? 0 : (query.data?.unread ?? 0);
}
