import { SUPPORT_STATUS, type SupportMessage } from '@fxdesk/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useIsDemo } from '../../../shared/session/session.store';
import { HeadsetIcon } from '../../../shared/ui/icons';
import { useSupportChat } from '../hooks/useSupportChat';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { ChatSkeleton } from './ChatSkeleton';

/** How close to the top (px) the list must be scrolled before older messages load. */
const LOAD_OLDER_AT_PX = 80;
/** Within this distance of the bottom the list follows new messages. */
const FOLLOW_PX = 160;

const dayOf = (iso: string) => new Date(iso).toDateString();

function DaySeparator({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const label = new Date(iso).toLocaleDateString(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <div className="fx-chat-day" role="separator">
      <span>{label}</span>
    </div>
  );
}

/**
 * Our own support chat (DESIGN §7), shown at /mine/chat when no service link is set: history
 * that loads older pages as it is scrolled up (keeping the reading position), live replies,
 * delivery and read marks, text and images.
 */
export function SupportChat() {
  const { t } = useTranslation();
  const demo = useIsDemo();
  const { query, messages, status, send, sending } = useSupportChat();
  const list = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const lastId = useRef<number | null>(null);

  function loadOlder() {
    const el = list.current;
    if (!el || !query.hasNextPage || query.isFetchingNextPage) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void query.fetchNextPage();
  }

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const newest = messages.at(-1);
    if (anchor.current && !query.isFetchingNextPage) {
      // Older messages were put above: keep the message being read where it was.
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (newest && newest.id !== lastId.current) {
      const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
      if (lastId.current === null || nearBottom || newest.sender === 1) el.scrollTop = el.scrollHeight;
    }
    lastId.current = newest?.id ?? lastId.current;
  }, [messages, query.isFetchingNextPage]);

  let body;
  if (query.isPending) {
    body = <ChatSkeleton lines={6} />;
  } else if (messages.length === 0) {
    body = (
      <div className="fx-chat-welcome" data-testid="chat-welcome">
        <div className="fx-icon-disc fx-empty-icon">
          <HeadsetIcon />
        </div>
        <h2>{t('support.chat.welcome_title')}</h2>
        <p>{t('support.chat.welcome_text')}</p>
      </div>
    );
  } else {
    body = messages.map((m: SupportMessage, i) => {
      const previous = messages[i - 1];
      return (
        <Fragment key={m.id}>
          {!previous || dayOf(previous.created_at) !== dayOf(m.created_at) ? (
            <DaySeparator iso={m.created_at} />
          ) : null}
          <MessageBubble message={m} />
        </Fragment>
      );
    });
  }

  return (
    <div className="fx-chat" data-testid="support-chat">
      <div
        className="fx-chat-list"
        ref={list}
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < LOAD_OLDER_AT_PX) loadOlder();
        }}
        data-testid="chat-list"
        aria-live="polite"
      >
        {query.hasNextPage ? (
          <button type="button" className="fx-chat-older" onClick={loadOlder} data-testid="chat-older">
            {query.isFetchingNextPage ? <DotLoading /> : t('support.chat.load_older')}
          </button>
        ) : messages.length > 0 ? (
          <div className="fx-chat-start">{t('support.chat.start')}</div>
        ) : null}
        {body}
        {status === SUPPORT_STATUS.closed ? (
          <div className="fx-chat-closed" data-testid="chat-closed">
            {t('support.chat.closed_note')}
          </div>
        ) : null}
      </div>
      <Composer onSend={send} sending={sending} canAttach={!demo} />
    </div>
  );
}
