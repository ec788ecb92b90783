import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Badge } from '../../shared/ui/Badge';
import { Card, DefinitionList } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/States';
import { fetchSystem, systemKey, type SystemStatus } from './settings.api';

function items(t: TFunction, s: SystemStatus) {
  const smtp = s.mail_transport === 'smtp';
  return [
    {
      label: t('settings.system_mail'),
      value: (
        <Badge tone={smtp ? 'success' : 'warning'} testId="system-mail">
          {smtp ? t('settings.system_mail_smtp') : t('settings.system_mail_outbox')}
        </Badge>
      ),
    },
    {
      label: t('settings.system_smtp'),
      value: (
        <Badge tone={s.smtp_configured ? 'success' : 'muted'} testId="system-smtp">
          {s.smtp_configured ? t('settings.system_smtp_set') : t('settings.system_smtp_unset')}
        </Badge>
      ),
    },
    { label: t('settings.system_sms'), value: s.sms_transport },
    {
      label: t('settings.system_card'),
      value: (
        <Badge tone={s.card_provider === 'sandbox' ? 'danger' : 'muted'} testId="system-card-provider">
          {s.card_provider === 'sandbox' ? t('settings.system_card_sandbox') : t('settings.system_card_off')}
        </Badge>
      ),
    },
    { label: t('settings.system_database'), value: s.database },
    { label: t('settings.system_bus'), value: s.bus },
    {
      label: t('settings.system_engine'),
      value: s.engine_leader ? t('settings.system_engine_leader') : t('settings.system_engine_follower'),
    },
    { label: t('settings.system_sockets'), value: s.sockets.connections },
  ];
}

/** Read-only: how this deployment sends mail and runs (DESIGN §7 transports). */
export function SystemCard() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: systemKey, queryFn: fetchSystem, refetchInterval: 30_000 });
  return (
    <Card title={t('settings.group_system')} testId="system-card">
      <QueryState query={query} rows={4}>
        {(data) => <DefinitionList items={items(t, data)} />}
      </QueryState>
    </Card>
  );
}
