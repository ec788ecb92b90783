import { api } from '../api';
import type { TFunction } from '../i18n';

/** SPEC §6: a demo account back to its starting balance, without orders. */
export const resetDemoAccount = () =>
  api.get('/v1/api/main/user/resetForexDemoAccount', undefined, {
    loading: true,
    showSuccessMessage: true,
  });

/**
 * SPEC §6: a demo account is reset only after a confirm dialog. Resolves true once the account
 * is reset; false when the client cancels or the server refuses (the API client has shown why).
 * The caller refreshes what its screen shows of the account.
 */
export async function confirmDemoReset(t: TFunction): Promise<boolean> {
  // The dialog module (antd-mobile's Dialog and its animation) loads with the first reset.
  const { dialog } = await import('../ui/dialog/dialog');
  const confirmed = await dialog.confirm({
    content: t('user.reset_demo_confirm'),
    confirmText: t('common.confirm'),
    cancelText: t('common.cancel'),
  });
  if (!confirmed) return false;
  try {
    await resetDemoAccount();
    return true;
  } catch {
    return false;
  }
}
