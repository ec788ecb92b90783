import { useCallback } from 'react';
import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import { PATHS, loginPath } from '../routes/paths';
import { useIsDemo } from '../session/session.store';
import { dialog } from './dialog/dialog';

/**
 * SPEC §6: for a demo account, charge, withdraw, wallet, auth, invite and password show
 * "Please register or log in to a real account"; confirming goes to login (or register).
 * Returns a function that runs `action` for a real account and shows the dialog otherwise.
 */
export function useRealAccountGuard() {
  const isDemo = useIsDemo();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useCallback(
    (target: string, action: () => void) => {
      if (!isDemo) {
        action();
        return;
      }
      dialog.show({
        title: t('user.only_real_title'),
        content: <div data-testid="only-real-dialog">{t('user.only_real_account')}</div>,
        closeOnAction: true,
        closeOnMaskClick: true,
        actions: [
          {
            key: 'login',
            bold: true,
            text: <span data-testid="only-real-login">{t('user.go_login')}</span>,
            onClick: () => navigate(loginPath(target)),
          },
          {
            key: 'register',
            text: <span data-testid="only-real-register">{t('user.go_register')}</span>,
            onClick: () => navigate(PATHS.register),
          },
          { key: 'cancel', text: <span data-testid="only-real-cancel">{t('common.cancel')}</span> },
        ],
      });
    },
    [isDemo, navigate, t],
  );
}
