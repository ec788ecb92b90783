import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountUsd, pageParam } from '@fxdesk/contract';
import type { AppContext } from '../../context.js';
import { auditLog, charges, companies, outboxMessages, users, withdrawals } from '../../db/schema.js';
import { envelope, success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import {
  readSettings,
  SETTING_DEFAULTS,
  writeSetting,
  type SettingKey,
} from '../settings/settings.repository.js';
import { accountOf, post } from '../wallet/ledger.js';
import { audit } from './audit.js';

const tags = ['back office'];
const anyData = envelope(z.unknown());
const PAGE = 50;
const idParam = z.object({ id: z.coerce.number().int().positive() });
const statusPage = z.object({ status: z.coerce.number().int().min(0).max(3).optional(), page: pageParam });

/** Settings the back office may edit, with their value schema. */
const SETTINGS_SCHEMA = z
  .object({
    service_link: z.string().max(500),
    service_link_type: z.number().int().min(1).max(3),
    verify_reg_type: z.number().int().min(1).max(2),
    trade_fee_type: z.number().int().min(1).max(2),
    is_show_mobile: z.union([z.literal(1), z.literal(3)]),
    site_status: z.number().int().min(0).max(1),
    loss_url: z.string().max(500),
    site_type: z.number().int().min(1).max(2),
    restricted_countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(50),
    demo_balance: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
    stop_out_level: z.number().min(0).max(100),
    margin_call_level: z.number().min(0).max(1000),
  })
  .partial()
  .strict();

/** Funds review, settings, clients, outbox and audit for the back office (DESIGN §1). */
export const adminOpsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/admin/api/funds/deposits',
    {
      config: { permission: 'funds.read' },
      schema: { tags, summary: 'Deposits by status', querystring: statusPage, response: { 200: anyData } },
    },
    async (req) => {
      const where = req.query.status === undefined ? undefined : eq(charges.status, req.query.status);
      const rows = await db
        .select({ c: charges, email: users.email, uid: users.uid })
        .from(charges)
        .innerJoin(users, eq(users.id, charges.userId))
        .where(where)
        .orderBy(desc(charges.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      const [total] = await db.select({ n: count() }).from(charges).where(where);
      return success(req.lang, {
        data: rows.map((r) => ({ ...r.c, email: r.email, uid: r.uid })),
        total: total?.n ?? 0,
      });
    },
  );

  app.post(
    '/admin/api/funds/deposits/:id/approve',
    {
      config: { permission: 'funds.review' },
      schema: {
        tags,
        summary: 'Credit a deposit (once)',
        params: idParam,
        body: z.object({ amount: amountUsd }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const row = await ctx.deposits.approve(req.params.id, req.body.amount, req.staff!.email, (tx, charge) =>
        audit(tx, req, {
          action: 'deposit.approved',
          targetType: 'charge',
          targetId: charge.id,
          before: { status: 0 },
          after: { status: 1, credited: req.body.amount },
        }),
      );
      return success(req.lang, row);
    },
  );

  app.post(
    '/admin/api/funds/deposits/:id/reject',
    {
      config: { permission: 'funds.review' },
      schema: {
        tags,
        summary: 'Reject with a remark, or mark invalid',
        params: idParam,
        body: z.object({
          remark: z.string().trim().min(1, { error: 'validation.required' }).max(500),
          invalid: z.boolean().optional(),
        }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const row = await ctx.deposits.reject(
        req.params.id,
        req.body.remark,
        req.staff!.email,
        req.body.invalid ? 3 : 2,
        (tx, charge) =>
          audit(tx, req, {
            action: req.body.invalid ? 'deposit.invalidated' : 'deposit.rejected',
            targetType: 'charge',
            targetId: charge.id,
            before: { status: 0 },
            after: { status: charge.status, remark: charge.remark },
          }),
      );
      return success(req.lang, row);
    },
  );

  app.get(
    '/admin/api/funds/withdrawals',
    {
      config: { permission: 'funds.read' },
      schema: { tags, summary: 'Withdrawals by status', querystring: statusPage, response: { 200: anyData } },
    },
    async (req) => {
      const where = req.query.status === undefined ? undefined : eq(withdrawals.status, req.query.status);
      const rows = await db
        .select({ w: withdrawals, email: users.email, uid: users.uid })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .where(where)
        .orderBy(desc(withdrawals.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
      return success(req.lang, {
        data: rows.map((r) => ({ ...r.w, email: r.email, uid: r.uid })),
        total: total?.n ?? 0,
      });
    },
  );

  for (const decision of ['pay', 'reject'] as const) {
    app.post(
      `/admin/api/funds/withdrawals/:id/${decision}`,
      {
        config: { permission: 'funds.review' },
        schema: {
          tags,
          summary: decision === 'pay' ? 'Mark paid (lock released)' : 'Reject (lock returned)',
          params: idParam,
          body: z.object({ remark: z.string().trim().max(500).optional() }),
          response: { 200: anyData },
        },
      },
      async (req) => {
        const row = await ctx.withdrawals.review(
          req.params.id,
          decision,
          req.staff!.email,
          req.body.remark ?? '',
          (tx, withdrawal) =>
            audit(tx, req, {
              action: `withdrawal.${decision === 'pay' ? 'paid' : 'rejected'}`,
              targetType: 'withdrawal',
              targetId: withdrawal.id,
              before: { status: 0 },
              after: { status: withdrawal.status, remark: withdrawal.remark },
            }),
        );
        return success(req.lang, row);
      },
    );
  }

  app.get(
    '/admin/api/settings',
    {
      config: { permission: 'settings.read' },
      schema: { tags, summary: 'All platform settings', response: { 200: anyData } },
    },
    async (req) => success(req.lang, await readSettings(db, Object.keys(SETTING_DEFAULTS) as SettingKey[])),
  );

  app.put(
    '/admin/api/settings',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Change settings (only the keys given)',
        body: SETTINGS_SCHEMA,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const keys = Object.keys(req.body) as SettingKey[];
      const before = await readSettings(db, keys);
      await db.transaction(async (tx) => {
        for (const key of keys) await writeSetting(tx, key, req.body[key] as never);
        await audit(tx, req, {
          action: 'settings.changed',
          targetType: 'settings',
          targetId: keys.join(','),
          before,
          after: req.body,
        });
      });
      return success(req.lang, await readSettings(db, keys));
    },
  );

  app.get(
    '/admin/api/clients',
    {
      config: { permission: 'clients.read' },
      schema: {
        tags,
        summary: 'Search clients by e-mail, mobile or uid',
        querystring: z.object({ q: z.string().trim().max(100).optional(), page: pageParam }),
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
        body: z.object({
          amount: z.string().regex(/^-?\d{1,9}(\.\d{1,2})?$/, { error: 'validation.invalid' }),
          reason: z.string().trim().min(3, { error: 'validation.required' }).max(500),
        }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const result = await db.transaction(async (tx) => {
        const account = await accountOf(tx, req.params.id);
        if (!account) throw new AppError('NOT_FOUND');
        const after = await post(tx, {
          accountId: account.id,
          kind: 'adjustment',
          amount: req.body.amount,
          refType: 'admin',
          refId: `${req.staff!.id}:${Date.now()}`,
          actor: req.staff!.email,
        });
        await audit(tx, req, {
          action: 'client.balance_adjusted',
          targetType: 'user',
          targetId: req.params.id,
          before: { balance: account.balance },
          after: { balance: after.balance, amount: req.body.amount, reason: req.body.reason },
        });
        return after;
      });
      return success(req.lang, result);
    },
  );

  app.get(
    '/admin/api/company',
    {
      config: { permission: 'settings.read' },
      schema: { tags, summary: 'The broker company profile', response: { 200: anyData } },
    },
    async (req) => {
      const [row] = await db.select().from(companies).where(eq(companies.isSelf, 1));
      return success(req.lang, row ?? null);
    },
  );

  app.put(
    '/admin/api/company',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Edit the company profile and contact e-mail (SPEC §3 company)',
        body: z
          .object({
            name: z.string().trim().min(1).max(200),
            logo: z.string().trim().max(300),
            url: z.string().trim().max(300),
            subject: z.string().trim().max(300),
            registeredAddress: z.string().trim().max(300),
            location: z.string().trim().max(300),
            email: z.email({ error: 'validation.email_invalid' }),
          })
          .partial()
          .strict(),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const [before] = await db.select().from(companies).where(eq(companies.isSelf, 1));
      if (!before) throw new AppError('NOT_FOUND');
      const after = await db.transaction(async (tx) => {
        const [row] = await tx.update(companies).set(req.body).where(eq(companies.id, before.id)).returning();
        await audit(tx, req, {
          action: 'company.changed',
          targetType: 'company',
          targetId: before.id,
          before,
          after: req.body,
        });
        return row;
      });
      return success(req.lang, after);
    },
  );

  app.get(
    '/admin/api/system',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: 'Mail transport, database, bus and engine status',
        response: { 200: anyData },
      },
    },
    async (req) =>
      success(req.lang, {
        mail_transport: ctx.config.mailTransport,
        smtp_configured: Boolean(ctx.config.SMTP_URL),
        sms_transport: 'outbox',
        database: ctx.database.kind,
        bus: ctx.config.REDIS_URL ? 'redis' : 'in-process',
        engine_leader: ctx.trading.engine !== null,
        sockets: ctx.gateway.stats,
      }),
  );

  app.get(
    '/admin/api/outbox',
    {
      config: { permission: 'outbox.read' },
      schema: {
        tags,
        summary: 'Messages sent by the outbox transport',
        querystring: z.object({ q: z.string().trim().max(100).optional(), page: pageParam }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const where = req.query.q
        ? ilike(outboxMessages.recipient, `%${req.query.q.replace(/[%_]/g, '')}%`)
        : undefined;
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(where)
        .orderBy(desc(outboxMessages.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      return success(req.lang, { data: rows });
    },
  );

  app.get(
    '/admin/api/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        summary: 'Audit log, newest first',
        querystring: z.object({ action: z.string().trim().max(64).optional(), page: pageParam }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const where = req.query.action
        ? ilike(auditLog.action, `${req.query.action.replace(/[%_]/g, '')}%`)
        : undefined;
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return success(req.lang, { data: rows, total: total?.n ?? 0 });
    },
  );
};
