import {
  apiPath,
  CopyTraderStatus,
  type CopyActivityRow,
  type CopyFollowRow,
  type CopyTraderRow,
} from '@fxdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type RouteBody } from '../../shared/api';
import { useCan } from '../../shared/auth/useCan';
import { Badge, type Tone } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { timeColumn, type Column } from '../../shared/ui/DataTable';
import { QueryTable, usePagedQuery } from '../../shared/ui/PagedTable';
import { Input } from '../../shared/ui/Field';
import { PageHeader } from '../../shared/ui/Page';

/** Skip reasons the mirroring records (server copy.repository `CopySkip`), each with a translation. */
const SKIP_REASONS = new Set([
  'below_min_lot',
  'insufficient_margin',
  'market_closed',
  'leader_closed',
  'follow_inactive',
  'no_quote',
  'no_equity',
  'failed',
]);

/** The answers, typed by the contract's schemas (packages/contract backoffice/copy.ts). */
type Trader = CopyTraderRow;
type FollowRow = CopyFollowRow;
type ActivityRow = CopyActivityRow;

type Tab = 'traders' | 'follows' | 'activity';
/** What a staff member does to a trader (each answers the trader's row, or the revocation). */
const STATUS_TONE: Tone[] = ['warning', 'success', 'danger', 'muted'];

/** Back office, copy trading: traders and applications, follows per client, the copy activity log. */
export function CopyPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('traders');
  return (
    <>
      <PageHeader title={t('copy.title')} subtitle={t('copy.subtitle')} />
      <div className="toolbar" role="tablist">
        {(['traders', 'follows', 'activity'] as const).map((key) => (
          <Button
            key={key}
            variant={tab === key ? 'primary' : 'default'}
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            data-testid={`copy-tab-${key}`}
          >
            {t(`copy.tab_${key}`)}
          </Button>
        ))}
      </div>
      {tab === 'traders' ? <Traders /> : tab === 'follows' ? <Follows /> : <Activity />}
    </>
  );
}

