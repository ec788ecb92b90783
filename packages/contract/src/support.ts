import { z } from 'zod';
import { pageOf, pageParam } from './schema-helpers.js';

/** Support chat and feedback (DESIGN §7): limits shared by the server, the client and the console. */
export const SUPPORT_LIMITS = {
  /** Characters of one chat message or one feedback text. */
  textMax: 2000,
  /** Characters of the optional feedback contact. */
  contactMax: 200,
  /** Messages one account may send per burst window before it is refused (not queued). */
  burstMessages: 8,
  burstWindowSeconds: 10,
  /** Messages one account may send per hour. */
  hourlyMessages: 200,
  /** Feedback forms one account may send per hour. */
  hourlyFeedback: 5,
  /** Messages per page of GET /api/support/messages (newest first). */
  pageSize: 30,
} as const;

/** An image sent in the chat: the url `POST /api/common/image_upload` answered with. */
export const UPLOAD_URL = /^\/uploads\/[a-f0-9]{32}\.(jpg|png|webp)$/;

/**
 * Control characters (C0 except tab, line feed and carriage return; DEL; C1) are refused with
 * 1001: they have no business in a chat line and NUL breaks PostgreSQL text.
 */
// eslint-disable-next-line no-control-regex -- the point of this pattern is control characters
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Text a person typed: required, no control characters, at most `max` characters after trimming. */
export const typedText = (max: number, requiredKey = 'validation.required') =>
  z
    .string({ error: requiredKey })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: 'validation.control_characters' })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: requiredKey }).max(max, { error: 'validation.too_long' }));

/** POST /api/support/send: text (≤ 2,000 characters) or the url of an image the sender uploaded. */
export const supportSendBody = z.strictObject({ content: typedText(SUPPORT_LIMITS.textMax) });

/** GET /api/support/messages. */
export const supportMessagesQuery = z.object({ page: pageParam });

/** 1 text, 2 image. */
export const SUPPORT_KIND = { text: 1, image: 2 } as const;
/** Who wrote a message: 1 the client, 2 a support member. */
export const SUPPORT_SENDER = { user: 1, staff: 2 } as const;
/** Conversation states: 1 open, 2 closed (a client's new message reopens it). */
export const SUPPORT_STATUS = { open: 1, closed: 2 } as const;

/** One chat message as the client and the console see it. */
export const supportMessage = z.object({
  id: z.number(),
  kind: z.number(),
  sender: z.number(),
  /** The support member's display name on staff messages; '' on the client's own. */
  staff_name: z.string(),
  /** Plain text or an image url: always shown as text, never as markup. */
  content: z.string(),
  created_at: z.string(),
  /** When the other side received it (null: not yet). */
  delivered_at: z.string().nullable(),
  /** When the other side read it (null: not yet). */
  read_at: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** GET /api/support/messages answer. */
export const supportMessagesPage = pageOf(supportMessage).extend({
  /** Support messages the client has not read yet (the user-centre badge). */
  unread: z.number(),
  status: z.number(),
});
export type SupportMessagesPage = z.infer<typeof supportMessagesPage>;

/**
 * Socket topic `SUPPORT` (private, to the owner's sockets only): new or changed messages (a new
 * reply, delivery or read marks) and the unread count after the change.
 */
export const SUPPORT_TOPIC = 'SUPPORT';
export const supportPush = z.object({ messages: z.array(supportMessage), unread: z.number() });
export type SupportPush = z.infer<typeof supportPush>;

/** POST /api/feedback/submit. */
export const feedbackSubmitBody = z.strictObject({
  content: typedText(SUPPORT_LIMITS.textMax),
  contact: z
    .string({ error: 'validation.invalid' })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: 'validation.control_characters' })
    .transform((v) => v.trim())
    .pipe(z.string().max(SUPPORT_LIMITS.contactMax, { error: 'validation.too_long' }))
    .optional()
    .default(''),
  image: z
    .string({ error: 'validation.invalid' })
    .trim()
    .refine((v) => v === '' || UPLOAD_URL.test(v), { error: 'validation.invalid' })
    .optional()
    .default(''),
});

/** Feedback status: 0 new (waiting for staff), 1 handled. */
export const FeedbackStatus = { NEW: 0, HANDLED: 1 } as const;

/** GET /api/support/unread, POST /api/support/read: the unread count (user-centre badge). */
export const supportUnread = z.object({ unread: z.number() });

/** POST /api/feedback/submit: the stored feedback's id. */
export const feedbackSubmitted = z.object({ id: z.number() });
