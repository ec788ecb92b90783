import type { UserInfo } from '@fxdesk/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../../../shared/i18n';
import { ChevronRightIcon } from '../../../shared/ui/icons';
import { accountLabel } from '../account';

interface AccountCardProps {
  user: UserInfo | null;
  onOpen: () => void;
}

/** Account, UID and a demo badge; tapping opens the fund records (SPEC §2). */
export function AccountCard({ user, onOpen }: AccountCardProps) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <div className="fx-account-card" data-testid="account-card" aria-busy="true">
        <Skeleton animated className="fx-avatar fx-avatar--skeleton" />
        <div className="fx-account-text">
          <Skeleton.Title animated className="fx-account-skeleton" />
        </div>
      </div>
    );
  }
  const label = accountLabel(user) || t('user.demo_account');
  const demo = user.is_demo === 1;
  return (
    <button type="button" className="fx-account-card" onClick={onOpen} data-testid="account-card">
      <span className="fx-avatar" aria-hidden="true">
        {label.slice(0, 1).toUpperCase()}
      </span>
      <span className="fx-account-text">
        <span className="fx-account-name">
          <span className="fx-account-label" dir="auto" data-testid="account-label">
            {label}
          </span>
          {demo ? (
            <span className="fx-badge-demo" data-testid="demo-badge">
              {t('user.demo')}
            </span>
          ) : (
            <span className="fx-badge-live">{t('user.real')}</span>
          )}
        </span>
        <span className="fx-account-uid fx-num" data-testid="account-uid">
          {t('user.uid', { uid: user.uid })}
        </span>
      </span>
      <ChevronRightIcon className="fx-account-chevron" />
    </button>
  );
}
