import { CONTROL_CHARACTERS, KycStatus, pageParam } from '@fxdesk/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KycDeps } from './kyc.service.js';
import { kycSubmissions, users } from '../../db/schema.js';
import { sqlConst } from '../../db/sql-const.js';
import { success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { anyData, idParam, PAGE, tags } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { certifiedFlag, inviteesOf } from './invites.repository.js';
import { KYC_WAITING, KycService, type KycRow } from './kyc.service.js';

const rejectBody = z.object({
  remark: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(500, { error: 'validation.invalid' })
    .refine((v) => !CONTROL_CHARACTERS.test(v.replace(/\n/g, ' ')), { error: 'validation.invalid' }),
});
const queueQuery = z.object({ status: z.coerce.number().int().min(1).max(3).optional(), page: pageParam });

const view = (r: KycRow) => ({
  id: r.id,
  userId: r.userId,
  name: r.name,
  cardId: r.cardId,
  frontPic: r.frontPic,
  reversePic: r.reversePic,
  status: r.status,
  remark: r.remark,
  reviewedBy: r.reviewedBy,
  reviewedAt: r.reviewedAt,
  createdAt: r.createdAt,
});

/**
 * Back office: the KYC queue and decisions (kyc.read / kyc.review: owner and support), a
 * client's verification history, who invited whom and the referrals report (clients.read).
 */
export const adminIdentityRoutes: FastifyPluginAsyncZod<KycDeps> = async (app, ctx) => {
  const { db } = ctx;
  const kyc = new KycService(ctx);

  app.get(
    '/admin/api/kyc',
    {
      config: { permission: 'kyc.read' },
      schema: {
        tags,
        summary: 'KYC submissions by status (1 waiting, 2 certified, 3 rejected)',
        querystring: queueQuery,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const where = req.query.status ? eq(kycSubmissions.status, req.query.status) : undefined;
      const rows = await db
        .select({ row: kycSubmissions, email: users.email, mobile: users.mobile, uid: users.uid })
        .from(kycSubmissions)
        .innerJoin(users, eq(users.id, kycSubmissions.userId))
        .where(where)
        // The waiting queue is worked oldest first; the other lists newest first.
        .orderBy(req.query.status === KYC_WAITING ? kycSubmissions.id : desc(kycSubmissions.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      const [total] = await db.select({ n: count() }).from(kycSubmissions).where(where);
      return success(req.lang, {
        data: rows.map((r) => ({ ...view(r.row), email: r.email, mobile: r.mobile, uid: r.uid })),
        total: total?.n ?? 0,
      });
    },
  );

  app.get(
    '/admin/api/kyc/waiting',
    {
      config: { permission: 'kyc.read' },
      schema: {
        tags,
        summary: 'How many KYC submissions wait for review (the nav badge)',
        response: { 200: anyData },
      },
    },
    async (req) => {
      const [row] = await db
        .select({ n: count() })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.status, KYC_WAITING));
      return success(req.lang, { waiting: row?.n ?? 0 });
    },
  );

  app.get(
    '/admin/api/clients/:id/kyc',
    {
      config: { permission: 'kyc.read' },
      schema: {
        tags,
        summary: "A client's KYC submissions, newest first",
        params: idParam,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const rows = await db
        .select()
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, req.params.id))
        .orderBy(desc(kycSubmissions.id))
        .limit(PAGE);
      return success(req.lang, rows.map(view));
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/api/kyc/:id/${decision}`,
      {
        config: { permission: 'kyc.review' },
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Certify a waiting submission'
              : 'Reject a waiting submission with a reason',
          params: idParam,
          ...(decision === 'reject' ? { body: rejectBody } : {}),
          response: { 200: anyData },
        },
      },
      async (req) => {
        const remark = decision === 'reject' ? (req.body as z.infer<typeof rejectBody>).remark : '';
        const row = await kyc.review(req.params.id, decision, req.staff!.email, remark, (tx, r) =>
          audit(tx, req, {
            action: decision === 'approve' ? 'kyc.approved' : 'kyc.rejected',
            targetType: 'kyc',
            targetId: r.id,
            before: { status: KYC_WAITING, user_id: r.userId },
            after: { status: r.status, remark: r.remark },
          }),
        );
        return success(req.lang, view(row));
      },
    );
  }

  app.get(
    '/admin/api/clients/:id/referrals',
    {
      config: { permission: 'clients.read' },
      schema: {
        tags,
        summary: "A client's inviter and the accounts they invited",
        params: idParam,
        querystring: z.object({ page: pageParam }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const [user] = await db
        .select({ referrerId: users.referrerId })
        .from(users)
        .where(eq(users.id, req.params.id));
      if (!user) throw new AppError('NOT_FOUND');
      const [inviter] = user.referrerId
        ? await db
            .select({
              id: users.id,
              uid: users.uid,
              email: users.email,
              mobile: users.mobile,
              inviteCode: users.inviteCode,
            })
            .from(users)
            .where(eq(users.id, user.referrerId))
        : [];
      const page = await inviteesOf(db, req.params.id, req.query.page, PAGE);
      return success(req.lang, {
        inviter: inviter ?? null,
        referrals: page.data.map((r) => ({
          id: r.id,
          uid: r.uid,
          email: r.email,
          mobile: r.mobile,
          createdAt: r.created_at,
          verified: r.is_real_verified,
        })),
        total: page.total,
      });
    },
  );

  app.get(
    '/admin/api/referrals',
    {
      config: { permission: 'clients.read' },
      schema: {
        tags,
        summary: 'Referrals report: inviters by number of accounts brought',
        querystring: z.object({ page: pageParam }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const invitee = alias(users, 'invitee');
      const referrals = count(invitee.id);
      const verified = sql<number>`count(*) filter (where exists (select 1 from kyc_submissions k where k.user_id = ${invitee.id} and k.status = ${sqlConst(KycStatus.CERTIFIED)}))::int`;
      const rows = await db
        .select({
          id: users.id,
          uid: users.uid,
          email: users.email,
          mobile: users.mobile,
          inviteCode: users.inviteCode,
          referrals,
          verified,
          lastAt: sql<string>`max(${invitee.createdAt})`,
        })
        .from(users)
        .innerJoin(invitee, eq(invitee.referrerId, users.id))
        .groupBy(users.id)
        .orderBy(desc(referrals), desc(users.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      const [total] = await db
        .select({ n: sql<number>`count(distinct ${users.referrerId})::int` })
        .from(users)
        .where(and(sql`${users.referrerId} is not null`));
      const [all] = await db
        .select({ n: count(), verified: sql<number>`coalesce(sum(${certifiedFlag}), 0)::int` })
        .from(users)
        .where(sql`${users.referrerId} is not null`);
      return success(req.lang, {
        data: rows,
        total: total?.n ?? 0,
        referred: all?.n ?? 0,
        referredVerified: all?.verified ?? 0,
      });
    },
  );
};
