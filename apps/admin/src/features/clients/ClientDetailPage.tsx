import { OrderStatus, UserStatus } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { formatDateTime, formatMoney } from '../../shared/ui/format';
import { Card, DefinitionList, PageHeader, Segmented } from '../../shared/ui/Page';
import { ErrorState, Loading } from '../../shared/ui/States';
import { toast } from '../../shared/ui/toast';
import { AdjustDialog } from './AdjustDialog';
import { ClientIdentity } from './ClientIdentity';
import { LedgerTable, OrdersTable, SessionsTable } from './ClientTables';
import { clientKeys, fetchClient, revokeSessions, setClientStatus, type ClientDetail } from './clients.api';

type Tab = 'ledger' | 'orders' | 'sessions';
type Action = 'adjust' | 'disable' | 'enable' | 'revoke' | null;

function Actions({ detail, onAction }: { detail: ClientDetail; onAction: (a: Action) => void }) {
  const { t } = useTranslation();
  const canWrite = useCan('clients.write');
  const canAdjust = useCan('clients.adjust');
  const active = detail.user.status === UserStatus.ACTIVE;
  return (
    <>
      {canAdjust && (
        <Button variant="primary" onClick={() => onAction('adjust')} data-testid="client-adjust">
          {t('clients.adjust_balance')}
        </Button>
      )}
      {canWrite && (
        <Button onClick={() => onAction('revoke')} data-testid="client-revoke">
          {t('clients.revoke_sessions')}
        </Button>
      )}
      {canWrite && (
        <Button
          variant={active ? 'danger' : 'success'}
          onClick={() => onAction(active ? 'disable' : 'enable')}
          data-testid="client-status"
        >
          {active ? t('clients.disable_login') : t('clients.enable_login')}
        </Button>
      )}
    </>
  );
}

/** One client: profile, balance, ledger, orders, sessions; login switch, adjustment, revoke. */
export function ClientDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('ledger');
  const [action, setAction] = useState<Action>(null);
  const query = useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: () => fetchClient(id),
    enabled: id > 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['clients'] });

  if (query.error && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loading rows={6} />;
  const { user, account, ledger, orders, sessions } = query.data;
  // "Now" is when the data was read, so a re-render never changes what the page says.
  const readAt = query.dataUpdatedAt;
  const activeSessions = sessions.filter(
    (s) => !s.revoked_at && new Date(s.expires_at).getTime() > readAt,
  ).length;

  return (
    <>
      <div className="breadcrumb">
        <Link to="/clients">{t('clients.title')}</Link> / <span className="mono">{user.uid}</span>
      </div>
      <PageHeader
        title={
          <>
            {user.email ?? user.mobile ?? user.uid}{' '}
            <Badge tone={user.is_demo ? 'muted' : 'info'}>
              {user.is_demo ? t('clients.demo') : t('clients.real')}
            </Badge>{' '}
            <Badge
              tone={user.status === UserStatus.ACTIVE ? 'success' : 'danger'}
              testId="client-status-badge"
            >
              {user.status === UserStatus.ACTIVE ? t('clients.active') : t('clients.disabled')}
            </Badge>
          </>
        }
        actions={<Actions detail={query.data} onAction={setAction} />}
      />
      <div className="grid-3">
        <Card title={t('clients.profile')}>
          <DefinitionList
            items={[
              { label: t('clients.uid'), value: <span className="mono">{user.uid}</span> },
              { label: t('clients.email'), value: user.email ?? '—' },
              { label: t('clients.mobile'), value: user.mobile ?? '—' },
              { label: t('clients.invite_code'), value: <span className="mono">{user.invite_code}</span> },
              {
                label: t('clients.referrer'),
                value: user.referrer_id ? (
                  <Link to={`/clients/${user.referrer_id}`}>#{user.referrer_id}</Link>
                ) : (
                  '—'
                ),
              },
              { label: t('clients.registered'), value: formatDateTime(user.created_at) },
            ]}
          />
        </Card>
        <Card title={t('clients.account')}>
          <div className="balance">
            <div className="stat-label">{t('clients.balance')}</div>
            <div className="balance-value" data-testid="client-balance">
              {formatMoney(account.balance)} <span className="muted">USD</span>
            </div>
          </div>
          <DefinitionList
            items={[
              { label: t('clients.locked'), value: `${formatMoney(account.lock_balance)} USD` },
              {
                label: t('clients.open_orders'),
                value: orders.filter((o) => o.Status === OrderStatus.HOLDING).length,
              },
              { label: t('clients.active_sessions'), value: activeSessions },
            ]}
          />
        </Card>
      </div>
      <ClientIdentity userId={user.id} />
      <div className="toolbar">
        <Segmented
          label={t('clients.records')}
          value={tab}
          onChange={setTab}
          options={[
            { value: 'ledger', label: t('clients.ledger'), count: ledger.length },
            { value: 'orders', label: t('clients.orders'), count: orders.length },
            { value: 'sessions', label: t('clients.sessions'), count: sessions.length },
          ]}
          testId="client-tab"
        />
        <span className="muted small">{t('clients.latest_only')}</span>
      </div>
      {tab === 'ledger' && <LedgerTable rows={ledger} />}
      {tab === 'orders' && <OrdersTable rows={orders} />}
      {tab === 'sessions' && <SessionsTable rows={sessions} readAt={readAt} />}

      {action === 'adjust' && (
        <AdjustDialog clientId={id} balance={account.balance} onClose={() => setAction(null)} />
      )}
      {(action === 'disable' || action === 'enable') && (
        <ConfirmDialog
          title={action === 'disable' ? t('clients.disable_login') : t('clients.enable_login')}
          confirmLabel={action === 'disable' ? t('clients.disable_login') : t('clients.enable_login')}
          danger={action === 'disable'}
          onClose={() => setAction(null)}
          onConfirm={async () => {
            await setClientStatus(id, action === 'disable' ? 0 : 1);
            toast.success(action === 'disable' ? t('clients.disabled_toast') : t('clients.enabled_toast'));
            await refresh();
          }}
        >
          <p>
            {action === 'disable'
              ? t('clients.disable_confirm', { uid: user.uid })
              : t('clients.enable_confirm', { uid: user.uid })}
          </p>
        </ConfirmDialog>
      )}
      {action === 'revoke' && (
        <ConfirmDialog
          title={t('clients.revoke_sessions')}
          confirmLabel={t('clients.revoke_sessions')}
          danger
          onClose={() => setAction(null)}
          onConfirm={async () => {
            const { revoked } = await revokeSessions(id);
            toast.success(t('clients.revoked_toast', { count: revoked }));
            await refresh();
          }}
        >
          <p>{t('clients.revoke_confirm', { uid: user.uid, count: activeSessions })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
