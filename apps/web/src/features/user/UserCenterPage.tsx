import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import { useIsDesktop } from '../../shared/device/device';
import { PATHS } from '../../shared/routes/paths';
import { useUser } from '../../shared/session/session.store';
import { PageFrame } from '../../shared/ui/PageFrame';
import { AccountCard } from './components/AccountCard';
import { BalanceCard } from './components/BalanceCard';
import { UserLinks, type UserLink } from './components/UserLinks';
import { useOpenSupport } from './hooks/useOpenSupport';
import { useRealAccountGuard } from '../../shared/ui/useRealAccountGuard';
import { IconListItem } from '../../shared/ui/IconListItem';
import './user.css';

/** SPEC §2 user centre (/user and /mine): account card, balance, and the link list. */
export function UserCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const user = useUser();
  const guardReal = useRealAccountGuard();
  const openSupport = useOpenSupport();

  const open = (link: UserLink) => {
    if (link.key === 'chat') {
      openSupport();
      return;
    }
    if (link.realOnly) guardReal(link.path, () => navigate(link.path));
    else navigate(link.path);
  };

  return (
    <PageFrame title={t('pages.user')} back={desktop ? false : PATHS.home} card={false} testId="user-page">
      <div className="fx-hero-layout">
        <div className="fx-hero-card fx-user-hero">
          <AccountCard user={user} onOpen={() => navigate(PATHS.history)} />
          <BalanceCard
            onCharge={() => guardReal(PATHS.charge, () => navigate(PATHS.charge))}
            onWithdraw={() => guardReal(PATHS.withdraw, () => navigate(PATHS.withdraw))}
          />
        </div>
        <div className="fx-user-side">
          <UserLinks onOpen={open} />
          {/* Copy trading: "Become a trader" (the application lives on the ranking page). */}
          <List className="fx-list-card fx-user-links">
            <IconListItem
              icon="★"
              onClick={() => guardReal(`${PATHS.rank}?apply=1`, () => navigate(`${PATHS.rank}?apply=1`))}
              data-testid="user-link-become-trader"
            >
              {t('copy.become_trader')}
            </IconListItem>
          </List>
        </div>
      </div>
    </PageFrame>
  );
}
