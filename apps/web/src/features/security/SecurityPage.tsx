import { useQuery, useQueryClient } from '@tanstack/react-query';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../../shared/i18n';
import { useLang } from '../../shared/i18n';
import { useSession } from '../../shared/session/session.store';
import { userCentrePage } from '../../shared/ui/RealAccountOnly';
import { fetchSecurity, fetchSessions, securityKeys } from './api/security.api';
import { SessionsCard } from './components/SessionsCard';
import { TwoFactorCard } from './components/TwoFactorCard';
import './security.css';

/**
 * /mine/security (issue 14): two-factor, the withdrawal hold after a password or two-factor
 * change, and the sessions list with "log out everywhere else".
 */
export const SecurityPage = userCentrePage('pages.security', { testId: 'security-page' }, SecurityContent);

/** Mounted for real accounts only, so a demo account makes none of these calls (SPEC §6). */
function SecurityContent() {
  const { t } = useTranslation();
  const lang = useLang();
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: securityKeys.state(token),
    queryFn: fetchSecurity,
    enabled: token !== null,
  });
  const sessions = useQuery({
    queryKey: securityKeys.sessions(token),
    queryFn: fetchSessions,
    enabled: token !== null,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['security'] });
  const hold = state.data?.withdraw_hold_until;

  return (
    <>
      {state.data ? (
        <>
          {hold ? (
            <p
              className="fx-notice fx-notice--warning fx-security-hold"
              role="status"
              data-testid="security-hold"
            >
              {t('security.hold', {
                until: new Intl.DateTimeFormat(lang.locale, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(hold)),
              })}
            </p>
          ) : null}
          <TwoFactorCard state={state.data} onChanged={refresh} />
        </>
      ) : (
        <div className="fx-section">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
      {sessions.data ? <SessionsCard sessions={sessions.data} onChanged={refresh} /> : null}
    </>
  );
}
