import { api, type RouteBody } from '../../shared/api';

/** Platform settings as GET /admin/api/settings answers them (defaults: PLATFORM_SETTING_DEFAULTS). */
export type { PlatformSettings as Settings } from '@fxdesk/contract';

export const settingsKey = ['settings'] as const;

export const fetchSettings = () => api.get('/admin/api/settings', undefined, { silent: true });

/** The changed settings, as the route takes them. */
export type SettingsPatch = RouteBody<'PUT /admin/api/settings'>;

export const saveSettings = (patch: SettingsPatch) => api.put('/admin/api/settings', patch, { silent: true });

/** The broker's own company profile (SPEC §3 company). */
export type { CompanyRecord as Company } from '@fxdesk/contract';

/** The changed profile fields, as the route takes them. */
export type CompanyPatch = RouteBody<'PUT /admin/api/company'>;

export const companyKey = ['company'] as const;

export const fetchCompany = () => api.get('/admin/api/company', undefined, { silent: true });

export const saveCompany = (patch: CompanyPatch) => api.put('/admin/api/company', patch, { silent: true });

/** How the deployment runs: mail transport, database, bus, engine, sockets. */
export type { SystemStatus } from '@fxdesk/contract';

export const systemKey = ['system'] as const;

export const fetchSystem = () => api.get('/admin/api/system', undefined, { silent: true });
