import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageParam, singleLine } from '@fxdesk/contract';
import { decimalAdd, decimalCompare, decimalRound } from '@fxdesk/domain';
import type { AppContext } from '../../context.js';
import { accounts, auditLog, ledgerEntries, orders, sessions, users } from '../../db/schema.js';
import { success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { announceRevocation } from '../auth/index.js';
import { toOrderView } from '../trading/index.js';
import { bidsOf } from '../trading/index.js';
import { post } from '../wallet/index.js';
import { anyData, idParam, PAGE, tags } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';

const num = (v: string | null | undefined) => Number(Number(v ?? 0).toFixed(6));

/** The ledger ref_type of a back-office adjustment; its ref_id is the console's idempotency key. */
const ADJUST_REF = 'admin_adjust';

const adjustBody = z.object({
  /** Signed USD, 2 decimals, never 0. */
  amount: z
    .string()
    .regex(/^-?\d{1,9}(\.\d{1,2})?$/, { error: 'validation.invalid' })
    .refine((v) => Number(v) !== 0, { error: 'validation.invalid' }),
  reason: singleLine(500).min(3, { error: 'validation.required' }),
  /** Made once per adjustment by the console: a double submit posts once. */
  idempotency_key: z.string().regex(/^[\w-]{8,64}$/, { error: 'validation.invalid' }),
});

/** Clients: search, detail, disable or enable login, balance adjustment, revoke sessions (DESIGN §1). */
export const adminClientsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, market } = ctx;

  /**
   * An adjustment's reason lives in its audit row (after.reason, keyed by after.ref_id = the
   * ledger ref_id), so the ledger view shows why without a memo column in the ledger.
   */
  async function adjustmentReasons(userId: number): Promise<Map<string, string>> {
    const rows = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'client.balance_adjusted'),
          eq(auditLog.targetType, 'user'),
          eq(auditLog.targetId, String(userId)),
        ),
      );
    const reasons = new Map<string, string>();
    for (const { after } of rows) {
      const entry = after as { ref_id?: unknown; reason?: unknown } | null;
      if (typeof entry?.ref_id === 'string' && typeof entry.reason === 'string')
        reasons.set(entry.ref_id, entry.reason);
    }
    return reasons;
  }

  app.get(
    '/admin/api/clients',
    {
      config: { permission: 'clients.read' },
      schema: {
        tags,
        summary: 'Search clients by e-mail, mobile or uid',
        querystring: z.object({ q: singleLine(100).optional(), page: pageParam }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const q = req.query.q ? `%${req.query.q.replace(/[%_]/g, '')}%` : undefined;
      const where = q ? or(ilike(users.email, q), ilike(users.mobile, q), ilike(users.uid, q)) : undefined;
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return success(req.lang, {
        data: rows.map((u) => ({
          id: u.id,
          uid: u.uid,
          email: u.email,
          mobile: u.mobile,
          is_demo: u.isDemo,
          status: u.status,
          invite_code: u.inviteCode,
          created_at: u.createdAt,
        })),
        total: total?.n ?? 0,
      });
    },
  );

  app.post(
    '/admin/api/clients/:id/status',
    {
      config: { permission: 'clients.write' },
      schema: {
        tags,
        summary: 'Disable (0) or enable (1) login; disabling revokes sessions',
        params: idParam,
        body: z.object({ status: z.union([z.literal(0), z.literal(1)]) }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const [before] = await db
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, req.params.id));
      if (!before) throw new AppError('NOT_FOUND');
      await db.transaction(async (tx) => {
        await tx.update(users).set({ status: req.body.status }).where(eq(users.id, req.params.id));
        if (req.body.status === 0)
          await tx.execute(
            sql`update sessions set revoked_at = now() where user_id = ${req.params.id} and revoked_at is null`,
          );
        await audit(tx, req, {
          action: req.body.status === 0 ? 'client.disabled' : 'client.enabled',
          targetType: 'user',
          targetId: req.params.id,
          before,
          after: req.body,
        });
      });
      if (req.body.status === 0) await announceRevocation(ctx, req.params.id);
      return success(req.lang, { id: req.params.id, status: req.body.status });
    },
  );

  app.post(
    '/admin/api/clients/:id/adjust',
    {
      config: { permission: 'clients.adjust' },
      schema: {
        tags,
        summary: 'Balance adjustment with a mandatory reason (its own ledger kind)',
        params: idParam,
        body: adjustBody,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const { amount, reason, idempotency_key: key } = req.body;
      const result = await db.transaction(async (tx) => {
        // Locked first: a double submit waits here, then finds the first one's entry.
        const [account] = await tx
          .select()
          .from(accounts)
          .where(eq(accounts.userId, req.params.id))
          .for('update');
        if (!account) throw new AppError('NOT_FOUND');
        const [done] = await tx
          .select({ id: ledgerEntries.id })
          .from(ledgerEntries)
          .where(
            and(
              eq(ledgerEntries.accountId, account.id),
              eq(ledgerEntries.kind, 'adjustment'),
              eq(ledgerEntries.refType, ADJUST_REF),
              eq(ledgerEntries.refId, key),
            ),
          );
        if (done) return { balance: account.balance, lockBalance: account.lockBalance, replayed: true };
        const exceeds = () =>
          new AppError(
            'INSUFFICIENT_FUNDS',
            { balance: decimalRound(account.balance, 2, 'floor') },
            'errors.adjust_exceeds_balance',
          );
        if (decimalCompare(decimalAdd(account.balance, amount), '0') < 0) throw exceeds();
        const after = await post(tx, {
          accountId: account.id,
          kind: 'adjustment',
          amount,
          refType: ADJUST_REF,
          refId: key,
          actor: req.staff!.email,
        });
        if (!after.ok) throw exceeds();
        await audit(tx, req, {
          action: 'client.balance_adjusted',
          targetType: 'user',
          targetId: req.params.id,
          before: { balance: account.balance },
          after: { balance: after.balance, amount, reason, ref_id: key },
        });
        return { balance: after.balance, lockBalance: after.lockBalance, replayed: false };
      });
      // Committed: the engine (margin, stop-out) and the client's screens learn of it at once.
      if (!result.replayed)
        ctx.events.emit({
          kind: 'balance',
          userId: req.params.id,
          cause: 'adjustment',
          balanceUsd: result.balance,
          lockBalanceUsd: result.lockBalance,
        });
      return success(req.lang, result);
    },
  );

  app.get(
    '/admin/api/clients/:id',
    {
      config: { permission: 'clients.read' },
      schema: {
        tags,
        summary: 'Client profile, account, ledger, orders, sessions',
        params: idParam,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const [user] = await db.select().from(users).where(eq(users.id, req.params.id));
      if (!user) throw new AppError('NOT_FOUND');
      const [account] = await db.select().from(accounts).where(eq(accounts.userId, user.id));
      const ledger = account
        ? await db
            .select()
            .from(ledgerEntries)
            .where(eq(ledgerEntries.accountId, account.id))
            .orderBy(desc(ledgerEntries.id))
            .limit(100)
        : [];
      const reasons = await adjustmentReasons(user.id);
      const recent = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, user.id))
        .orderBy(desc(orders.id))
        .limit(100);
      const userSessions = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user.id))
        .orderBy(desc(sessions.id))
        .limit(50);
      const bids = bidsOf(market);
      return success(req.lang, {
        user: {
          id: user.id,
          uid: user.uid,
          email: user.email,
          mobile: user.mobile,
          is_demo: user.isDemo,
          status: user.status,
          invite_code: user.inviteCode,
          referrer_id: user.referrerId,
          /** The directory company of the sign-up link (SPEC §9 company_id), if any. */
          company_id: user.companyId,
          created_at: user.createdAt,
        },
        account: { balance: num(account?.balance), lock_balance: num(account?.lockBalance) },
        ledger: ledger.map((l) => ({
          id: l.id,
          kind: l.kind,
          amount: num(l.amount),
          balance_after: num(l.balanceAfter),
          lock_amount: num(l.lockAmount),
          actor: l.actor,
          reason: l.refType === ADJUST_REF ? (reasons.get(l.refId ?? '') ?? '') : '',
          created_at: l.createdAt,
        })),
        orders: recent.map((o) => toOrderView(market, bids, o, req.lang)),
        sessions: userSessions.map((s) => ({
          id: s.id,
          ip: s.ip,
          user_agent: s.userAgent,
          created_at: s.createdAt,
          last_seen_at: s.lastSeenAt,
          expires_at: s.expiresAt,
          revoked_at: s.revokedAt,
        })),
      });
    },
  );

  app.post(
    '/admin/api/clients/:id/revoke-sessions',
    {
      config: { permission: 'clients.write' },
      schema: { tags, summary: 'Log the client out everywhere', params: idParam, response: { 200: anyData } },
    },
    async (req) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, req.params.id));
      if (!user) throw new AppError('NOT_FOUND');
      const revoked = await db.transaction(async (tx) => {
        const rows = await tx
          .update(sessions)
          .set({ revokedAt: ctx.clock() })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        await audit(tx, req, {
          action: 'client.sessions_revoked',
          targetType: 'user',
          targetId: user.id,
          after: { revoked: rows.length },
        });
        return rows.length;
      });
      await announceRevocation(ctx, user.id);
      return success(req.lang, { revoked });
    },
  );
};
