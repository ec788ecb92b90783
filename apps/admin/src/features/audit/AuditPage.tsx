import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../shared/ui/Badge';
import { timeColumn, type Column } from '../../shared/ui/DataTable';
import { JsonDiff } from '../../shared/ui/JsonDiff';
import { PageHeader } from '../../shared/ui/Page';
import { PagedTable, usePagedQuery } from '../../shared/ui/PagedTable';
import { useListParams } from '../../shared/ui/usePageParam';
import { fetchAudit, NO_FILTERS, type AuditFilters as AuditFilterValues, type AuditRow } from './audit.api';
import { AuditFilters } from './AuditFilters';

function actionTone(action: string): Tone {
  if (/rejected|invalidated|disabled|revoked/.test(action)) return 'danger';
  if (/approved|paid|enabled/.test(action)) return 'success';
  if (/adjusted|changed|added/.test(action)) return 'warning';
  return 'neutral';
}

/** Every mutating back-office action, newest first, with filters kept in the URL. */
export function AuditPage() {
  const { t } = useTranslation();
  const { get, page, set } = useListParams(NO_FILTERS);
  const filters: AuditFilterValues = {
    action: get('action'),
    admin: get('admin'),
    target_type: get('target_type'),
    target_id: get('target_id'),
    from: get('from'),
    to: get('to'),
  };
  const query = usePagedQuery(['audit', filters, page], () => fetchAudit(filters, page));

  const columns: Column<AuditRow>[] = [
    timeColumn('time', t('common.time'), (r) => r.createdAt, 150),
    {
      key: 'staff',
      header: t('audit.staff'),
      render: (r) => <span className="small">{r.adminEmail}</span>,
      width: 180,
    },
    {
      key: 'action',
      header: t('audit.action'),
      render: (r) => <Badge tone={actionTone(r.action)}>{r.action}</Badge>,
      width: 200,
    },
    {
      key: 'target',
      header: t('audit.target'),
      render: (r) =>
        r.targetType ? (
          <span className="mono small">
            {r.targetType} #{r.targetId}
          </span>
        ) : (
          '—'
        ),
      width: 150,
    },
    {
      key: 'change',
      header: t('audit.change'),
      render: (r) => <JsonDiff before={r.before} after={r.after} />,
    },
    {
      key: 'ip',
      header: t('common.ip'),
      render: (r) => <span className="mono small">{r.ip}</span>,
      width: 120,
    },
  ];

  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <AuditFilters value={filters} onChange={(next) => set({ ...next })} />
      <PagedTable
        columns={columns}
        query={query}
        page={page}
        onPage={(p) => set({ ...filters, page: String(p) })}
        testId="audit-table"
        rowTestId={(r) => `audit-row-${r.id}`}
      />
    </>
  );
}
