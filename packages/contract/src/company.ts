import { z } from 'zod';
import { company } from './settings.js';
import { multilineText, pageOf, pageParam, singleLine } from './schema-helpers.js';

/**
 * Company-directory ("main") mode (SPEC §1, §3 company, DESIGN §7): search, one company, the
 * complaint form, and the company a sign-up link came from.
 */

/** Largest id a PostgreSQL `serial` holds. */
const MAX_ID = 2_147_483_647;

const isStrictId = (v: string) => /^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_ID;

/**
 * A strict id: decimal digits only, no sign, no leading zero, no exponent, no spaces, at most
 * a 32-bit serial. "1e3", " 7", "07", "7.0" and "-1" are refused instead of coerced.
 */
export const strictIdParam = (key = 'validation.invalid') =>
  z
    .union([z.string(), z.number()], { error: key })
    .transform((v) => String(v))
    .refine(isStrictId, { error: key })
    .transform(Number);

/** Any C0 control character or DEL (NUL included). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** True when `text` holds a control character (line breaks included). */
export const hasControlCharacter = (text: string) => CONTROL.test(text);

/** Companies per search page (DESIGN §3: fixed page size per list). */
export const COMPANY_PAGE_SIZE = 20;

/** GET /api/company/search?name=&page= — name matches the company name, blank lists them all. */
export const companySearchQuery = z.object({
  name: singleLine(100).optional().default(''),
  page: pageParam,
});

/** GET /api/company/info?id= */
export const companyInfoQuery = z.object({ id: strictIdParam() });

export const companyPage = pageOf(company);
export type CompanyPage = z.infer<typeof companyPage>;

/** Limits of the complaint form. */
export const COMPLAINT_LIMITS = { subject: 120, content: 2000, contact: 200 } as const;

/** POST /api/company/complaint: mailed to the broker's compliance address and listed for staff. */
export const complaintBody = z.object({
  company_id: strictIdParam(),
  subject: singleLine(COMPLAINT_LIMITS.subject).pipe(z.string().min(1, { error: 'validation.required' })),
  content: multilineText(COMPLAINT_LIMITS.content).pipe(z.string().min(1, { error: 'validation.required' })),
  contact: singleLine(COMPLAINT_LIMITS.contact).optional().default(''),
});
export type ComplaintInput = z.input<typeof complaintBody>;

/** GET /api/company/complaint_email: where complaints go (the compliance address), if anywhere. */
export const complaintEmail = z.object({ email: z.string() });

/**
 * A company id as a sign-up link or its cookie carries it (SPEC §9): blank means none, so a form
 * field left empty is not an error.
 */
export const optionalCompanyId = z
  .union([z.string(), z.number()], { error: 'validation.invalid' })
  .optional()
  .transform((v) => (v === undefined ? '' : String(v).trim()))
  .refine((v) => v === '' || isStrictId(v), { error: 'validation.invalid' })
  .transform((v) => (v === '' ? undefined : Number(v)));

/** SPEC §9: the company_id cookie lasts three years. */
export const COMPANY_COOKIE = { name: 'company_id', maxAgeSeconds: 3 * 365 * 24 * 3600 } as const;
