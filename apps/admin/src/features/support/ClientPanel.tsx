import { UserStatus } from '@fxdesk/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/Badge';
import { ClientRef } from '../../shared/ui/ClientRef';
import { formatDateTime, formatMoney } from '../../shared/ui/format';
import { Card, DefinitionList } from '../../shared/ui/Page';
import type { ClientSummary } from './support.api';

/** Who the support member is talking to: account, real or demo, money, activity. */
export function ClientPanel({ client }: { client: ClientSummary }) {
  const { t } = useTranslation();
  return (
    <Card title={t('support.inbox.client')} className="sup-client" testId="support-client">
      <DefinitionList
        items={[
          { label: t('support.inbox.uid'), value: <ClientRef userId={client.id} uid={client.uid} /> },
          { label: t('support.inbox.account'), value: client.email ?? client.mobile ?? '—' },
          {
            label: t('support.inbox.type'),
            value: (
              <Badge tone={client.is_demo ? 'muted' : 'info'}>
                {client.is_demo ? t('support.inbox.demo') : t('support.inbox.real')}
              </Badge>
            ),
          },
          {
            label: t('common.status'),
            value: (
              <Badge tone={client.status === UserStatus.ACTIVE ? 'success' : 'danger'}>
                {client.status === UserStatus.ACTIVE
                  ? t('support.inbox.active')
                  : t('support.inbox.disabled')}
              </Badge>
            ),
          },
          {
            label: t('support.inbox.balance'),
            value: <span className="mono">{formatMoney(client.balance)} USD</span>,
          },
          {
            label: t('support.inbox.locked'),
            value: <span className="mono">{formatMoney(client.lock_balance)} USD</span>,
          },
          { label: t('support.inbox.open_orders'), value: client.open_orders },
          { label: t('support.inbox.registered'), value: formatDateTime(client.created_at) },
          { label: t('support.inbox.last_seen'), value: formatDateTime(client.last_seen_at) },
        ]}
      />
    </Card>
  );
}
