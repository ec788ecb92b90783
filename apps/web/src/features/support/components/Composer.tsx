import { SUPPORT_LIMITS } from '@fxdesk/contract';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { uploadImage } from '../../../shared/api/endpoints';
import { ImageIcon } from '../../../shared/ui/icons';
import { imageProblem } from '../../../shared/ui/ImageUpload';
import { toast } from '../../../shared/ui/toast';

interface ComposerProps {
  onSend: (content: string) => Promise<boolean>;
  sending: boolean;
  /** Images go through the upload route, which only real accounts may use (SPEC §6). */
  canAttach: boolean;
}

/**
 * The input bar: a growing text area (Enter sends, Shift+Enter breaks the line on desktop), a
 * counter near the 2,000-character limit, and an image button. The text stays when a send fails.
 */
export function Composer({ onSend, sending, canAttach }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();
  const tooLong = trimmed.length > SUPPORT_LIMITS.textMax;

  async function send() {
    if (!trimmed || tooLong || sending) return;
    if (await onSend(trimmed)) setText('');
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const problem = imageProblem(picked);
    if (problem) {
      toast.error(t(problem === 'type' ? 'upload.wrong_type' : 'upload.too_large', { mb: 5 }));
      return;
    }
    try {
      const { url } = await uploadImage(picked);
      await onSend(url);
    } catch {
      // The API client has shown the error.
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <div className="fx-chat-composer" data-testid="chat-composer">
      {canAttach ? (
        <>
          <button
            type="button"
            className="fx-chat-attach"
            onClick={() => file.current?.click()}
            aria-label={t('support.chat.attach')}
            data-testid="chat-attach"
          >
            <ImageIcon />
          </button>
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            onChange={(e) => void pick(e)}
            data-testid="chat-file"
          />
        </>
      ) : null}
      <div className="fx-chat-input">
        <TextArea
          value={text}
          onChange={setText}
          placeholder={t('support.chat.placeholder')}
          rows={1}
          autoSize={{ minRows: 1, maxRows: 5 }}
          onKeyDown={onKeyDown}
          aria-label={t('support.chat.placeholder')}
          data-testid="chat-input"
        />
        {trimmed.length > SUPPORT_LIMITS.textMax - 200 ? (
          <span className={`fx-chat-count${tooLong ? ' fx-chat-count--over' : ''}`} data-testid="chat-count">
            {`${trimmed.length}/${SUPPORT_LIMITS.textMax}`}
          </span>
        ) : null}
      </div>
      <Button
        color="primary"
        className="fx-chat-send"
        onClick={() => void send()}
        disabled={!trimmed || tooLong}
        loading={sending}
        data-testid="chat-send"
      >
        {t('support.chat.send')}
      </Button>
    </div>
  );
}
