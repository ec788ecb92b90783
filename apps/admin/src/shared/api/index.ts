import { i18n, currentLang } from '../i18n';
import { navigate } from '../lib/navigation';
import { session } from '../session/session';
import { toast } from '../ui/toast';
import { createApiClient } from './client';

export {
  ApiError,
  type ApiClient,
  type Params,
  type RequestOptions,
  type RouteBody,
  type RouteQuery,
} from './client';

/** The client every screen uses, wired to the session, the language and the toasts. */
export const api = createApiClient({
  getCsrf: session.csrf,
  getLang: currentLang,
  onUnauthorized: (message) => {
    const wasSignedIn = session.get() !== null;
    session.clear();
    // One toast per expiry: the parallel queries of a screen all answer 999 at once.
    if (wasSignedIn && message) toast.error(message);
    navigate('/login', { replace: true });
  },
  toastError: toast.error,
  transportMessage: (code) => i18n.t('errors.network', { code }),
});

/**
 * Sends one image file (JPEG/PNG/WebP by content, 5 MB: the server checks) to an upload route;
 * answers the image's site path.
 */
export async function uploadImage(
  path: '/admin/api/uploads' | '/admin/api/companies/logo',
  file: File,
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await api.post(path, form, { silent: true });
  return url;
}
