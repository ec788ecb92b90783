import { SUPPORT_KIND, SUPPORT_SENDER, type SupportMessage } from '@fxdesk/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/ui/format';

/** What the client sees as ticks on a staff reply, in words. */
function marksOf(m: SupportMessage): 'read' | 'delivered' | 'sent' {
  return m.read_at ? 'read' : m.delivered_at ? 'delivered' : 'sent';
}

/**
 * The messages of a conversation, oldest at the top. Content is rendered as text: whatever a
 * client types (HTML included) is shown literally, never interpreted.
 */
export function Thread({
  messages,
  hasOlder,
  onOlder,
  loadingOlder,
}: {
  messages: SupportMessage[];
  hasOlder: boolean;
  onOlder: () => void;
  loadingOlder: boolean;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const lastId = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = list.current;
    const newest = messages.at(-1)?.id ?? null;
    if (el && newest !== lastId.current) {
      const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 160;
      if (lastId.current === null || nearBottom) el.scrollTop = el.scrollHeight;
      lastId.current = newest;
    }
  }, [messages]);

  return (
    <div className="sup-thread" ref={list} data-testid="support-thread">
      {hasOlder && (
        <button type="button" className="link small sup-older" onClick={onOlder} disabled={loadingOlder}>
          {loadingOlder ? t('common.loading') : t('support.inbox.load_older')}
        </button>
      )}
      {messages.map((m) => {
        const staff = m.sender === SUPPORT_SENDER.staff;
        return (
          <div
            key={m.id}
            className={`sup-msg ${staff ? 'sup-msg-staff' : 'sup-msg-client'}`}
            data-testid="support-message"
            data-sender={staff ? 'staff' : 'client'}
          >
            <div className="sup-bubble">
              {m.kind === SUPPORT_KIND.image ? (
                <a href={m.content} target="_blank" rel="noopener noreferrer">
                  <img src={m.content} alt={t('support.inbox.image')} className="sup-image" />
                </a>
              ) : (
                <div className="sup-text">{m.content}</div>
              )}
            </div>
            <div className="sup-meta muted small">
              {staff && m.staff_name ? `${m.staff_name} · ` : ''}
              {formatDateTime(m.created_at)}
              {staff ? ` · ${t(`support.inbox.${marksOf(m)}`)}` : ''}
            </div>
          </div>
        );
      })}
    </div>
  );
}
