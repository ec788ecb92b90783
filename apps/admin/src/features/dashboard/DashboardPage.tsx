import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOOKS } from '@fxdesk/contract';
import { useCan } from '../../shared/auth/useCan';
import { BarChart, LineChart, lastDays } from '../../shared/ui/charts';
import { formatMoney, formatNumber, formatSigned, signClass } from '../../shared/ui/format';
import { Card, PageHeader, Segmented } from '../../shared/ui/Page';
import { useListParams } from '../../shared/ui/usePageParam';
import { QueryState } from '../../shared/ui/States';
import { dashboardKeys, fetchDashboard, type Book, type Dashboard } from '../../shared/api/dashboard';

function Stat({
  label,
  value,
  className,
  to,
  testId,
  hint,
}: {
  label: string;
  value: ReactNode;
  className?: string;
  to?: string | undefined;
  testId: string;
  hint?: ReactNode;
}) {
  const body = (
    <>
      <div className="stat-label">{label}</div>
      <div className={`stat-value ${className ?? ''}`} data-testid={testId}>
        {value}
      </div>
      {hint && <div className="stat-hint">{hint}</div>}
    </>
  );
  return to ? (
    <Link to={to} className="stat stat-link">
      {body}
    </Link>
  ) : (
    <div className="stat">{body}</div>
  );
}

/** Requests waiting for a review: marked while there are any; a link to the queue for who may review. */
function WaitingStat({
  label,
  count,
  to,
  testId,
}: {
  label: string;
  count: number;
  to: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stat
      label={label}
      value={count}
      className={count ? 'warn' : ''}
      to={to}
      testId={testId}
      hint={to ? t('dashboard.review') : undefined}
    />
  );
}

/** A signed USD figure, coloured by its sign. */
function PnlStat({
  label,
  value,
  testId,
  hint,
}: {
  label: string;
  value: number | string;
  testId: string;
  hint: string;
}) {
  return (
    <Stat
      label={label}
      value={formatSigned(value)}
      className={signClass(value)}
      testId={testId}
      hint={hint}
    />
  );
}

function Stats({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const canFunds = useCan('funds.read');
  const demo = data.book === 'demo';
  const accountsHint = demo ? t('dashboard.demo_accounts') : t('dashboard.real_accounts');
  const usdHint = demo ? t('dashboard.demo_only') : t('dashboard.real_only');
  return (
    <div className="stats">
      <Stat
        label={demo ? t('dashboard.clients_demo') : t('dashboard.clients_real')}
        value={formatNumber(demo ? data.clients_demo : data.clients_real)}
        testId={demo ? 'stat-clients-demo' : 'stat-clients-real'}
      />
      <WaitingStat
        label={t('dashboard.deposits_waiting')}
        count={data.deposits_waiting}
        to={canFunds ? '/funds/deposits' : undefined}
        testId="stat-deposits-waiting"
      />
      <WaitingStat
        label={t('dashboard.withdrawals_waiting')}
        count={data.withdrawals_waiting}
        to={canFunds ? '/funds/withdrawals' : undefined}
        testId="stat-withdrawals-waiting"
      />
      <Stat
        label={t('dashboard.volume_today')}
        value={`${formatNumber(data.volume_today_lots, 2)} ${t('common.lots')}`}
        testId="stat-volume"
        hint={accountsHint}
      />
      <Stat
        label={t('dashboard.open_positions')}
        value={formatNumber(data.open_positions)}
        testId="stat-positions"
        hint={accountsHint}
      />
      <PnlStat
        label={t('dashboard.broker_realized')}
        value={data.broker_realized_pnl_today}
        testId="stat-realized"
        hint={usdHint}
      />
      <PnlStat
        label={t('dashboard.broker_floating')}
        value={data.broker_floating_pnl}
        testId="stat-floating"
        hint={usdHint}
      />
    </div>
  );
}

const isBook = (value: string): value is Book => (BOOKS as readonly string[]).includes(value);
const BOOK_DEFAULTS = { book: 'real' };

/**
 * Figures for the day and the week (back-office issue: dashboard), for the real accounts unless
 * the switch (kept in the URL as ?book=demo) picks the demo ones.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const params = useListParams(BOOK_DEFAULTS);
  const asked = params.get('book');
  const book: Book = isBook(asked) ? asked : 'real';
  const query = useQuery({
    queryKey: dashboardKeys.book(book),
    queryFn: () => fetchDashboard(book),
    refetchInterval: 15_000,
  });
  const now = new Date();
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={
          <Segmented
            label={t('dashboard.book')}
            value={book}
            onChange={(value) => params.set({ book: value })}
            options={[
              { value: 'real', label: t('clients.real') },
              { value: 'demo', label: t('clients.demo') },
            ]}
            testId="dashboard-book"
          />
        }
      />
      <QueryState query={query} rows={4}>
        {(data) => (
          <>
            <Stats data={data} />
            <div className="grid-2">
              <Card title={t('dashboard.deposits_7d')}>
                <BarChart
                  points={lastDays(data.deposits_7d, (d) => d.amount, now)}
                  format={(v) => formatMoney(v, 0)}
                  ariaLabel={t('dashboard.deposits_7d')}
                  testId="chart-deposits"
                />
              </Card>
              <Card title={t('dashboard.volume_7d')}>
                <LineChart
                  points={lastDays(data.volume_7d, (d) => d.lots, now)}
                  format={(v) => formatNumber(v, 2)}
                  ariaLabel={t('dashboard.volume_7d')}
                  testId="chart-volume"
                />
              </Card>
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
