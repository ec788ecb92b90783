import { FeedbackStatus, SUPPORT_LIMITS } from '@fxdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ClientRef } from '../../shared/ui/ClientRef';
import { timeColumn, type Column } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { TextAreaField } from '../../shared/ui/Field';
import { PageHeader, Segmented } from '../../shared/ui/Page';
import { PagedTable, usePagedQuery } from '../../shared/ui/PagedTable';
import { toast } from '../../shared/ui/toast';
import { useListParams } from '../../shared/ui/usePageParam';
import {
  answerFeedback,
  fetchFeedback,
  markFeedbackHandled,
  supportKeys,
  type FeedbackRow,
} from './support.api';
import './support.css';

const DEFAULTS = { status: '0' };

/** Answer a feedback form in the client's support chat (it reopens the conversation). */
function AnswerDialog({ row, onClose }: { row: FeedbackRow; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function send() {
    if (!text.trim()) return;
    setBusy(true);
    try {
      const { conversation_id } = await answerFeedback(row.id, text.trim());
      toast.success(t('support.feedback.answered'));
      await queryClient.invalidateQueries({ queryKey: supportKeys.all });
      onClose();
      navigate(`/support?c=${conversation_id}`);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={t('support.feedback.answer_title')}
      onClose={() => !busy && onClose()}
      width={560}
      testId="feedback-answer"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            loading={busy}
            disabled={!text.trim()}
            onClick={() => void send()}
            data-testid="feedback-answer-send"
          >
            {t('support.inbox.send')}
          </Button>
        </>
      }
    >
      <blockquote className="sup-quote">{row.content}</blockquote>
      <TextAreaField
        label={t('support.feedback.answer_label')}
        hint={t('support.feedback.answer_hint')}
        rows={4}
        value={text}
        maxLength={SUPPORT_LIMITS.textMax}
        onValue={setText}
        testId="feedback-answer-input"
      />
    </Dialog>
  );
}

/** Feedback from clients: new first, mark handled, answer in the chat. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { get, page, set } = useListParams(DEFAULTS);
  const status = Number(get('status'));
  const [answering, setAnswering] = useState<FeedbackRow | null>(null);
  const query = usePagedQuery(supportKeys.feedback(status, page), () => fetchFeedback(status, page), 15_000);

  async function handle(row: FeedbackRow) {
    try {
      await markFeedbackHandled(row.id);
      toast.success(t('support.feedback.handled_done'));
      await queryClient.invalidateQueries({ queryKey: supportKeys.all });
    } catch {
      // The API client has shown why.
    }
  }

  const columns: Column<FeedbackRow>[] = [
    timeColumn('time', t('common.time'), (r) => r.created_at, 150),
    {
      key: 'client',
      header: t('support.inbox.client'),
      width: 200,
      render: (r) => <ClientRef userId={r.user_id} uid={r.uid} email={r.account} />,
    },
    {
      key: 'content',
      header: t('support.feedback.content'),
      render: (r) => (
        <div className="sup-feedback-content">
          <div className="sup-text">{r.content}</div>
          {r.contact && (
            <div className="muted small">
              {t('support.feedback.contact')}: {r.contact}
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'image',
      header: t('support.feedback.screenshot'),
      width: 110,
      render: (r) =>
        r.image ? (
          <a href={r.image} target="_blank" rel="noopener noreferrer">
            <img src={r.image} alt={t('support.feedback.screenshot')} className="sup-thumb" />
          </a>
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      key: 'status',
      header: t('common.status'),
      width: 150,
      render: (r) =>
        r.status === FeedbackStatus.HANDLED ? (
          <div>
            <Badge tone="success">{t('support.feedback.handled')}</Badge>
            <div className="muted small ellipsis">{r.handled_by}</div>
          </div>
        ) : (
          <Badge tone="warning">{t('support.feedback.new')}</Badge>
        ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      headerHidden: true,
      width: 220,
      render: (r) => (
        <div className="row-actions">
          <Button
            size="sm"
            variant="primary"
            onClick={() => setAnswering(r)}
            data-testid={`feedback-answer-${r.id}`}
          >
            {t('support.feedback.answer')}
          </Button>
          {r.status === FeedbackStatus.NEW && (
            <Button size="sm" onClick={() => void handle(r)} data-testid={`feedback-handle-${r.id}`}>
              {t('support.feedback.mark_handled')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('support.feedback.title')} subtitle={t('support.feedback.subtitle')} />
      <div className="toolbar">
        <Segmented<number>
          value={status}
          label={t('common.status')}
          options={[
            { value: 0, label: t('support.feedback.new') },
            { value: 1, label: t('support.feedback.handled') },
            { value: -1, label: t('common.all') },
          ]}
          onChange={(v) => set({ status: String(v) })}
          testId="feedback-filter"
        />
      </div>
      <PagedTable
        columns={columns}
        query={query}
        page={page}
        onPage={(p) => set({ status: String(status), page: String(p) })}
        empty={t('support.feedback.empty')}
        testId="feedback-table"
        rowTestId={(r) => `feedback-row-${r.id}`}
      />
      {answering && <AnswerDialog row={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}
