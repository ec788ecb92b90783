import { SUPPORT_LIMITS, SUPPORT_STATUS, type SupportMessage } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ErrorState, Loading } from '../../shared/ui/States';
import { toast } from '../../shared/ui/toast';
import { ClientPanel } from './ClientPanel';
import { ReplyBox } from './ReplyBox';
import { fetchConversation, POLL_MS, replyTo, setConversationStatus, supportKeys } from './support.api';
import { Thread } from './Thread';

const merge = (...lists: SupportMessage[][]) => {
  const byId = new Map<number, SupportMessage>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/** One conversation (the caller keys it by id, so older pages never leak between conversations): the thread (polled, so new client messages appear), reply, close/reopen, the client. */
export function ConversationPane({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: supportKeys.conversation(id),
    queryFn: () => fetchConversation(id),
    refetchInterval: POLL_MS,
  });
  const [older, setOlder] = useState<SupportMessage[]>([]);
  const [olderPages, setOlderPages] = useState(1);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [busy, setBusy] = useState(false);

  const latest = query.data;
  // Opening (and polling) a conversation marks it read: the inbox's unread count follows at once.
  useEffect(() => {
    if (query.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: ['support', 'inbox'] });
  }, [query.dataUpdatedAt, queryClient]);
  const messages = useMemo(() => merge(older, [...(latest?.data ?? [])]), [older, latest]);
  const hasOlder = !!latest && olderPages * SUPPORT_LIMITS.pageSize < latest.total;

  async function loadOlder() {
    setLoadingOlder(true);
    try {
      const page = await fetchConversation(id, olderPages + 1);
      setOlder((prev) => merge(prev, page.data));
      setOlderPages((n) => n + 1);
    } finally {
      setLoadingOlder(false);
    }
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.all });

  async function send(text: string): Promise<boolean> {
    try {
      await replyTo(id, text);
      await refresh();
      return true;
    } catch {
      return false;
    }
  }

  async function toggle(action: 'close' | 'reopen') {
    setBusy(true);
    try {
      await setConversationStatus(id, action);
      toast.success(t(action === 'close' ? 'support.inbox.closed_done' : 'support.inbox.reopened_done'));
      await refresh();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  if (query.isLoading) return <Loading rows={6} />;
  if (!latest) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const closed = latest.conversation.status === SUPPORT_STATUS.closed;
  const account = latest.client.email ?? latest.client.mobile ?? latest.client.uid;

  return (
    <div className="sup-pane" data-testid="support-pane">
      <section className="sup-chat card">
        <header className="sup-chat-head">
          <button type="button" className="link sup-back" onClick={onBack} data-testid="support-back">
            ← {t('support.inbox.back')}
          </button>
          <div className="sup-chat-title">
            <strong className="ellipsis">{account}</strong>
            <Badge tone={closed ? 'muted' : 'success'} testId="support-status">
              {closed ? t('support.inbox.status_closed') : t('support.inbox.status_open')}
            </Badge>
          </div>
          {closed ? (
            <Button
              size="sm"
              loading={busy}
              onClick={() => void toggle('reopen')}
              data-testid="support-reopen"
            >
              {t('support.inbox.reopen')}
            </Button>
          ) : (
            <Button size="sm" loading={busy} onClick={() => void toggle('close')} data-testid="support-close">
              {t('support.inbox.close')}
            </Button>
          )}
        </header>
        <Thread
          messages={messages}
          hasOlder={hasOlder}
          onOlder={() => void loadOlder()}
          loadingOlder={loadingOlder}
        />
        <ReplyBox onSend={send} disabled={closed} />
      </section>
      <ClientPanel client={latest.client} />
    </div>
  );
}
