import { z } from 'zod';
import { decimalPattern } from './decimal-pattern.js';

/**
 * Schema building blocks. Error messages are message keys (locales/*.json), translated by the
 * server's error handler into the caller's language; a key-less failure falls back to
 * `validation.invalid` with the localized field name.
 */

/**
 * Control characters have no place in a single-line field: NUL breaks PostgreSQL text and the
 * others hide or reorder what staff read. C0 (tab and newlines included), DEL and C1 are refused.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** Multi-line text (remarks, content bodies) keeps tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Refines a string schema so that a control character fails with `validation.control_characters`. */
const withoutControlCharacters =
  (multiline = false) =>
  (value: string) =>
    !(multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value);

/** A required, trimmed string; `requiredKey` is the message when it is missing or blank. */
export const requiredString = (requiredKey = 'validation.required', max = 200) =>
  z
    .string({ error: requiredKey })
    .refine(withoutControlCharacters(), { error: 'validation.control_characters' })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: 'validation.invalid' });

/** An optional string: missing and blank both mean "not given". */
export const optionalString = (max = 200) =>
  z
    .string({ error: 'validation.invalid' })
    .refine(withoutControlCharacters(), { error: 'validation.control_characters' })
    .trim()
    .max(max, { error: 'validation.invalid' })
    .optional()
    .transform((v) => (v ? v : undefined));

/** A trimmed single-line string of at most `max` characters, control characters refused. */
export const singleLine = (max: number, key = 'validation.invalid') =>
  z
    .string({ error: key })
    .refine(withoutControlCharacters(), { error: 'validation.control_characters' })
    .trim()
    .max(max, { error: key });

/** Optional multi-line text (tab and line breaks allowed, other control characters not). */
export const multilineText = (max = 2000) =>
  z
    .string({ error: 'validation.invalid' })
    .refine(withoutControlCharacters(true), { error: 'validation.control_characters' })
    .trim()
    .max(max, { error: 'validation.invalid' });

/**
 * An integer as JSON sends it (a number) or as a form or query string carries it: ASCII digits
 * with an optional leading minus, nothing else. `z.coerce.number` also read `0x10` as 16, `1e1`
 * as 10, ` 1` as 1, `true` as 1 and `''` as 0 — ids and enums must not be guessed.
 */
export const strictInt = (key = 'validation.invalid') =>
  z.union([z.number({ error: key }), z.string({ error: key })], { error: key }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^-?\d{1,15}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n)) {
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
    return n;
  });

/**
 * Form bodies and query strings carry numbers as text: accept both, require one of `values` (a
 * caller's type says so too: one of the numbers, or its text).
 */
export const oneOf = <const T extends readonly number[]>(values: T, key = 'validation.invalid') =>
  strictInt(key).refine((v): v is T[number] => values.includes(v), {
    error: key,
  }) as unknown as z.ZodType<T[number], T[number] | `${T[number]}`>;

export const positiveInt = (key = 'validation.invalid') =>
  strictInt(key).pipe(z.number().positive({ error: key }).max(Number.MAX_SAFE_INTEGER, { error: key }));

/** An integer within [min, max] (strict parsing, see `strictInt`). */
export const intInRange = (min: number, max: number, key = 'validation.invalid') =>
  strictInt(key).pipe(z.number().min(min, { error: key }).max(max, { error: key }));

/** Page numbers start at 1 (DESIGN §3); missing means the first page. */
export const pageParam = intInRange(1, 100_000).default(1);

/** Passwords: 8–64 characters, anything printable. */
export const password = (requiredKey = 'validation.password_required') =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey })
    .min(8, { error: 'validation.password_rule' })
    .max(64, { error: 'validation.password_rule' });

/** Six-digit verification code (SMS / e-mail). */
export const verificationCode = z
  .string({ error: 'validation.code_required' })
  .trim()
  .min(1, { error: 'validation.code_required' })
  .regex(/^\d{6}$/, { error: 'validation.code_format' });

export const emailAddress = z
  .string({ error: 'validation.account_required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.account_required' })
  .max(254, { error: 'validation.email_invalid' })
  .pipe(z.email({ error: 'validation.email_invalid' }));

/** National number without the area prefix: digits only, 5–15 of them (E.164 bound). */
export const mobileNumber = z
  .string({ error: 'validation.account_required' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.account_required' })
      .regex(/^\d{5,15}$/, { error: 'validation.mobile_invalid' }),
  );

/** The `data` of an answer that carries nothing but its code and message. */
export const noData = z.null();

/**
 * A logo is an http(s) URL or a path on this site (an uploaded image, /logos/EURUSD.svg); never
 * javascript:, data: or a protocol-relative //host URL.
 */
export const LOGO = /^(https?:\/\/[^\s"'<>]{1,290}|\/(?!\/)[\w./-]{1,290})?$/;

/** A patch must change something: `{}` is bad input (1001), never an empty UPDATE (a 500). */
export const nonEmpty = <T extends z.ZodType<object>>(schema: T) =>
  schema.refine((value) => Object.keys(value).length > 0, { error: 'validation.nothing_to_change' });

/** A decimal of at most `digits`.`scale` that is strictly positive (lot sizes, prices). */
export const positiveDecimal = (digits: number, scale: number) =>
  z
    .string()
    .regex(decimalPattern(digits, scale), { error: 'validation.invalid' })
    .refine((v) => Number(v) > 0, { error: 'validation.invalid' });

/** One page of a list and the row count for paging, `{ data, total }`: every paged answer. */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: z.number() });
