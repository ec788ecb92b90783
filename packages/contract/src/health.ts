import { z } from 'zod';

/** GET /healthz: what a load balancer or an operator reads (docs/operations.md). */
export const healthReport = z.object({
  /** `degraded`: serving, but prices are not live (no feed news for PRICE_STALE_MS): dealing is refused. */
  status: z.enum(['up', 'degraded', 'down']),
  database: z.enum(['up', 'down']),
  feed: z.object({
    /** `idle`: no pair is open (a 24/5 weekend), so no tick is expected; `stale`: see PRICE_STALE_MS. */
    status: z.enum(['up', 'stale', 'idle', 'down']),
    open_pairs: z.number(),
    last_tick_age_ms: z.number().nullable(),
    /** Since this node last heard the feed (ticks or the leader's heartbeat). */
    last_heard_age_ms: z.number().nullable(),
  }),
  engine: z.object({
    /** `running` here; `remote` on an api node; `standby` waiting for the engine lock. */
    status: z.enum(['running', 'remote', 'standby']),
    running: z.boolean(),
    up: z.boolean(),
  }),
  /** Broken invariants (a ledger chain that does not add up) this process has met since start (the log has each). */
  invariants: z.object({ failures: z.number() }),
});
