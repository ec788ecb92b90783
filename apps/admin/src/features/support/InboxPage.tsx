import { SUPPORT_KIND, SUPPORT_SENDER } from '@fxdesk/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { Input } from '../../shared/ui/Field';
import { formatDateTime } from '../../shared/ui/format';
import { PageHeader, Segmented } from '../../shared/ui/Page';
import { EmptyState, ErrorState, Loading } from '../../shared/ui/States';
import { ConversationPane } from './ConversationPane';
import { fetchInbox, POLL_MS, supportKeys, type ConversationRow } from './support.api';
import './support.css';
import { usePagedQuery } from '../../shared/ui/PagedTable';

function Preview({ row }: { row: ConversationRow }) {
  const { t } = useTranslation();
  const last = row.last_message;
  if (!last) return <span className="muted">—</span>;
  const who = last.sender === SUPPORT_SENDER.staff ? `${t('support.inbox.you')}: ` : '';
  return (
    <span className="ellipsis">
      {who}
      {last.kind === SUPPORT_KIND.image ? t('support.inbox.image') : last.content}
    </span>
  );
}

/**
 * The support inbox: conversations newest first with their unread counts (polled, so a client's
 * message shows up within seconds), the open conversation beside them, the client beside that.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('c')) || null;
  const status = Number(params.get('status') ?? 1);
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const query = usePagedQuery(supportKeys.inbox(status, q, 1), () => fetchInbox(status, q, 1), POLL_MS);
  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next))
      if (v === null) merged.delete(k);
      else merged.set(k, v);
    setParams(merged, { replace: true });
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ q: text.trim() || null });
  };
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader title={t('support.inbox.title')} subtitle={t('support.inbox.subtitle')} />
      <div className={`sup-layout${selected ? ' sup-has-selection' : ''}`}>
        <aside className="sup-list card" data-testid="support-inbox">
          <Segmented<number>
            value={status}
            label={t('common.status')}
            options={[
              { value: 1, label: t('support.inbox.status_open') },
              { value: 2, label: t('support.inbox.status_closed') },
              { value: 0, label: t('common.all') },
            ]}
            onChange={(v) => update({ status: String(v) })}
            testId="support-filter"
          />
          <form className="sup-search" onSubmit={search} role="search">
            <Input
              type="search"
              value={text}
              placeholder={t('support.inbox.search')}
              aria-label={t('support.inbox.search')}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" size="sm">
              {t('common.search')}
            </Button>
          </form>
          {query.isLoading ? (
            <Loading rows={5} />
          ) : query.error && !query.data ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : rows.length === 0 ? (
            <EmptyState testId="support-empty">{t('support.inbox.empty')}</EmptyState>
          ) : (
            <ul className="sup-rows">
              {rows.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    className={`sup-row${row.id === selected ? ' active' : ''}${row.unread ? ' unread' : ''}`}
                    onClick={() => update({ c: String(row.id) })}
                    data-testid={`support-row-${row.user_id}`}
                  >
                    <div className="sup-row-top">
                      <strong className="ellipsis">{row.account || row.uid}</strong>
                      <span className="muted small nowrap">{formatDateTime(row.last_message_at)}</span>
                    </div>
                    <div className="sup-row-bottom">
                      <span className="muted small sup-preview">
                        <Preview row={row} />
                      </span>
                      {row.unread > 0 && (
                        <span
                          className="nav-count"
                          data-testid="support-unread"
                          title={t('support.inbox.unread', { count: row.unread })}
                        >
                          {row.unread}
                        </span>
                      )}
                    </div>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </aside>
        {selected ? (
          <ConversationPane key={selected} id={selected} onBack={() => update({ c: null })} />
        ) : (
          <div className="sup-placeholder card">
            <EmptyState>{t('support.inbox.pick')}</EmptyState>
          </div>
        )}
      </div>
    </>
  );
}
