import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/Badge';
import { ClientRef } from '../../shared/ui/ClientRef';
import { DataTable, tableState, type Column } from '../../shared/ui/DataTable';
import {
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSigned,
  signClass,
} from '../../shared/ui/format';
import { Card, PageHeader, Segmented } from '../../shared/ui/Page';
import { fetchSettingsLevels } from './levels.api';
import {
  fetchExposure,
  fetchRiskAccounts,
  riskKeys,
  type Exposure,
  type RiskAccount,
  type RiskBook,
} from './risk.api';
import { riskFill, riskTone, type Levels } from './risk-levels';

/** Marks move every tick; the monitor re-reads every 2 s while the tab is visible. */
const LIVE_MS = 2_000;

function RiskRate({ rate, levels }: { rate: number | null; levels: Levels }) {
  const tone = riskTone(rate, levels);
  return (
    <div className="risk">
      <div className="risk-bar">
        <span className={`risk-fill risk-${tone}`} style={{ width: `${riskFill(rate, levels) * 100}%` }} />
      </div>
      <Badge tone={tone}>{rate === null ? '—' : formatPercent(rate)}</Badge>
    </div>
  );
}

function NetLots({ row, max }: { row: Exposure; max: number }) {
  const share = max ? Math.abs(row.net_lots) / max : 0;
  return (
    <div className="net">
      <div className="net-track">
        <span
          className={`net-fill ${row.net_lots >= 0 ? 'net-long' : 'net-short'}`}
          style={{ width: `${share * 50}%` }}
        />
      </div>
      <span className={signClass(row.net_lots)}>{formatSigned(row.net_lots, 2)}</span>
    </div>
  );
}

