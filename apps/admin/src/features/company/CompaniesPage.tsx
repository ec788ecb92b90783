import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { type Column } from '../../shared/ui/DataTable';
import { formatDateTime } from '../../shared/ui/format';
import { editColumn } from '../../shared/ui/EditColumn';
import { PageHeader, Segmented } from '../../shared/ui/Page';
import { PagedTable, usePagedQuery } from '../../shared/ui/PagedTable';
import { Logo, SwitchCell, useRowSwitch } from '../../shared/ui/RowSwitch';
import { SearchForm } from '../../shared/ui/SearchForm';
import { toast } from '../../shared/ui/toast';
import { useListParams } from '../../shared/ui/usePageParam';
import {
  companyKeys,
  createCompany,
  fetchCompanies,
  updateCompany,
  type CompanyFields,
  type DirectoryCompany,
} from './company.api';
import { CompanyDialog } from './CompanyDialog';

const DEFAULTS = { q: '', published: '' };

/**
 * The company directory ("main" mode, DESIGN §7): search, drafts and published companies,
 * add, edit (logo upload included), publish and unpublish. Every change is audited.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  const canWrite = useCan('companies.write');
  const queryClient = useQueryClient();
  const { get, page, set } = useListParams(DEFAULTS);
  const q = get('q');
  const published = get('published');
  const [editing, setEditing] = useState<DirectoryCompany | 'new' | null>(null);
  const switches = useRowSwitch();
  const query = usePagedQuery(companyKeys.list(q, published, page), () => fetchCompanies(q, published, page));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['companies'] });

  async function save(values: CompanyFields) {
    if (editing === 'new') {
      const row = await createCompany(values);
      toast.success(t('company.created_toast', { name: row.name }));
    } else if (editing) {
      const row = await updateCompany(editing.id, values);
      toast.success(t('company.saved_toast', { name: row.name }));
    }
    await refresh();
  }

  const togglePublished = (row: DirectoryCompany, on: boolean) =>
    switches.toggle(row.id, async () => {
      await updateCompany(row.id, { published: on ? 1 : 0 });
      toast.success(t(on ? 'company.published_toast' : 'company.unpublished_toast', { name: row.name }));
      await refresh();
    });

  const columns: Column<DirectoryCompany>[] = [
    {
      key: 'company',
      header: t('company.column_company'),
      render: (r) => (
        <div className="pair">
          <Logo src={r.logo} fallback={r.name.slice(0, 2).toUpperCase()} />
          <div>
            <strong>{r.name}</strong>{' '}
            {r.isSelf ? <Badge tone="info">{t('company.this_broker')}</Badge> : null}
            <div className="muted small">{r.subject}</div>
          </div>
        </div>
      ),
    },
    {
      key: 'contact',
      header: t('company.column_contact'),
      render: (r) => (
        <div className="small">
          <div className="mono">{r.email}</div>
          <div className="muted">{r.url}</div>
        </div>
      ),
    },
    {
      key: 'address',
      header: t('company.location'),
      render: (r) => <span className="small">{r.location}</span>,
    },
    {
      key: 'updated',
      header: t('company.updated'),
      width: 150,
      render: (r) => <span className="nowrap small">{formatDateTime(r.updatedAt)}</span>,
    },
    {
      key: 'published',
      header: t('company.published'),
      width: 150,
      render: (r) => (
        <SwitchCell
          editable={canWrite}
          on={r.published === 1}
          busy={switches.busy}
          onChange={(on) => void togglePublished(r, on)}
          label={t(r.published ? 'company.unpublish' : 'company.publish', { name: r.name })}
          state={t(r.published ? 'company.status_published' : 'company.status_draft')}
          testId={`company-publish-${r.id}`}
        />
      ),
    },
    ...editColumn<DirectoryCompany>(canWrite, t, setEditing, {
      width: 80,
      testId: (r) => `company-edit-${r.id}`,
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('company.title')}
        subtitle={t('company.subtitle')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setEditing('new')} data-testid="company-add">
              {t('company.add')}
            </Button>
          ) : undefined
        }
      />
      {!canWrite && <div className="alert alert-info">{t('company.read_only')}</div>}
      <SearchForm
        q={q}
        onSearch={(text) => set({ q: text, published })}
        placeholder={t('company.search_placeholder')}
        maxLength={100}
        testId="company-admin-search"
      >
        <Segmented
          value={published}
          label={t('company.published')}
          options={[
            { value: '', label: t('company.filter_all') },
            { value: '1', label: t('company.status_published') },
            { value: '0', label: t('company.status_draft') },
          ]}
          onChange={(value) => set({ q, published: value })}
          testId="company-filter"
        />
      </SearchForm>
      <PagedTable
        columns={columns}
        query={query}
        page={page}
        onPage={(p) => set({ q, published, page: String(p) })}
        empty={t('company.empty')}
        testId="companies-table"
        rowTestId={(r) => `company-${r.id}`}
      />
      {editing && (
        <CompanyDialog
          company={editing === 'new' ? null : editing}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
