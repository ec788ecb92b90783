import { useTranslation } from 'react-i18next';
import { timeColumn, type Column } from '../../shared/ui/DataTable';
import { ExpandableText } from '../../shared/ui/ExpandableText';
import { PageHeader } from '../../shared/ui/Page';
import { PagedTable, usePagedQuery } from '../../shared/ui/PagedTable';
import { useListParams } from '../../shared/ui/usePageParam';
import { companyKeys, fetchComplaints, type Complaint } from './company.api';

const DEFAULTS = { company_id: '' };

/** Complaints clients filed about directory companies (mailed to compliance), newest first. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const { get, page, set } = useListParams(DEFAULTS);
  const companyId = get('company_id');
  const query = usePagedQuery(companyKeys.complaints(companyId, page), () =>
    fetchComplaints(companyId, page),
  );
  const columns: Column<Complaint>[] = [
    timeColumn('time', t('common.time'), (r) => r.createdAt, 150),
    {
      key: 'company',
      header: t('company.column_company'),
      width: 180,
      render: (r) => (
        <button type="button" className="link" onClick={() => set({ company_id: String(r.companyId) })}>
          {r.companyName}
        </button>
      ),
    },
    {
      key: 'client',
      header: t('company.complaint_client'),
      width: 150,
      render: (r) => (
        <div className="small">
          <div className="mono">{r.uid}</div>
          <div className="muted">{r.contact || '—'}</div>
        </div>
      ),
    },
    {
      key: 'text',
      header: t('company.complaint_text'),
      render: (r) => (
        <div>
          <strong className="small">{r.subject}</strong>
          <ExpandableText text={r.content} />
        </div>
      ),
    },
    {
      key: 'mailed',
      header: t('company.complaint_mailed_to'),
      width: 200,
      render: (r) => <span className="mono small">{r.mailedTo}</span>,
    },
  ];
  return (
    <>
      <PageHeader title={t('company.complaints_title')} subtitle={t('company.complaints_subtitle')} />
      {companyId && (
        <div className="toolbar">
          <button
            type="button"
            className="link"
            onClick={() => set({ company_id: '' })}
            data-testid="complaints-all"
          >
            {t('company.complaints_all')}
          </button>
        </div>
      )}
      <PagedTable
        columns={columns}
        query={query}
        page={page}
        onPage={(p) => set({ company_id: companyId, page: String(p) })}
        empty={t('company.complaints_empty')}
        testId="complaints-table"
      />
    </>
  );
}
