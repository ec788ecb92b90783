import { ErrorCode, type AccountTypeValue } from '@fxdesk/contract';
import { api, ApiError } from '../../../shared/api';
import { clearCompanyCookie, readCompanyCookie } from '../../../shared/lib/company-cookie';

export type { Captcha } from '@fxdesk/contract';

/** SPEC §7 calls of the login, register and forgot-password screens. */

export interface LoginBody {
  account: string;
  password: string;
  login_type: AccountTypeValue;
  /** The second factor, sent again with the password once the server asked for it (1500). */
  totp_code?: string;
}

export const login = (body: LoginBody) =>
  api.postForm('/api/user/loginForU', { ...body }, { loading: true, showSuccessMessage: true });

/** SPEC §6: the device uuid; the same uuid always gets the same demo account back. */
export const demoLogin = (demoId: string) =>
  api.get('/api/user/createAccountDemoForU', { demo_id: demoId }, { loading: true });

export interface RegisterBody {
  type: AccountTypeValue;
  area_id?: number;
  account?: string;
  mobile?: string;
  password: string;
  re_password: string;
  invite_code?: string;
  /** The e-mail/SMS code, or the captcha answer when verify_reg_type is 2. */
  sms_code: string;
  /** The captcha id when verify_reg_type is 2. */
  key?: string;
}

/**
 * SPEC §9: the company of the sign-up link (its cookie) goes with the registration. If the
 * server refuses it (1653: the company is gone) the cookie is dropped, so the next try works.
 */
export const register = (body: RegisterBody) => {
  const companyId = readCompanyCookie();
  return api
    .postForm(
      '/api/user/register',
      { ...body, ...(companyId ? { company_id: companyId } : {}) },
      { loading: true, showSuccessMessage: true },
    )
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.code === ErrorCode.REGISTER_COMPANY_INVALID)
        clearCompanyCookie();
      throw error;
    });
};

export interface ForgetPasswordBody {
  type: AccountTypeValue;
  account: string;
  area_id?: number;
  new_password: string;
  secondary_password: string;
  auth_code: string;
}

export const forgetPassword = (body: ForgetPasswordBody) =>
  api.post('/api/user/forget_password', { ...body }, { loading: true, showSuccessMessage: true });

export const fetchCaptcha = () => api.get('/api/default/captcha');

/** SPEC §9: 1 shows the area prefix with the number, 3 the number only. */
export const fetchIsShowMobile = () =>
  api.get('/api/default/setting', { key: 'is_show_mobile' }, { showErrorMessage: false });
