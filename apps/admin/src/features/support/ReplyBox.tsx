import { SUPPORT_LIMITS } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Select, Textarea, TextAreaField, TextField } from '../../shared/ui/Field';
import { toast } from '../../shared/ui/toast';
import { addCanned, deleteCanned, fetchCanned, supportKeys, type CannedReply } from './support.api';

/** Canned replies: add one (title and text) or delete one. */
function CannedDialog({ replies, onClose }: { replies: CannedReply[]; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.canned });

  async function add() {
    if (!title.trim() || !content.trim()) return;
    setBusy(true);
    try {
      await addCanned(title.trim(), content.trim());
      setTitle('');
      setContent('');
      await refresh();
      toast.success(t('common.saved'));
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open title={t('support.canned.title')} onClose={onClose} width={560} testId="canned-dialog">
      <ul className="sup-canned-list">
        {replies.length === 0 && <li className="muted small">{t('support.canned.none')}</li>}
        {replies.map((r) => (
          <li key={r.id}>
            <div>
              <strong>{r.title}</strong>
              <div className="muted small sup-canned-text">{r.content}</div>
            </div>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void deleteCanned(r.id).then(refresh, () => undefined)}
              data-testid={`canned-delete-${r.id}`}
            >
              {t('support.canned.delete')}
            </Button>
          </li>
        ))}
      </ul>
      <TextField
        label={t('support.canned.name')}
        value={title}
        maxLength={80}
        onValue={setTitle}
        testId="canned-title"
      />
      <TextAreaField
        label={t('support.canned.text')}
        rows={3}
        value={content}
        maxLength={SUPPORT_LIMITS.textMax}
        onValue={setContent}
        testId="canned-content"
      />
      <Button
        variant="primary"
        loading={busy}
        disabled={!title.trim() || !content.trim()}
        onClick={() => void add()}
        data-testid="canned-add"
      >
        {t('support.canned.add')}
      </Button>
    </Dialog>
  );
}

/** The reply field: canned replies to start from, Ctrl/⌘+Enter sends, a counter near the limit. */
export function ReplyBox({
  onSend,
  disabled,
}: {
  onSend: (text: string) => Promise<boolean>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [manage, setManage] = useState(false);
  const canned = useQuery({ queryKey: supportKeys.canned, queryFn: fetchCanned });
  const replies = canned.data ?? [];
  const trimmed = text.trim();

  async function send() {
    if (!trimmed || busy || trimmed.length > SUPPORT_LIMITS.textMax) return;
    setBusy(true);
    try {
      if (await onSend(trimmed)) setText('');
    } finally {
      setBusy(false);
    }
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <div className="sup-reply" data-testid="support-reply">
      <div className="sup-reply-tools">
        <Select<number>
          value={0}
          aria-label={t('support.canned.insert')}
          options={[
            { value: 0, label: t('support.canned.insert') },
            ...replies.map((r) => ({ value: r.id, label: r.title })),
          ]}
          onChange={(id) => {
            const reply = replies.find((r) => r.id === id);
            if (reply)
              setText((current) => (current.trim() ? `${current}\n${reply.content}` : reply.content));
          }}
          data-testid="canned-select"
        />
        <Button size="sm" variant="ghost" onClick={() => setManage(true)} data-testid="canned-manage">
          {t('support.canned.manage')}
        </Button>
        {trimmed.length > SUPPORT_LIMITS.textMax - 200 && (
          <span className={`small ${trimmed.length > SUPPORT_LIMITS.textMax ? 'down' : 'muted'}`}>
            {trimmed.length}/{SUPPORT_LIMITS.textMax}
          </span>
        )}
      </div>
      <div className="sup-reply-row">
        <Textarea
          rows={3}
          value={text}
          disabled={disabled}
          placeholder={disabled ? t('support.inbox.closed_hint') : t('support.inbox.reply_placeholder')}
          aria-label={t('support.inbox.reply_placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          data-testid="support-reply-input"
        />
        <Button
          variant="primary"
          loading={busy}
          disabled={disabled || !trimmed || trimmed.length > SUPPORT_LIMITS.textMax}
          onClick={() => void send()}
          data-testid="support-reply-send"
        >
          {t('support.inbox.send')}
        </Button>
      </div>
      {manage && <CannedDialog replies={replies} onClose={() => setManage(false)} />}
    </div>
  );
}
