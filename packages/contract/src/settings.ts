import { z } from 'zod';

/** GET /api/basicSet/getBasicInfo (SPEC §3 base settings). */
export const basicInfo = z.object({
  service_link: z.string(),
  /** 2: show the link in a dialog with copy; 3: redirect; otherwise in-app chat (SPEC §9). */
  service_link_type: z.number(),
  /** 2: register with a picture captcha instead of an SMS/e-mail code (SPEC §9). */
  verify_reg_type: z.number(),
  /** 1: fee = lots × rate; otherwise margin × rate (SPEC §9). */
  trade_fee_type: z.number(),
});
export type BasicInfo = z.infer<typeof basicInfo>;

/** GET /api/company/getCompany. */
export const company = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  url: z.string(),
  subject: z.string(),
  registered_address: z.string(),
  location: z.string(),
  email: z.string(),
});
export type Company = z.infer<typeof company>;

/** GET /api/company/getCompanyStatus: status ≠ 0 sends the browser to loss_url (SPEC §8); type 2 is "main" (company directory) mode. */
export const companyStatus = z.object({ status: z.number(), type: z.number(), loss_url: z.string() });

/** GET /api/default/area_list item: code is the ISO 3166 country code, global_code the dialling prefix without "+". */
export const areaCode = z.object({ id: z.number(), code: z.string(), global_code: z.string() });
export type AreaCode = z.infer<typeof areaCode>;
export const areaCodeList = z.array(areaCode);

/** GET /api/default/captcha. `b64s` is a data: URL of the picture. */
export const captcha = z.object({ id: z.string(), b64s: z.string() });
export type Captcha = z.infer<typeof captcha>;

/** Keys readable through GET /api/default/setting?key=… */
export const PUBLIC_SETTING_KEYS = ['is_show_mobile'] as const;
export const settingQuery = z.object({ key: z.enum(PUBLIC_SETTING_KEYS, { error: 'validation.invalid' }) });
/** GET /api/default/setting: data is the setting's value itself. */
export const publicSettingValue = z.union([z.number(), z.string()]);

export { CompanyMode, CompanyStatus } from './company-status.js';
