import { z } from 'zod';
import { decimalText, flag, isoTime } from './common.js';

/** The platform settings staff edit (GET /admin/api/settings: all; PUT: the changed ones). */
export const platformSettings = z.object({
  service_link: z.string(),
  service_link_type: z.number(),
  verify_reg_type: z.number(),
  trade_fee_type: z.number(),
  is_show_mobile: z.number(),
  site_status: z.number(),
  loss_url: z.string(),
  site_type: z.number(),
  compliance_email: z.string(),
  restricted_countries: z.array(z.string()),
  demo_balance: z.string(),
  stop_out_level: z.number(),
  margin_call_level: z.number(),
  withdraw_requires_kyc: z.number(),
});
export type PlatformSettings = z.infer<typeof platformSettings>;
export const platformSettingsPatch = platformSettings.partial();

/** The broker's own company profile (GET/PUT /admin/api/company; null before one exists). */
export const companyRecord = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  url: z.string(),
  subject: z.string(),
  registeredAddress: z.string(),
  location: z.string(),
  email: z.string(),
  isSelf: flag,
  published: flag,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type CompanyRecord = z.infer<typeof companyRecord>;
/** GET /admin/api/company: null until the broker's profile exists. */
export const companyRecordOrNull = companyRecord.nullable();

/** GET /admin/api/system */
export const systemStatus = z.object({
  mail_transport: z.string(),
  smtp_configured: z.boolean(),
  sms_transport: z.string(),
  card_provider: z.string(),
  database: z.string(),
  bus: z.string(),
  engine_leader: z.boolean(),
  sockets: z.object({
    connections: z.number(),
    framesSent: z.number(),
    slowConsumersDropped: z.number(),
    floodersClosed: z.number(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatus>;

/** A trade pair with every dealing field (GET /admin/api/instruments, PUT …/:id). */
export const instrumentRecord = z.object({
  id: z.number(),
  code: z.string(),
  showCode: z.string(),
  logo: z.string(),
  categoryId: z.number(),
  names: z.record(z.string(), z.string()),
  pricePrecision: z.number(),
  lotStep: decimalText,
  minLots: decimalText,
  unitsPerLot: decimalText,
  feeRate: decimalText,
  marginMode: z.number(),
  leverages: z.array(z.number()),
  spreadPoints: z.number(),
  volatility: decimalText,
  seedPrice: decimalText,
  schedule: z.string(),
  enabled: flag,
  sort: z.number(),
});
export type InstrumentRecord = z.infer<typeof instrumentRecord>;
export const instrumentList = z.array(instrumentRecord);

/** Where an uploaded image is served from (POST /api/common/image_upload, /admin/api/uploads). */
export const uploadedUrl = z.object({ url: z.string() });
export type UploadedUrl = z.infer<typeof uploadedUrl>;
