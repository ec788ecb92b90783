import { api, type RouteBody } from '../../shared/api';

/** Platform settings (settings.repository.ts SETTING_DEFAULTS). */
export interface Settings {
  service_link: string;
  /** 1 in-app chat, 2 dialog with copy, 3 redirect. */
  service_link_type: number;
  /** 1 code by e-mail/SMS, 2 picture captcha. */
  verify_reg_type: number;
  /** 1 fee = lots × rate, 2 margin × rate. */
  trade_fee_type: number;
  /** 1 area prefix plus number, 3 number only. */
  is_show_mobile: number;
  /** 0 open; 1 sends browsers to loss_url. */
  site_status: number;
  loss_url: string;
  /** 1 normal, 2 company directory. */
  site_type: number;
  /** Where complaints about directory companies are mailed ('' = the company contact e-mail). */
  compliance_email: string;
  restricted_countries: string[];
  demo_balance: string;
  stop_out_level: number;
  margin_call_level: number;
}

export const settingsKey = ['settings'] as const;

export const fetchSettings = () => api.get('/admin/api/settings', undefined, { silent: true });

/** The changed settings, as the route takes them. */
export type SettingsPatch = RouteBody<'PUT /admin/api/settings'>;

export const saveSettings = (patch: SettingsPatch) => api.put('/admin/api/settings', patch, { silent: true });

/** The broker's own company profile (SPEC §3 company). */
export interface Company {
  id: number;
  name: string;
  logo: string;
  url: string;
  subject: string;
  registeredAddress: string;
  location: string;
  email: string;
}

export const companyKey = ['company'] as const;

export const fetchCompany = () => api.get('/admin/api/company', undefined, { silent: true });

export const saveCompany = (patch: Partial<Company>) =>
  api.put('/admin/api/company', patch, { silent: true });

/** How the deployment runs: mail transport, database, bus, engine, sockets. */
export type { SystemStatus } from '@fxdesk/contract';

export const systemKey = ['system'] as const;

export const fetchSystem = () => api.get('/admin/api/system', undefined, { silent: true });
