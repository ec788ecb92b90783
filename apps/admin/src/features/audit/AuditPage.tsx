import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { DataTable, type Column } from '../../shared/ui/DataTable';
import { Input, Select } from '../../shared/ui/Field';
import { formatDateTime } from '../../shared/ui/format';
import { JsonDiff } from '../../shared/ui/JsonDiff';
import { PageHeader } from '../../shared/ui/Page';
import { Pagination } from '../../shared/ui/Pagination';
import { useListParams } from '../../shared/ui/usePageParam';
import { ACTION_PREFIXES, fetchAudit, type AuditRow } from './audit.api';

const DEFAULTS = { action: '' };

const FAMILY_LABELS = {
  'deposit.': 'audit.family_deposit',
  'withdrawal.': 'audit.family_withdrawal',
  'client.': 'audit.family_client',
  'settings.': 'audit.family_settings',
  'instrument.': 'audit.family_instrument',
  'reference.': 'audit.family_reference',
  'staff.': 'audit.family_staff',
} as const satisfies Record<(typeof ACTION_PREFIXES)[number], string>;

function actionTone(action: string): Tone {
  if (/rejected|invalidated|disabled|revoked/.test(action)) return 'danger';
  if (/approved|paid|enabled/.test(action)) return 'success';
  if (/adjusted|changed|added/.test(action)) return 'warning';
  return 'neutral';
}

/** Every mutating back-office action, newest first, filtered by action. */
export function AuditPage() {
  const { t } = useTranslation();
  const { get, page, set } = useListParams(DEFAULTS);
  const action = get('action');
  const [text, setText] = useState(action);
  const query = useQuery({
    queryKey: ['audit', action, page],
    queryFn: () => fetchAudit(action, page),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ action: text.trim() });
  };
  const family = (ACTION_PREFIXES as readonly string[]).includes(action) ? action : '';

  const columns: Column<AuditRow>[] = [
    {
      key: 'time',
      header: t('common.time'),
      render: (r) => <span className="nowrap">{formatDateTime(r.createdAt)}</span>,
      width: 150,
    },
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
      <form className="toolbar" onSubmit={search} role="search">
        <Select
          aria-label={t('audit.family')}
          value={family}
          options={[
            { value: '', label: t('audit.all_actions') },
            ...ACTION_PREFIXES.map((p) => ({ value: p, label: `${t(FAMILY_LABELS[p])} (${p}*)` })),
          ]}
          onChange={(v) => {
            setText(v);
            set({ action: v });
          }}
          data-testid="audit-family"
        />
        <Input
          className="search"
          type="search"
          placeholder={t('audit.action_placeholder')}
          aria-label={t('audit.action_placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="audit-action"
        />
        <Button type="submit" variant="primary">
          {t('common.filter')}
        </Button>
      </form>
      <DataTable
        columns={columns}
        rows={query.data?.data}
        rowKey={(r) => r.id}
        loading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        testId="audit-table"
        rowTestId={(r) => `audit-row-${r.id}`}
      />
      <Pagination
        page={page}
        onPage={(p) => set({ action, page: String(p) })}
        total={query.data?.total}
        count={query.data?.data.length ?? 0}
      />
    </>
  );
}
