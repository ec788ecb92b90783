import { z } from 'zod';
import { CONTROL_CHARACTERS, pageOf, pageParam } from './schema-helpers.js';

/** C0 and C1 control characters (NUL included): never accepted in a name or an ID number. */
const CONTROL = CONTROL_CHARACTERS;

/** Longest accepted name and ID number (after trimming). */
export const KYC_NAME_MAX = 100;
export const KYC_CARD_ID_MAX = 40;

const text = (max: number, min = 1) =>
  z
    .string({ error: 'validation.required' })
    .refine((v) => !CONTROL.test(v), { error: 'validation.invalid' })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required' })
        .min(min, { error: 'validation.invalid' })
        .max(max, { error: 'validation.invalid' }),
    );

/** An uploaded image (POST /api/common/image_upload answers with this shape of url). */
export const uploadedImage = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\/uploads\/[a-f0-9]{32}\.(jpg|png|webp)$/, { error: 'validation.invalid' });

/** POST /api/user_real/real_name (SPEC §7, §5: name and ID number required, two photos). */
export const realNameBody = z.object({
  name: text(KYC_NAME_MAX),
  card_id: text(KYC_CARD_ID_MAX, 4).refine((v) => /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u.test(v), {
    error: 'validation.invalid',
  }),
  front_pic: uploadedImage,
  reverse_pic: uploadedImage,
});
export type RealNameBody = z.infer<typeof realNameBody>;

/**
 * GET /api/user_real/center (DESIGN §7). review_status 0 not submitted (or rejected: remark says
 * why), 1 waiting, 2 certified; name and card_id masked.
 */
export const kycCenter = z.object({
  review_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  name: z.string(),
  card_id: z.string(),
  remark: z.string(),
  /** 1 when withdrawals need a certified account (setting withdraw_requires_kyc). */
  withdraw_requires_kyc: z.union([z.literal(0), z.literal(1)]),
});
export type KycCenter = z.infer<typeof kycCenter>;

/** GET /api/user/invite_list?page= (DESIGN §7). */
export const inviteListQuery = z.object({ page: pageParam });
export const invitee = z.object({
  uid: z.string(),
  account: z.string(),
  created_at: z.string(),
  is_real_verified: z.union([z.literal(0), z.literal(1)]),
});
export const inviteList = pageOf(invitee);
export type Invitee = z.infer<typeof invitee>;

/** "Ann Lee" → "A** L**"; "ab" → "a*". The first letter of each word stays. */
export function maskName(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      const chars = [...word];
      return chars.length <= 1 ? word : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 6))}`;
    })
    .join(' ');
}

/** "X1234567" → "X1****67": the first two and last two characters stay. */
export function maskCardId(cardId: string): string {
  const chars = [...cardId];
  if (chars.length <= 4) return `${chars[0] ?? ''}${'*'.repeat(Math.max(chars.length - 1, 0))}`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(chars.length - 4)}${chars.slice(-2).join('')}`;
}

/** "ann.lee@example.com" → "an***@example.com"; "85291234567" → "852****4567". */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}

/** Real-name (KYC) submission status: 1 waiting for review, 2 certified, 3 rejected. */
export const KycStatus = { WAITING: 1, CERTIFIED: 2, REJECTED: 3 } as const;

/** POST /api/user_real/real_name: the submission now waits for review. */
export const realNameSubmitted = z.object({ review_status: z.literal(1) });
