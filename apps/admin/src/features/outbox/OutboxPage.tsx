import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { DataTable, type Column } from '../../shared/ui/DataTable';
import { Input } from '../../shared/ui/Field';
import { formatDateTime } from '../../shared/ui/format';
import { PageHeader } from '../../shared/ui/Page';
import { Pagination } from '../../shared/ui/Pagination';
import { toast } from '../../shared/ui/toast';
import { useListParams } from '../../shared/ui/usePageParam';
import { codesIn, fetchOutbox, type OutboxMessage } from './outbox.api';

const DEFAULTS = { q: '' };

function Body({ row }: { row: OutboxMessage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="outbox-body">
      <pre className={open ? 'open' : undefined}>{row.body}</pre>
      {row.body.length > 120 && (
        <button type="button" className="link small" onClick={() => setOpen(!open)}>
          {open ? t('common.less') : t('common.more')}
        </button>
      )}
    </div>
  );
}

/** Messages the outbox transport "sent": support finds a client's code here. */
export function OutboxPage() {
  const { t } = useTranslation();
  const { get, page, set } = useListParams(DEFAULTS);
  const q = get('q');
  const [text, setText] = useState(q);
  const query = useQuery({
    queryKey: ['outbox', q, page],
    queryFn: () => fetchOutbox(q, page),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ q: text.trim() });
  };
  const copy = (code: string) => {
    void navigator.clipboard?.writeText(code);
    toast.info(t('outbox.copied', { code }));
  };

  const columns: Column<OutboxMessage>[] = [
    {
      key: 'time',
      header: t('common.time'),
      render: (r) => <span className="nowrap">{formatDateTime(r.createdAt)}</span>,
      width: 150,
    },
    {
      key: 'channel',
      header: t('outbox.channel'),
      render: (r) => (
        <Badge tone={r.channel === 'sms' ? 'warning' : 'info'}>
          {r.channel === 'sms' ? t('outbox.sms') : t('outbox.email')}
        </Badge>
      ),
      width: 80,
    },
    {
      key: 'recipient',
      header: t('outbox.recipient'),
      render: (r) => <span className="mono small">{r.recipient}</span>,
      width: 220,
    },
    {
      key: 'codes',
      header: t('outbox.codes'),
      width: 120,
      render: (r) => (
        <div className="codes">
          {codesIn(`${r.subject}\n${r.body}`).map((code) => (
            <button
              key={code}
              type="button"
              className="code-pill"
              onClick={() => copy(code)}
              title={t('common.copy')}
              data-testid={`outbox-code-${r.id}`}
            >
              {code}
            </button>
          ))}
        </div>
      ),
    },
    {
      key: 'message',
      header: t('outbox.message'),
      render: (r) => (
        <div>
          {r.subject && <strong className="small">{r.subject}</strong>}
          <Body row={r} />
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('outbox.title')} subtitle={t('outbox.subtitle')} />
      <form className="toolbar" onSubmit={search} role="search">
        <Input
          className="search"
          type="search"
          placeholder={t('outbox.search_placeholder')}
          aria-label={t('outbox.search_placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="outbox-search"
        />
        <Button type="submit" variant="primary">
          {t('common.search')}
        </Button>
      </form>
      <DataTable
        columns={columns}
        rows={query.data?.data}
        rowKey={(r) => r.id}
        loading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        testId="outbox-table"
      />
      <Pagination
        page={page}
        onPage={(p) => set({ q, page: String(p) })}
        count={query.data?.data.length ?? 0}
      />
    </>
  );
}
