import { z } from 'zod';
import { hasControlCharacter } from '../company.js';
import { LANGUAGE_CODES } from '../languages.js';
import { decimalPattern } from '../decimal-pattern.js';
import { LOGO, nonEmpty, positiveDecimal, singleLine } from '../schema-helpers.js';
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

/**
 * What each platform setting reads as until staff change it (a key missing from the server's
 * settings table reads as its default).
 */
export const PLATFORM_SETTING_DEFAULTS = {
  service_link: '',
  /** 2 dialog with copy, 3 redirect, otherwise in-app chat (SPEC §9). */
  service_link_type: 1,
  /** 1 code by e-mail/SMS, 2 picture captcha (SPEC §9). */
  verify_reg_type: 1,
  /** 1 fee = lots × rate, otherwise margin × rate (SPEC §9). */
  trade_fee_type: 2,
  /** 1 area prefix plus number, 3 number only (SPEC §9). */
  is_show_mobile: 1,
  /** 0 open; anything else sends browsers to loss_url (SPEC §8). */
  site_status: 0,
  loss_url: '',
  /** 1 normal; 2 company-directory ("main") mode (SPEC §1). */
  site_type: 1,
  /** Where "complain about this company" mails go; '' falls back to the broker's contact e-mail. */
  compliance_email: '',
  /** The five countries the service is not offered to (SPEC §1); hidden from the area list. */
  restricted_countries: ['US', 'KP', 'IR', 'CU', 'SY'] as string[],
  demo_balance: '10000',
  stop_out_level: 50,
  margin_call_level: 100,
  /** 1: account/draw refuses accounts without a certified real-name verification (DESIGN §7). */
  withdraw_requires_kyc: 1 as 0 | 1,
} satisfies PlatformSettings;

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

/**
 * SPEC §8 loss_url: where a switched-off site sends every visitor, so only an absolute http(s)
 * address (never javascript:, data: or a relative path).
 */
export const httpUrl = z
  .string()
  .trim()
  .max(500, { error: 'validation.invalid' })
  .refine(
    (v) => {
      if (/\s/.test(v) || hasControlCharacter(v)) return false;
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: 'validation.invalid' },
  );

/** PUT /admin/api/settings: the settings the back office may edit, only the keys given. */
export const platformSettingsBody = z
  .object({
    service_link: singleLine(500),
    service_link_type: z.number().int().min(1).max(3),
    verify_reg_type: z.number().int().min(1).max(2),
    trade_fee_type: z.number().int().min(1).max(2),
    is_show_mobile: z.union([z.literal(1), z.literal(3)]),
    site_status: z.number().int().min(0).max(1),
    loss_url: z.union([z.literal(''), httpUrl]),
    site_type: z.number().int().min(1).max(2),
    compliance_email: z.union([z.literal(''), z.email({ error: 'validation.email_invalid' }).max(254)]),
    restricted_countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(50),
    demo_balance: z.string().regex(decimalPattern(9, 2)),
    stop_out_level: z.number().min(0).max(100),
    margin_call_level: z.number().min(0).max(1000),
    withdraw_requires_kyc: z.union([z.literal(0), z.literal(1)]),
  })
  .partial()
  .strict();

/** PUT /admin/api/company: the broker's profile and contact e-mail (SPEC §3 company). */
export const companyProfilePatch = nonEmpty(
  z
    .object({
      name: singleLine(200).min(1),
      logo: singleLine(300).regex(LOGO),
      url: singleLine(300),
      subject: singleLine(300),
      registeredAddress: singleLine(300),
      location: singleLine(300),
      email: z.email({ error: 'validation.email_invalid' }),
    })
    .partial()
    .strict(),
);

/** PUT /admin/api/instruments/:id: every SPEC §3 pair field, only those given. */
export const instrumentPatch = nonEmpty(
  z
    .object({
      enabled: z.union([z.literal(0), z.literal(1)]),
      spreadPoints: z.number().int().min(0).max(10_000),
      feeRate: z.string().regex(decimalPattern(6, 8)),
      // Zero lots or a zero step made every order on the pair fail (issue 14).
      minLots: positiveDecimal(4, 4),
      lotStep: positiveDecimal(4, 4),
      leverages: z.array(z.number().int().min(1).max(2000)).max(20),
      marginMode: z.union([z.literal(1), z.literal(2)]),
      volatility: z.string().regex(/^\d(\.\d{1,4})?$/),
      schedule: z.enum(['24x7', '24x5']),
      pricePrecision: z.number().int().min(0).max(8),
      unitsPerLot: z.string().regex(/^[1-9]\d{0,8}(\.\d{1,2})?$/),
      categoryId: z.number().int().positive(),
      logo: singleLine(300).regex(LOGO),
      showCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9./ -]{3,20}$/),
      /** Names by interface language; merged into the pair's names (a patch, not a replacement). */
      names: z.partialRecord(z.enum(LANGUAGE_CODES as [string, ...string[]]), singleLine(80).min(1)),
    })
    .partial()
    .strict(),
);
