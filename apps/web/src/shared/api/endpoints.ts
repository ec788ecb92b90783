import type { CodePurposeValue } from '@fxdesk/contract';
import { loading } from '../ui/loading.store';
import { api } from './index';

/**
 * Calls used by more than one feature (a feature never imports another, so they live here).
 * Paths and fields are SPEC §7 verbatim.
 */

/** SPEC §7: made silently at start-up; a 999 here clears the session without a redirect. */
export const fetchUserInfo = () =>
  api.get('/api/user/info', undefined, { initial: true, showErrorMessage: false });

export const postLogout = () =>
  api.post('/api/user/logout', undefined, {
    loading: true,
    showErrorMessage: false,
    showSuccessMessage: true,
  });

export const fetchAreaList = () => api.get('/api/default/area_list');

export const fetchBasicInfo = () => api.get('/api/basicSet/getBasicInfo');

/** SPEC §8: a nonzero status sends the browser to loss_url; checked once, silently. */
export const fetchCompanyStatus = () =>
  api.get('/api/company/getCompanyStatus', undefined, {
    initial: true,
    showErrorMessage: false,
  });

/** A code by e-mail: type 1 register, 2 reset (also for a logged-in password change). */
export const sendEmailCode = (to: string, type: CodePurposeValue) =>
  api.post('/api/notify/send_email', { to, type }, { loading: true, showSuccessMessage: true });

export const sendSmsCode = (to: string, areaId: number | undefined, type: CodePurposeValue) =>
  api.post(
    '/api/notify/send_sms',
    // No area yet (the list has not loaded): 0 is no area's id, so the server refuses it with the
    // same message as a missing one, as it did before the body was typed by the contract.
    { to, area_id: areaId ?? 0, type },
    { loading: true, showSuccessMessage: true },
  );

/**
 * SPEC §7 image_upload (multipart field `file`, under the blocking spinner) → its url. The
 * spinner and the caller both see how much has been sent.
 */
export const uploadImage = (file: File, onProgress?: (fraction: number) => void) => {
  const body = new FormData();
  body.append('file', file);
  return api.upload('/api/common/image_upload', body, {
    loading: true,
    onProgress: (fraction) => {
      loading.progress(fraction);
      onProgress?.(fraction);
    },
  });
};