function Traders() {
  const { t } = useTranslation();
  const canWrite = useCan('copy.write');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const list = usePagedQuery(['copy', 'traders', status], () =>
    api.get('/admin/api/copy/traders', { status: status || undefined, page: 1 }, { silent: true }),
  );
  /** Waits for a trader action, then reloads the copy lists. */
  const act = async (action: Promise<unknown>) => {
    await action;
    await queryClient.invalidateQueries({ queryKey: ['copy'] });
  };
  /** Approves an application, or rejects it. */
  const review = (r: Trader, decision: RouteBody<'POST /admin/api/copy/traders/:id/review'>) =>
    act(api.post(apiPath('/admin/api/copy/traders/:id/review', { id: r.user_id }), decision));
  const [userId, setUserId] = useState('');
  const [name, setName] = useState('');
  const nameTrader = async (event: FormEvent) => {
    event.preventDefault();
    await act(api.post('/admin/api/copy/traders/name', { user_id: Number(userId), name: name.trim() }));
    setUserId('');
    setName('');
  };
  const columns: Column<Trader>[] = [
    { key: 'name', header: t('copy.name'), render: (r) => <strong>{r.display_name}</strong> },
    {
      key: 'account',
      header: t('copy.account'),
      render: (r) => <span className="mono small">{r.email ?? r.uid}</span>,
    },
    {
      key: 'status',
      header: t('copy.status'),
      render: (r) => (
        <span>
          <Badge tone={STATUS_TONE[r.status] ?? 'neutral'}>
            {t(`copy.status_${r.status}` as 'copy.status_0')}
          </Badge>{' '}
          {r.is_demo ? <Badge tone="info">{t('copy.demo')}</Badge> : null}{' '}
          {r.hidden ? <Badge tone="muted">{t('copy.hidden')}</Badge> : null}
        </span>
      ),
    },
    { key: 'followers', header: t('copy.followers'), render: (r) => r.followers, width: 90 },
    { key: 'orders', header: t('copy.closed_orders'), render: (r) => r.closed_orders, width: 90 },
    timeColumn('applied', t('copy.applied'), (r) => r.applied_at),
    {
      key: 'actions',
      header: t('common.actions'),
      headerHidden: true,
      render: (r) =>
        canWrite ? (
          <span className="actions">
            {r.status === CopyTraderStatus.APPLIED ? (
              <>
                <Button
                  size="sm"
                  variant="success"
                  onClick={() => void review(r, { approve: true })}
                  data-testid={`copy-approve-${r.user_id}`}
                >
                  {t('copy.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => void review(r, { approve: false, remark: '' })}
                >
                  {t('copy.reject')}
                </Button>
              </>
            ) : null}
            <Button
              size="sm"
              onClick={() =>
                void act(
                  api.post(apiPath('/admin/api/copy/traders/:id/hide', { id: r.user_id }), {
                    hidden: !r.hidden,
                  }),
                )
              }
              data-testid={`copy-hide-${r.user_id}`}
            >
              {r.hidden ? t('copy.show') : t('copy.hide')}
            </Button>
            {r.status === CopyTraderStatus.APPROVED ? (
              <Button
                size="sm"
                variant="danger"
                onClick={() =>
                  void act(api.post(apiPath('/admin/api/copy/traders/:id/revoke', { id: r.user_id })))
                }
              >
                {t('copy.revoke')}
              </Button>
            ) : null}
          </span>
        ) : null,
    },
  ];
  return (
    <>
      <div className="toolbar">
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          aria-label={t('copy.status')}
          data-testid="copy-status-filter"
        >
          <option value="">{t('copy.all')}</option>
          {[0, 1, 2, 3].map((s) => (
            <option key={s} value={s}>
              {t(`copy.status_${s}` as 'copy.status_0')}
            </option>
          ))}
        </select>
        {canWrite ? (
          <form className="toolbar" onSubmit={(e) => void nameTrader(e)}>
            <Input
              placeholder={t('copy.user_id')}
              value={userId}
              onChange={(e) => setUserId(e.target.value)}
              inputMode="numeric"
            />
            <Input
              placeholder={t('copy.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={40}
            />
            <Button
              type="submit"
              variant="primary"
              disabled={!/^\d+$/.test(userId) || name.trim().length < 2}
            >
              {t('copy.name_trader')}
            </Button>
          </form>
        ) : null}
      </div>
      <QueryTable columns={columns} query={list} rowKey={(r) => r.user_id} testId="copy-traders" />
    </>
  );
}

function Follows() {
  const { t } = useTranslation();
  const [client, setClient] = useState('');
  const list = usePagedQuery(['copy', 'follows', client], () =>
    api.get(
      '/admin/api/copy/follows',
      { user_id: /^\d+$/.test(client) ? client : undefined, page: 1 },
      { silent: true },
    ),
  );
  const columns: Column<FollowRow>[] = [
    { key: 'id', header: '#', render: (r) => r.id, width: 60 },
    {
      key: 'follower',
      header: t('copy.follower'),
      render: (r) => <span className="mono small">{r.follower_uid}</span>,
    },
    { key: 'trader', header: t('copy.trader'), render: (r) => r.trader },
    {
      key: 'amount',
      header: t('copy.allocation'),
      render: (r) => `${Number(r.amount).toFixed(2)} USD × ${Number(r.multiple)}`,
    },
    {
      key: 'sl',
      header: t('copy.stop_loss'),
      render: (r) => `${Math.round(Number(r.stop_loss_rate) * 100)}%`,
    },
    {
      key: 'status',
      header: t('copy.status'),
      render: (r) =>
        `${t(`copy.follow_${r.status}` as 'copy.follow_0')}${r.stop_reason ? ` (${r.stop_reason})` : ''}`,
    },
    { key: 'open', header: t('copy.open_copies'), render: (r) => r.open_copies },
    { key: 'realized', header: t('copy.realized'), render: (r) => Number(r.realized).toFixed(2) },
    timeColumn('since', t('copy.applied'), (r) => r.created_at),
  ];
  return (
    <>
      <div className="toolbar">
        <Input
          placeholder={t('copy.user_id')}
          value={client}
          onChange={(e) => setClient(e.target.value)}
          inputMode="numeric"
          data-testid="copy-follows-client"
        />
      </div>
      <QueryTable columns={columns} query={list} rowKey={(r) => r.id} testId="copy-follows" />
    </>
  );
}

/** The outcome filter's choice: '' is all, so it is left out. */
const outcomeFilter = (value: string) => (value === 'opened' || value === 'skipped' ? value : undefined);

function Activity() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState('');
  const list = usePagedQuery(
    ['copy', 'activity', outcome],
    () => api.get('/admin/api/copy/activity', { outcome: outcomeFilter(outcome), page: 1 }, { silent: true }),
    10_000,
  );
  const columns: Column<ActivityRow>[] = [
    timeColumn('time', t('copy.time'), (r) => r.created_at, 150),
    { key: 'follow', header: '#', render: (r) => r.follow_id, width: 60 },
    { key: 'trader', header: t('copy.trader'), render: (r) => r.trader },
    { key: 'leader', header: t('copy.leader_order'), render: (r) => r.leader_order_id },
    {
      key: 'outcome',
      header: t('copy.outcome'),
      render: (r) =>
        r.outcome === 'opened' ? (
          <Badge tone="success">{t('copy.opened', { lots: r.lots ?? '' })}</Badge>
        ) : (
          <Badge tone="warning">
            {SKIP_REASONS.has(r.reason ?? '')
              ? t(`copy.skip_reason.${r.reason}` as 'copy.skip_reason.failed')
              : t('copy.skipped', { reason: r.reason ?? '' })}
          </Badge>
        ),
    },
    { key: 'order', header: t('copy.copy_order'), render: (r) => r.follower_order_id ?? '—' },
  ];
  return (
    <>
      <div className="toolbar">
        <select value={outcome} onChange={(e) => setOutcome(e.target.value)} aria-label={t('copy.outcome')}>
          <option value="">{t('copy.all')}</option>
          <option value="opened">{t('copy.outcome_opened')}</option>
          <option value="skipped">{t('copy.outcome_skipped')}</option>
        </select>
      </div>
      <QueryTable columns={columns} query={list} rowKey={(r) => r.id} testId="copy-activity" />
    </>
  );
}
