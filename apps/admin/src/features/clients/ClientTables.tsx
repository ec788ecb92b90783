import { OrderStatus, OrderSide } from '@fxdesk/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/Badge';
import { DataTable, type Column } from '../../shared/ui/DataTable';
import { formatDateTime, formatMoney, formatNumber, formatSigned, signClass } from '../../shared/ui/format';
import type { LedgerRow, OrderRow, SessionRow } from './clients.api';

/** The order view's times are UTC without a zone ("2026-05-01 09:03:07"). */
const utc = (text: string) => (text ? formatDateTime(`${text.replace(' ', 'T')}Z`) : '—');

export function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  const { t } = useTranslation();
  const columns: Column<LedgerRow>[] = [
    { key: 'time', header: t('common.time'), render: (r) => formatDateTime(r.created_at), width: 150 },
    { key: 'kind', header: t('clients.ledger_kind'), render: (r) => <Badge tone="neutral">{r.kind}</Badge> },
    {
      key: 'amount',
      header: t('clients.amount'),
      numeric: true,
      render: (r) => <span className={signClass(r.amount)}>{formatSigned(r.amount)}</span>,
    },
    {
      key: 'after',
      header: t('clients.balance_after'),
      numeric: true,
      render: (r) => formatMoney(r.balance_after),
    },
    {
      key: 'lock',
      header: t('clients.lock_change'),
      numeric: true,
      render: (r) => (r.lock_amount ? formatSigned(r.lock_amount) : '—'),
    },
    { key: 'actor', header: t('clients.actor'), render: (r) => <span className="small">{r.actor}</span> },
    {
      key: 'reason',
      header: t('clients.reason'),
      render: (r) => (r.reason ? <span className="small">{r.reason}</span> : '—'),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} testId="ledger-table" />;
}

export function OrdersTable({ rows }: { rows: OrderRow[] }) {
  const { t } = useTranslation();
  const price = (r: OrderRow, value: number) =>
    value ? value.toFixed(r.ForexTradeLists.PricePrecision) : '—';
  const columns: Column<OrderRow>[] = [
    { key: 'id', header: t('common.id'), render: (r) => <span className="mono">#{r.Id}</span> },
    { key: 'pair', header: t('clients.pair'), render: (r) => <strong>{r.ForexTradeLists.ShowCode}</strong> },
    {
      key: 'side',
      header: t('clients.side'),
      render: (r) => (
        <span className={r.OrderType === OrderSide.BUY ? 'up' : 'down'}>
          {r.OrderType === OrderSide.BUY ? t('clients.buy') : t('clients.sell')}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('common.status'),
      render: (r) => (
        <Badge
          tone={
            r.Status === OrderStatus.HOLDING ? 'info' : r.Status === OrderStatus.PENDING ? 'warning' : 'muted'
          }
        >
          {t(
            `clients.order_status.${r.Status === OrderStatus.PENDING ? OrderStatus.PENDING : r.Status === OrderStatus.HOLDING ? OrderStatus.HOLDING : OrderStatus.HISTORY}`,
          )}
        </Badge>
      ),
    },
    { key: 'lots', header: t('common.lots'), numeric: true, render: (r) => formatNumber(r.Quantity, 4) },
    { key: 'lev', header: t('clients.leverage'), numeric: true, render: (r) => `1:${r.Multiple}` },
    { key: 'open', header: t('clients.open_price'), numeric: true, render: (r) => price(r, r.OriginPrice) },
    {
      key: 'now',
      header: t('clients.close_or_mark'),
      numeric: true,
      render: (r) => price(r, r.Status === OrderStatus.HISTORY ? r.ClosePrice : r.UpdatePrice),
    },
    {
      key: 'pnl',
      header: t('clients.pnl'),
      numeric: true,
      render: (r) => <span className={signClass(r.FactProfits)}>{formatSigned(r.FactProfits)}</span>,
    },
    { key: 'margin', header: t('clients.margin'), numeric: true, render: (r) => formatMoney(r.CautionMoney) },
    { key: 'fee', header: t('funds.fee'), numeric: true, render: (r) => formatMoney(r.TradeFee) },
    { key: 'opened', header: t('clients.opened'), render: (r) => utc(r.CreateTimeHandler) },
    {
      key: 'closed',
      header: t('clients.closed'),
      render: (r) =>
        r.Status === OrderStatus.HISTORY ? (
          <span title={r.CloseReasonTran}>{utc(r.CloseTimeHandler)}</span>
        ) : (
          '—'
        ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.Id} testId="orders-table" />;
}

/** `readAt`: when the rows were read (a session past its end then is shown as expired). */
export function SessionsTable({ rows, readAt }: { rows: SessionRow[]; readAt: number }) {
  const { t } = useTranslation();
  const columns: Column<SessionRow>[] = [
    { key: 'id', header: t('common.id'), render: (r) => <span className="mono">#{r.id}</span> },
    {
      key: 'state',
      header: t('common.status'),
      render: (r) =>
        r.revoked_at ? (
          <Badge tone="muted">{t('clients.session_revoked')}</Badge>
        ) : new Date(r.expires_at).getTime() < readAt ? (
          <Badge tone="muted">{t('clients.session_expired')}</Badge>
        ) : (
          <Badge tone="success">{t('clients.session_active')}</Badge>
        ),
    },
    { key: 'ip', header: t('common.ip'), render: (r) => <span className="mono">{r.ip || '—'}</span> },
    {
      key: 'ua',
      header: t('clients.user_agent'),
      render: (r) => (
        <span className="small ellipsis ua" title={r.user_agent}>
          {r.user_agent || '—'}
        </span>
      ),
    },
    { key: 'created', header: t('clients.signed_in'), render: (r) => formatDateTime(r.created_at) },
    { key: 'seen', header: t('clients.last_seen'), render: (r) => formatDateTime(r.last_seen_at) },
    {
      key: 'expires',
      header: t('clients.expires'),
      render: (r) => formatDateTime(r.revoked_at ?? r.expires_at),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} testId="sessions-table" />;
}
