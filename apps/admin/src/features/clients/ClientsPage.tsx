import { UserStatus } from '@fxdesk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { type Column } from '../../shared/ui/DataTable';
import { formatDateTime } from '../../shared/ui/format';
import { PageHeader } from '../../shared/ui/Page';
import { PagedTable, usePagedQuery } from '../../shared/ui/PagedTable';
import { SearchForm } from '../../shared/ui/SearchForm';
import { useListParams } from '../../shared/ui/usePageParam';
import { clientKeys, fetchClients, type ClientRow } from './clients.api';

const DEFAULTS = { q: '' };

/** Search clients by e-mail, mobile or uid; a row opens the client. */
export function ClientsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { get, page, set } = useListParams(DEFAULTS);
  const q = get('q');
  const query = usePagedQuery(clientKeys.list(q, page), () => fetchClients(q, page));

  const columns: Column<ClientRow>[] = [
    {
      key: 'uid',
      header: t('clients.uid'),
      render: (r) => <span className="mono">{r.uid}</span>,
      width: 110,
    },
    { key: 'email', header: t('clients.email'), render: (r) => r.email ?? '—' },
    { key: 'mobile', header: t('clients.mobile'), render: (r) => r.mobile ?? '—' },
    {
      key: 'type',
      header: t('clients.account_type'),
      render: (r) => (
        <Badge tone={r.is_demo ? 'muted' : 'info'}>{r.is_demo ? t('clients.demo') : t('clients.real')}</Badge>
      ),
    },
    {
      key: 'status',
      header: t('common.status'),
      render: (r) => (
        <Badge tone={r.status === UserStatus.ACTIVE ? 'success' : 'danger'}>
          {r.status === UserStatus.ACTIVE ? t('clients.active') : t('clients.disabled')}
        </Badge>
      ),
    },
    {
      key: 'invite',
      header: t('clients.invite_code'),
      render: (r) => <span className="mono">{r.invite_code}</span>,
    },
    { key: 'created', header: t('clients.registered'), render: (r) => formatDateTime(r.created_at) },
  ];

  return (
    <>
      <PageHeader title={t('clients.title')} subtitle={t('clients.subtitle')} />
      <SearchForm
        q={q}
        onSearch={(text) => set({ q: text })}
        placeholder={t('clients.search_placeholder')}
        testId="client-search"
      >
        {q && (
          <Button variant="ghost" onClick={() => set({ q: '' })}>
            {t('common.clear')}
          </Button>
        )}
      </SearchForm>
      <PagedTable
        columns={columns}
        query={query}
        page={page}
        onPage={(p) => set({ q, page: String(p) })}
        onRowClick={(r) => navigate(`/clients/${r.id}`)}
        empty={q ? t('clients.no_match', { q }) : undefined}
        testId="clients-table"
        rowTestId={(r) => `client-row-${r.id}`}
      />
    </>
  );
}
