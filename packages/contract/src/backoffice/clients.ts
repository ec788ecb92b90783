import { z } from 'zod';
import { pageOf, pageParam, singleLine } from '../schema-helpers.js';
import { orderView } from '../trading.js';
import { clientRef, isoTime, optionalTime } from './common.js';

/** GET /admin/api/clients rows. */
export const clientRow = clientRef.extend({
  is_demo: z.number(),
  /** 1 active, 0 login disabled. */
  status: z.number(),
  invite_code: z.string(),
  created_at: isoTime,
});
export type ClientRow = z.infer<typeof clientRow>;
export const clientPage = pageOf(clientRow);

export const ledgerRow = z.object({
  id: z.number(),
  kind: z.string(),
  amount: z.number(),
  balance_after: z.number(),
  lock_amount: z.number(),
  actor: z.string(),
  /** An adjustment's reason, from its audit row; '' for other kinds. */
  reason: z.string(),
  created_at: isoTime,
});
export type LedgerRow = z.infer<typeof ledgerRow>;

export const clientSession = z.object({
  id: z.number(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: isoTime,
  last_seen_at: isoTime,
  expires_at: isoTime,
  revoked_at: optionalTime,
});
export type ClientSession = z.infer<typeof clientSession>;

/** GET /admin/api/clients/:id */
export const clientDetail = z.object({
  user: clientRow.extend({
    referrer_id: z.number().nullable(),
    /** The directory company of the sign-up link (SPEC §9 company_id), if any. */
    company_id: z.number().nullable(),
  }),
  account: z.object({ balance: z.number(), lock_balance: z.number() }),
  ledger: z.array(ledgerRow),
  orders: z.array(orderView),
  sessions: z.array(clientSession),
});
export type ClientDetail = z.infer<typeof clientDetail>;

/** POST /admin/api/clients/:id/status */
export const clientStatusResult = z.object({ id: z.number(), status: z.number() });
/** POST /admin/api/clients/:id/adjust: the booked figures after it; `replayed` for a repeated key. */
export const adjustResult = z.object({ balance: z.string(), lockBalance: z.string(), replayed: z.boolean() });
export type AdjustResult = z.infer<typeof adjustResult>;
/** POST /admin/api/clients/:id/revoke-sessions */
export const revokeResult = z.object({ revoked: z.number() });

/** GET /admin/api/clients: a search by e-mail, mobile or uid. */
export const clientSearchQuery = z.object({ q: singleLine(100).optional(), page: pageParam });

/** POST /admin/api/clients/:id/status: disable (0) or enable (1) login. */
export const clientStatusBody = z.object({ status: z.union([z.literal(0), z.literal(1)]) });

/** POST /admin/api/clients/:id/adjust: a balance adjustment. */
export const clientAdjustBody = z.object({
  /** Signed USD, 2 decimals, never 0. */
  amount: z
    .string()
    .regex(/^-?\d{1,9}(\.\d{1,2})?$/, { error: 'validation.invalid' })
    .refine((v) => Number(v) !== 0, { error: 'validation.invalid' }),
  reason: singleLine(500).min(3, { error: 'validation.required' }),
  /** Made once per adjustment by the console: a double submit posts once. */
  idempotency_key: z.string().regex(/^[\w-]{8,64}$/, { error: 'validation.invalid' }),
});
