import { z } from 'zod';
import { multilineText } from '../schema-helpers.js';

/**
 * Building blocks of the back office's answers (/admin/api). They describe the JSON on the wire:
 * a time is the ISO 8601 UTC text a `Date` becomes in JSON.
 */

/** "2026-11-22T08:15:03.000Z". */
export const isoTime = z.string().describe('ISO 8601 UTC time');
/** A time that may be missing. */
export const optionalTime = isoTime.nullable();
/** A `numeric` column as the database returns it: exact decimal text. */
export const decimalText = z.string().describe('exact decimal');
/** 0 or 1. */
export const flag = z.number().int();

/** One page of a back-office list and the row count for paging (the shape `pageOf` declares). */
export type AdminPage<T> = { data: T[]; total: number };

/** A client as the back office names one: the id, the uid and the e-mail or mobile signed up with. */
export const clientRef = z.object({
  id: z.number(),
  uid: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

/** A review's decision: the reviewer's remark, who decided (a staff e-mail) and when; null while it waits. */
export const reviewDecision = z.object({
  remark: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: optionalTime,
});
export type ReviewDecision = z.infer<typeof reviewDecision>;

/**
 * Why a review refused something (a deposit, a withdrawal, a real-name submission): the client
 * reads it, so it is required; multi-line, at most 500 characters.
 */
export const rejectionRemark = z
  .string({ error: 'validation.required' })
  .pipe(multilineText(500).min(1, { error: 'validation.required' }));
