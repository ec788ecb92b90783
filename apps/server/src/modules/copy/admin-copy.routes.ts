import { CopyTraderStatus, FollowStatus, pageParam } from '@fxdesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CopyContext as AppContext } from './copy.deps.js';
import { copyTraders, follows, users } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { success } from '../../http/envelope.js';
import { audit } from '../backoffice/index.js';
import { anyData, idParam, likeTerm, PAGE, tags } from '../backoffice/index.js';
import { rows } from './stats.repository.js';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const plainText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.invalid' })
    .refine((v) => !CONTROL.test(v), { error: 'validation.invalid' });

const tradersQuery = z.object({
  /** 0 applied, 1 approved, 2 rejected, 3 revoked; none: all. */
  status: z.coerce.number().int().min(0).max(3).optional(),
  demo: z.enum(['0', '1']).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageParam,
});
const reviewBody = z.object({ approve: z.boolean(), remark: plainText(200).default('') });
const hideBody = z.object({ hidden: z.boolean() });
const nameBody = z.object({
  user_id: z.number().int().positive(),
  name: plainText(40).pipe(z.string().min(2)),
});
const followsQuery = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  trader_id: z.coerce.number().int().positive().optional(),
  page: pageParam,
});
const activityQuery = z.object({
  follow_id: z.coerce.number().int().positive().optional(),
  outcome: z.enum(['opened', 'skipped']).optional(),
  page: pageParam,
});

/**
 * Back office, copy trading (DESIGN §7): traders and applications (approve, reject, hide, name a
 * trader, revoke), follows per client and the copy activity log with skips and their reasons.
 * Every change is audited in its own transaction.
 */
