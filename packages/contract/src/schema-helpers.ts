import { z } from 'zod';

/**
 * Schema building blocks. Error messages are message keys (locales/*.json), translated by the
 * server's error handler into the caller's language; a key-less failure falls back to
 * `validation.invalid` with the localized field name.
 */

/** A required, trimmed string; `requiredKey` is the message when it is missing or blank. */
export const requiredString = (requiredKey = 'validation.required', max = 200) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: 'validation.invalid' });

/** An optional string: missing and blank both mean "not given". */
export const optionalString = (max = 200) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.invalid' })
    .optional()
    .transform((v) => (v ? v : undefined));

/** Form bodies and query strings carry numbers as text: accept both, require one of `values`. */
export const oneOf = <const T extends readonly number[]>(values: T, key = 'validation.invalid') =>
  z.coerce
    .number({ error: key })
    .refine((v): v is T[number] => values.includes(v), { error: key }) as unknown as z.ZodType<T[number]>;

export const positiveInt = (key = 'validation.invalid') =>
  z.coerce.number({ error: key }).int({ error: key }).positive({ error: key });

/** Page numbers start at 1 (DESIGN §3); missing means the first page. */
export const pageParam = z.coerce
  .number({ error: 'validation.invalid' })
  .int()
  .min(1)
  .max(100_000)
  .default(1);

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
