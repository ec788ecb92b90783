import { z } from 'zod';
import { pageOf, pageParam } from '../schema-helpers.js';
import { clientRef, isoTime, rejectionRemark, reviewDecision } from './common.js';

/** A real-name submission's status: 1 waiting, 2 certified, 3 rejected (KycStatus). */
export const kycStatus = z.literal([1, 2, 3]);

/**
 * A real-name submission as the console sees it: GET /admin/api/clients/:id/kyc rows and the
 * answer of POST /admin/api/kyc/:id/approve and /reject.
 */
export const kycSubmission = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  cardId: z.string(),
  frontPic: z.string(),
  reversePic: z.string(),
  status: kycStatus,
  /** The remark: why it was rejected; '' otherwise. */
  ...reviewDecision.shape,
  createdAt: isoTime,
});
export type KycSubmission = z.infer<typeof kycSubmission>;
export const kycHistory = z.array(kycSubmission);

/** GET /admin/api/kyc rows: the submission and whose it is. */
export const kycQueueRow = kycSubmission.extend({
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  uid: z.string(),
});
export type KycQueueRow = z.infer<typeof kycQueueRow>;
export const kycQueuePage = pageOf(kycQueueRow);

/** GET /admin/api/kyc/waiting: the nav badge. */
export const kycWaiting = z.object({ waiting: z.number() });
export type KycWaiting = z.infer<typeof kycWaiting>;

/** GET /admin/api/clients/:id/referrals: who invited the client and whom they invited. */
export const clientReferrals = z.object({
  inviter: clientRef.extend({ inviteCode: z.string() }).nullable(),
  referrals: z.array(
    clientRef.extend({
      /** "2026-11-22 08:15:03" UTC, as the client's invite list shows it. */
      createdAt: z.string(),
      /** 1 when the invited account holds a certified real-name verification. */
      verified: z.literal([0, 1]),
    }),
  ),
  total: z.number(),
});
export type ClientReferrals = z.infer<typeof clientReferrals>;

/** GET /admin/api/referrals rows: an inviter and the accounts they brought. */
export const referralRow = clientRef.extend({
  inviteCode: z.string(),
  referrals: z.number(),
  /** Of those, how many hold a certified real-name verification. */
  verified: z.number(),
  /** When the latest of them signed up. */
  lastAt: isoTime,
});
export type ReferralRow = z.infer<typeof referralRow>;
/** GET /admin/api/referrals: one page of inviters, and every referred account counted. */
export const referralsReport = pageOf(referralRow).extend({
  referred: z.number(),
  referredVerified: z.number(),
});
export type ReferralsReport = z.infer<typeof referralsReport>;

/** GET /admin/api/kyc: one status (none: all), a page. */
export const kycQueueQuery = z.object({
  status: z.coerce.number().int().min(1).max(3).optional(),
  page: pageParam,
});

/** POST /admin/api/kyc/:id/reject: the reason the client reads. */
export const kycRejectBody = z.object({ remark: rejectionRemark });
