import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/Badge';
import { timeColumn, type Column } from '../../shared/ui/DataTable';
import { ExpandableText } from '../../shared/ui/ExpandableText';
import { PageHeader } from '../../shared/ui/Page';
import { PagedTable, usePagedQuery } from '../../shared/ui/PagedTable';
import { SearchForm } from '../../shared/ui/SearchForm';
import { toast } from '../../shared/ui/toast';
import { useListParams } from '../../shared/ui/usePageParam';
import { codesIn, fetchOutbox, type OutboxMessage } from './outbox.api';

const DEFAULTS = { q: '' };

/** Messages the outbox transport "sent": support finds a client's code here. */
export function OutboxPage() {
  const { t } = useTranslation();
  const { get, page, set } = useListParams(DEFAULTS);
  const q = get('q');
  const query = usePagedQuery(['outbox', q, page], () => fetchOutbox(q, page), 10_000);
  const copy = (code: string) => {
    void navigator.clipboard?.writeText(code);
    toast.info(t('outbox.copied', { code }));
  };

  const columns: Column<OutboxMessage>[] = [
    timeColumn('time', t('common.time'), (r) => r.createdAt, 150),
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
          <ExpandableText text={r.body} />
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('outbox.title')} subtitle={t('outbox.subtitle')} />
      <SearchForm
        q={q}
        onSearch={(text) => set({ q: text })}
        placeholder={t('outbox.search_placeholder')}
        testId="outbox-search"
      />
      <PagedTable
        columns={columns}
        query={query}
        page={page}
        onPage={(p) => set({ q, page: String(p) })}
        testId="outbox-table"
      />
    </>
  );
}
