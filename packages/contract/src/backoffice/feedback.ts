import { z } from 'zod';
import { pageOf, pageParam } from '../schema-helpers.js';
import { supportMessage } from '../support.js';
import { isoTime, optionalTime } from './common.js';

/** A feedback form as the back office lists it (GET /admin/api/feedback rows). */
export const feedbackRecord = z.object({
  id: z.number(),
  user_id: z.number(),
  uid: z.string(),
  /** The client's e-mail, else mobile, else ''. */
  account: z.string(),
  content: z.string(),
  contact: z.string(),
  /** An uploaded image url, or ''. */
  image: z.string(),
  /** 0 new, 1 handled (FeedbackStatus). */
  status: z.number(),
  handled_by: z.string().nullable(),
  handled_at: optionalTime,
  created_at: isoTime,
});
export type FeedbackRecord = z.infer<typeof feedbackRecord>;
export const feedbackRecordPage = pageOf(feedbackRecord);

/** POST /admin/api/feedback/:id/handle */
export const feedbackHandled = z.object({ id: z.number(), status: z.number() });
export type FeedbackHandled = z.infer<typeof feedbackHandled>;

/** POST /admin/api/feedback/:id/reply: the conversation the answer went to and the message. */
export const feedbackAnswered = z.object({ conversation_id: z.number(), message: supportMessage });
export type FeedbackAnswered = z.infer<typeof feedbackAnswered>;

/** GET /admin/api/feedback: status 0 new, 1 handled, -1 all. */
export const feedbackListQuery = z.object({
  status: z.coerce.number().int().min(-1).max(1).default(0),
  page: pageParam,
});