export const adminCopyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const read = { permission: 'copy.read' } as const;
  const write = { permission: 'copy.write' } as const;

  app.get(
    '/admin/api/copy/traders',
    {
      config: read,
      schema: {
        tags,
        summary: 'Traders and applications',
        querystring: tradersQuery,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const q = req.query;
      const term = q.q ? `%${likeTerm(q.q)}%` : null;
      const found = await rows<Record<string, unknown> & { total_count: number }>(
        db,
        sql`select ct.user_id, ct.display_name, ct.bio, ct.status, ct.is_demo, ct.style, ct.hidden, ct.remark,
              ct.created_at as applied_at, ct.reviewed_at, u.uid, u.email, u.is_demo as demo_account,
              (select count(*) from follows f where f.trader_id = ct.user_id and f.status in (1, 2))::int as followers,
              (select coalesce(sum(closed_orders), 0) from trader_trade_days d join accounts a on a.id = d.account_id
                 where a.user_id = ct.user_id)::int as closed_orders,
              count(*) over ()::int as total_count
            from copy_traders ct join users u on u.id = ct.user_id
            where (${q.status ?? null}::int is null or ct.status = ${q.status ?? null}::int)
              and (${q.demo ?? null}::text is null or ct.is_demo = (${q.demo ?? null}::text = '1'))
              and (${term}::text is null or ct.display_name ilike ${term}::text or u.uid ilike ${term}::text
                   or coalesce(u.email, '') ilike ${term}::text)
            order by (ct.status = 0) desc, ct.created_at desc
            limit ${PAGE} offset ${(q.page - 1) * PAGE}`,
      );
      return success(req.lang, { data: found, total: found[0]?.total_count ?? 0 });
    },
  );

  app.post(
    '/admin/api/copy/traders/:id/review',
    {
      config: write,
      schema: {
        tags,
        summary: 'Approve or reject an application',
        params: idParam,
        body: reviewBody,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(copyTraders)
          .set({ status: req.body.approve ? 1 : 2, remark: req.body.remark, reviewedAt: ctx.clock() })
          .where(and(eq(copyTraders.userId, req.params.id), eq(copyTraders.status, CopyTraderStatus.APPLIED)))
          .returning();
        if (!updated) throw new AppError('TRADER_NOT_FOUND');
        await audit(tx, req, {
          action: req.body.approve ? 'copy.trader_approve' : 'copy.trader_reject',
          targetType: 'user',
          targetId: req.params.id,
          after: { status: updated.status, remark: updated.remark },
        });
        return updated;
      });
      return success(req.lang, row);
    },
  );

  app.post(
    '/admin/api/copy/traders/:id/hide',
    {
      config: write,
      schema: {
        tags,
        summary: 'Hide or show a trader (demo traders too)',
        params: idParam,
        body: hideBody,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(copyTraders)
          .set({ hidden: req.body.hidden })
          .where(eq(copyTraders.userId, req.params.id))
          .returning();
        if (!updated) throw new AppError('TRADER_NOT_FOUND');
        await audit(tx, req, {
          action: req.body.hidden ? 'copy.trader_hide' : 'copy.trader_show',
          targetType: 'user',
          targetId: req.params.id,
        });
        return updated;
      });
      return success(req.lang, row);
    },
  );

  /**
   * Revoking stops the trader being copyable: its follows stop (reason trader_revoked) and the
   * copies already open are left to their followers as their own positions; they no longer
   * close with the trader.
   */
  app.post(
    '/admin/api/copy/traders/:id/revoke',
    {
      config: write,
      schema: {
        tags,
        summary: 'Revoke a trader (open copies are left to followers)',
        params: idParam,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const stopped = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(copyTraders)
          .set({ status: CopyTraderStatus.REVOKED, reviewedAt: ctx.clock() })
          .where(
            and(eq(copyTraders.userId, req.params.id), eq(copyTraders.status, CopyTraderStatus.APPROVED)),
          )
          .returning();
        if (!updated) throw new AppError('TRADER_NOT_FOUND');
        const ended = await tx
          .update(follows)
          .set({ status: FollowStatus.STOPPED, stopReason: 'trader_revoked', stoppedAt: ctx.clock() })
          .where(
            and(
              eq(follows.traderId, req.params.id),
              inArray(follows.status, [FollowStatus.ACTIVE, FollowStatus.PAUSED]),
            ),
          )
          .returning({ id: follows.id });
        await audit(tx, req, {
          action: 'copy.trader_revoke',
          targetType: 'user',
          targetId: req.params.id,
          after: { follows_stopped: ended.length },
        });
        return ended.length;
      });
      return success(req.lang, { follows_stopped: stopped });
    },
  );

  app.post(
    '/admin/api/copy/traders/name',
    {
      config: write,
      schema: {
        tags,
        summary: 'Name an account a trader (approved at once)',
        body: nameBody,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, req.body.user_id));
        if (!user) throw new AppError('TRADER_NOT_FOUND');
        const values = {
          status: CopyTraderStatus.APPROVED,
          displayName: req.body.name,
          reviewedAt: ctx.clock(),
          remark: '',
        };
        const [saved] = await tx
          .insert(copyTraders)
          .values({ userId: user.id, ...values })
          .onConflictDoUpdate({ target: copyTraders.userId, set: values })
          .returning();
        await audit(tx, req, {
          action: 'copy.trader_name',
          targetType: 'user',
          targetId: user.id,
          after: values,
        });
        return saved;
      });
      return success(req.lang, row);
    },
  );

  app.get(
    '/admin/api/copy/follows',
    {
      config: read,
      schema: {
        tags,
        summary: 'Follows, per client or per trader',
        querystring: followsQuery,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const q = req.query;
      const found = await rows<Record<string, unknown> & { total_count: number }>(
        db,
        sql`select f.id, f.follower_id, fu.uid as follower_uid, f.trader_id, coalesce(ct.display_name, '') as trader,
              f.amount::text as amount, f.multiple::text as multiple, f.stop_loss_rate::text as stop_loss_rate,
              f.status, f.stop_reason, f.created_at, f.stopped_at,
              (select count(*) from orders o where o.follow_id = f.id and o.status = 1)::int as open_copies,
              (select coalesce(sum(o.realized_pnl - o.fee), 0) from orders o where o.follow_id = f.id and o.status = 3
                 and o.realized_pnl is not null)::text as realized,
              count(*) over ()::int as total_count
            from follows f join users fu on fu.id = f.follower_id left join copy_traders ct on ct.user_id = f.trader_id
            where (${q.user_id ?? null}::int is null or f.follower_id = ${q.user_id ?? null}::int)
              and (${q.trader_id ?? null}::int is null or f.trader_id = ${q.trader_id ?? null}::int)
            order by f.id desc limit ${PAGE} offset ${(q.page - 1) * PAGE}`,
      );
      return success(req.lang, { data: found, total: found[0]?.total_count ?? 0 });
    },
  );

  app.get(
    '/admin/api/copy/activity',
    {
      config: read,
      schema: {
        tags,
        summary: 'Copy activity: copies and skips with reasons',
        querystring: activityQuery,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const q = req.query;
      const found = await rows<Record<string, unknown> & { total_count: number }>(
        db,
        sql`select c.id, c.follow_id, c.leader_order_id, c.follower_order_id, c.outcome, c.reason, c.lots::text as lots,
              c.created_at, f.follower_id, f.trader_id, coalesce(ct.display_name, '') as trader,
              count(*) over ()::int as total_count
            from copy_trades c join follows f on f.id = c.follow_id left join copy_traders ct on ct.user_id = f.trader_id
            where (${q.follow_id ?? null}::int is null or c.follow_id = ${q.follow_id ?? null}::int)
              and (${q.outcome ?? null}::text is null or c.outcome = ${q.outcome ?? null}::text)
            order by c.id desc limit ${PAGE} offset ${(q.page - 1) * PAGE}`,
      );
      return success(req.lang, { data: found, total: found[0]?.total_count ?? 0 });
    },
  );
};