/** Accounts by risk rate, live, and the broker's exposure per pair (real accounts). */
export function RiskPage() {
  const { t } = useTranslation();
  // The server filters: the real book unless the switch asks for the demo accounts or both.
  const [filter, setFilter] = useState<RiskBook>('real');
  const accounts = useQuery({
    queryKey: riskKeys.accounts(filter),
    queryFn: () => fetchRiskAccounts(filter),
    refetchInterval: LIVE_MS,
  });
  const exposure = useQuery({
    queryKey: riskKeys.exposure('real'),
    queryFn: () => fetchExposure('real'),
    refetchInterval: LIVE_MS,
  });
  const levelsQuery = useQuery({
    queryKey: ['settings', 'levels'],
    queryFn: fetchSettingsLevels,
    staleTime: 60_000,
  });
  const levels: Levels = levelsQuery.data ?? { stopOut: 50, marginCall: 100 };
  const rows = accounts.data;
  const maxNet = Math.max(0, ...(exposure.data ?? []).map((r) => Math.abs(r.net_lots)));
  const totals = (exposure.data ?? []).reduce(
    (s, r) => ({ net: s.net + r.net_lots, pnl: s.pnl + r.broker_floating_pnl }),
    { net: 0, pnl: 0 },
  );

  const typeColumn: Column<RiskAccount> = {
    key: 'type',
    header: t('clients.account_type'),
    render: (r) => (
      <Badge tone={r.is_demo ? 'muted' : 'info'}>{r.is_demo ? t('clients.demo') : t('clients.real')}</Badge>
    ),
  };
  const accountColumns: Column<RiskAccount>[] = [
    {
      key: 'client',
      header: t('risk.account'),
      render: (r) => <ClientRef userId={r.user_id} uid={r.uid} email={r.email} />,
      width: 200,
    },
    // The account type needs a column only when both types are listed.
    ...(filter === 'all' ? [typeColumn] : []),
    { key: 'balance', header: t('clients.balance'), numeric: true, render: (r) => formatMoney(r.balance) },
    {
      key: 'equity',
      header: t('risk.equity'),
      numeric: true,
      render: (r) => <strong>{formatMoney(r.equity)}</strong>,
    },
    {
      key: 'margin',
      header: t('risk.used_margin'),
      numeric: true,
      render: (r) => formatMoney(r.used_margin),
    },
    {
      key: 'free',
      header: t('risk.free_margin'),
      numeric: true,
      render: (r) => <span className={r.free_margin < 0 ? 'down' : ''}>{formatMoney(r.free_margin)}</span>,
    },
    {
      key: 'pnl',
      header: t('risk.floating_pnl'),
      numeric: true,
      render: (r) => <span className={signClass(r.floating_pnl)}>{formatSigned(r.floating_pnl)}</span>,
    },
    { key: 'positions', header: t('risk.positions'), numeric: true, render: (r) => r.positions },
    {
      key: 'rate',
      header: t('risk.risk_rate'),
      render: (r) => <RiskRate rate={r.risk_rate} levels={levels} />,
      width: 210,
    },
  ];
  const exposureColumns: Column<Exposure>[] = [
    { key: 'code', header: t('instruments.pair'), render: (r) => <strong>{r.code}</strong> },
    {
      key: 'long',
      header: t('risk.long_lots'),
      numeric: true,
      render: (r) => <span className="up">{formatNumber(r.long_lots, 2)}</span>,
    },
    {
      key: 'short',
      header: t('risk.short_lots'),
      numeric: true,
      render: (r) => <span className="down">{formatNumber(r.short_lots, 2)}</span>,
    },
    { key: 'net', header: t('risk.net_lots'), render: (r) => <NetLots row={r} max={maxNet} />, width: 200 },
    {
      key: 'pnl',
      header: t('risk.broker_pnl'),
      numeric: true,
      render: (r) => (
        <span className={signClass(r.broker_floating_pnl)}>{formatSigned(r.broker_floating_pnl)}</span>
      ),
    },
  ];

  const updated = Math.max(accounts.dataUpdatedAt, exposure.dataUpdatedAt);
  return (
    <>
      <PageHeader
        title={t('risk.title')}
        subtitle={t('risk.subtitle', { stopOut: levels.stopOut, marginCall: levels.marginCall })}
        actions={
          <span className="live" data-testid="risk-live">
            <span
              className={`live-dot${accounts.isError || exposure.isError ? ' live-off' : ''}`}
              aria-hidden
            />
            {updated ? t('risk.updated', { time: formatDateTime(updated).slice(11) }) : t('common.loading')}
          </span>
        }
      />
      <div className="grid-risk">
        <Card
          title={t('risk.accounts')}
          className="card-flush"
          actions={
            <Segmented
              label={t('clients.account_type')}
              value={filter}
              onChange={setFilter}
              options={[
                { value: 'real', label: t('clients.real') },
                { value: 'demo', label: t('clients.demo') },
                { value: 'all', label: t('common.all') },
              ]}
            />
          }
        >
          <DataTable
            columns={accountColumns}
            rows={rows}
            rowKey={(r) => r.user_id}
            {...tableState(accounts)}
            empty={t('risk.no_accounts')}
            testId="risk-accounts"
            rowClassName={(r) => (riskTone(r.risk_rate, levels) === 'danger' ? 'row-danger' : undefined)}
          />
        </Card>
        <Card
          title={t('risk.exposure')}
          className="card-flush"
          actions={
            <span className="small">
              {t('risk.total')}: <span className={signClass(totals.net)}>{formatSigned(totals.net, 2)}</span>{' '}
              · <span className={signClass(totals.pnl)}>{formatSigned(totals.pnl)} USD</span>
            </span>
          }
        >
          <DataTable
            columns={exposureColumns}
            rows={exposure.data}
            rowKey={(r) => r.code}
            {...tableState(exposure)}
            empty={t('risk.no_exposure')}
            testId="risk-exposure"
          />
          <p className="muted small card-note">{t('risk.exposure_note')}</p>
        </Card>
      </div>
    </>
  );
}
