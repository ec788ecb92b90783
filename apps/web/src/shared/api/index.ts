import { i18n, currentLang } from '../i18n';
import { currentHashPath, navigateTo } from '../routes/navigation';
import { PATHS, loginPath } from '../routes/paths';
import { getToken, useSession } from '../session/session.store';
import { loading } from '../ui/loading.store';
import { toast } from '../ui/toast';
import { apiBaseUrl } from './base-url';
import { createApiClient } from './client';

export { ApiError, type ApiClient, type RequestOptions, type Params, type UploadOptions } from './client';

/** SPEC §4: code 999 sends the user to /login with the page they were on, once. */
function redirectToLogin(): void {
  const here = currentHashPath();
  if (here.split('?')[0] === PATHS.login) return;
  navigateTo(loginPath(here), { replace: true });
}

/** The client every feature uses, wired to the session, the language and the toasts. */
export const api = createApiClient({
  baseUrl: () => apiBaseUrl(window.location, import.meta.env.VITE_API_BASE_URL),
  getToken,
  getLang: currentLang,
  onUnauthorized: (initial) => {
    useSession.getState().clear();
    if (!initial) redirectToLogin();
  },
  toastError: toast.error,
  toastSuccess: toast.success,
  showLoading: loading.show,
  hideLoading: loading.hide,
  transportMessage: (code) => i18n.t('errors.network', { code }),
});
