import type { SessionView } from '@fxdesk/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { revokeOtherSessions, revokeSession } from '../api/security.api';
import { Tag } from '../../../shared/ui/Tag';
import { SecurityCard } from './SecurityCard';

interface Props {
  sessions: SessionView[];
  onChanged: () => void;
}

const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The client's live sessions: device, IP, created, last seen, "this device"; revoke one or all others. */
export function SessionsCard({ sessions, onChanged }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const others = sessions.filter((s) => !s.current).length;

  const confirmThen = async (content: string, action: () => Promise<unknown>) => {
    if (
      !(await Dialog.confirm({
        content,
        confirmText: t('security.confirm'),
        cancelText: t('security.cancel'),
      }))
    )
      return;
    try {
      await action();
      onChanged();
    } catch {
      // The API client has shown the server's message.
    }
  };

  return (
    <SecurityCard name="sessions" title={t('security.sessions_title')}>
      <List className="fx-list-card">
        {sessions.map((s) => (
          <List.Item
            key={s.id}
            data-testid={`security-session-${s.id}`}
            description={t('security.session_meta', {
              ip: s.ip,
              created: when(s.created_at, lang.locale),
              seen: when(s.last_seen_at, lang.locale),
            })}
            extra={
              s.current ? (
                <Tag color="primary">{t('security.this_device')}</Tag>
              ) : (
                <Button
                  size="small"
                  onClick={() =>
                    void confirmThen(t('security.revoke_confirm', { device: s.device }), () =>
                      revokeSession(s.id),
                    )
                  }
                  data-testid={`security-session-revoke-${s.id}`}
                >
                  {t('security.revoke')}
                </Button>
              )
            }
          >
            {s.device || t('security.unknown_device')}
          </List.Item>
        ))}
      </List>
      <Button
        block
        disabled={others === 0}
        onClick={() => void confirmThen(t('security.revoke_others_confirm'), revokeOtherSessions)}
        data-testid="security-revoke-others"
      >
        {t('security.revoke_others')}
      </Button>
    </SecurityCard>
  );
}
