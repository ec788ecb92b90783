import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation, type MessageKey } from '../i18n';
import { useLocation, useNavigate } from 'react-router';
import { PATHS, loginPath } from '../routes/paths';
import { useUser } from '../session/session.store';
import { EmptyState } from './EmptyState';
import { ShieldIcon } from './icons';
import { PageFrame, type PageFrameProps } from './PageFrame';

/**
 * SPEC §6: funds pages belong to real accounts. A demo account that reaches one directly (a
 * bookmark, a typed address) sees "only real account" with the way to log in or sign up, and
 * no call is made (the server would refuse each with code 1109). While the user is still
 * loading, nothing is shown that could fire such a call.
 */
export function RealAccountOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();

  if (!user) {
    return (
      <div className="fx-real-only-loading" aria-busy="true" data-testid="real-only-loading">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  if (user.is_demo !== 1) return <>{children}</>;

  return (
    <EmptyState
      icon={<ShieldIcon />}
      title={t('user.only_real_title')}
      text={t('user.only_real_account')}
      testId="only-real-state"
      textTestId="only-real-text"
    >
      <div className="fx-real-only-actions">
        <Button
          color="primary"
          shape="rounded"
          onClick={() => navigate(loginPath(`${location.pathname}${location.search}`))}
          data-testid="only-real-state-login"
        >
          {t('user.go_login')}
        </Button>
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => navigate(PATHS.register)}
          data-testid="only-real-state-register"
        >
          {t('user.go_register')}
        </Button>
      </div>
    </EmptyState>
  );
}

/**
 * A page of real accounts only: the frame, and inside it the body for a real account (see
 * RealAccountOnly). `wide`: on a desktop the body is bare and wider (deposit, withdraw, invite).
 */
export function RealAccountPage({ wide, children, ...frame }: PageFrameProps & { wide?: boolean }) {
  const wideFrame = wide ? { card: false, className: 'fx-page--wide' } : {};
  return (
    <PageFrame {...frame} {...wideFrame}>
      <RealAccountOnly>{children}</RealAccountOnly>
    </PageFrame>
  );
}

/**
 * A user-centre page of real accounts only: titled by a `pages.*` key, its back button returning
 * to the user centre, and `Body` inside RealAccountPage (mounted for a real account only).
 */
export function userCentrePage(
  title: MessageKey,
  frame: Pick<PageFrameProps, 'card' | 'testId'> & { wide?: boolean },
  Body: ComponentType,
) {
  return function UserCentrePage() {
    const { t } = useTranslation();
    return (
      <RealAccountPage title={t(title)} back={PATHS.user} {...frame}>
        <Body />
      </RealAccountPage>
    );
  };
}
