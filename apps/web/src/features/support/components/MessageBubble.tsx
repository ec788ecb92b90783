import { SUPPORT_KIND, SUPPORT_SENDER, type SupportMessage } from '@fxdesk/contract';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { useTranslation } from '../../../shared/i18n';
import { CheckIcon, HeadsetIcon } from '../../../shared/ui/icons';

const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(`${locale}-u-nu-latn`, { hour: '2-digit', minute: '2-digit' });

/** Sent ✓, delivered ✓✓, read ✓✓ in the accent colour: the marks of the client's own messages. */
function Marks({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  const state = message.read_at ? 'read' : message.delivered_at ? 'delivered' : 'sent';
  return (
    <span
      className={`fx-chat-marks fx-chat-marks--${state}`}
      title={t(`support.chat.${state}`)}
      aria-label={t(`support.chat.${state}`)}
      data-testid="chat-marks"
      data-state={state}
    >
      <CheckIcon />
      {state !== 'sent' ? <CheckIcon /> : null}
    </span>
  );
}

/**
 * One message. The content is always rendered as text (React escapes it): HTML a client or a
 * support member types is shown literally, never interpreted.
 */
export function MessageBubble({ message }: { message: SupportMessage }) {
  const { t, i18n } = useTranslation();
  const mine = message.sender === SUPPORT_SENDER.user;
  const image = message.kind === SUPPORT_KIND.image;
  return (
    <div
      className={`fx-chat-row ${mine ? 'fx-chat-row--mine' : 'fx-chat-row--theirs'}`}
      data-testid="chat-message"
      data-sender={mine ? 'me' : 'support'}
    >
      {!mine ? (
        <span className="fx-icon-disc fx-chat-avatar" aria-hidden="true">
          <HeadsetIcon />
        </span>
      ) : null}
      <div className={`fx-chat-bubble${image ? ' fx-chat-bubble--image' : ''}`}>
        {!mine ? <div className="fx-chat-author">{t('support.chat.support_name')}</div> : null}
        {image ? (
          <button
            type="button"
            className="fx-chat-image"
            onClick={() => ImageViewer.show({ image: message.content })}
            aria-label={t('support.chat.open_image')}
          >
            <img src={message.content} alt={t('support.chat.image_alt')} loading="lazy" />
          </button>
        ) : (
          <div className="fx-chat-text" data-testid="chat-text">
            {message.content}
          </div>
        )}
        <div className="fx-chat-meta">
          <time dateTime={message.created_at}>{timeOf(message.created_at, i18n.language)}</time>
          {mine ? <Marks message={message} /> : null}
        </div>
      </div>
    </div>
  );
}
