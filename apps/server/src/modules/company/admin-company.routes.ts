import { pageParam, singleLine, strictIdParam } from '@fxdesk/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { UploadDeps } from '../funds/index.js';
import { companies, companyComplaints, users } from '../../db/schema.js';
import { success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { anyData, LOGO, PAGE, tags } from '../backoffice/index.js';
import { likeLiteral } from './company.repository.js';
import { receiveStaffImage } from '../funds/index.js';
import { audit } from '../backoffice/index.js';

/** A strict numeric :id in the path ("1e3", "07", "-1" refused). */
const idParams = z.object({ id: strictIdParam() });

const emailOrBlank = z.union([
  z.literal(''),
  z.email({ error: 'validation.email_invalid' }).max(254, { error: 'validation.email_invalid' }),
]);
/** A website is an absolute http(s) address or nothing. */
const urlOrBlank = singleLine(300).refine((v) => v === '' || /^https?:\/\/[^\s"'<>]+$/.test(v), {
  error: 'validation.invalid',
});

/** Every SPEC §3 company field with its limits; `published` 1 lists it for clients. */
const companyFields = z
  .object({
    name: singleLine(200).pipe(z.string().min(1, { error: 'validation.required' })),
    logo: singleLine(300).regex(LOGO, { error: 'validation.invalid' }),
    url: urlOrBlank,
    subject: singleLine(300),
    registeredAddress: singleLine(300),
    location: singleLine(300),
    email: emailOrBlank,
    published: z.union([z.literal(0), z.literal(1)]),
  })
  .strict();

const listQuery = z.object({
  q: singleLine(100).optional(),
  /** '' or absent: all; 0 drafts; 1 published. */
  published: z.enum(['0', '1']).optional(),
  page: pageParam,
});

/**
 * The company directory in the back office (DESIGN §7 "the back office manages companies"):
 * list, create, edit, logo upload, publish and unpublish; complaints filed by clients. Every
 * change is audited with the values before and after.
 */
export const adminCompanyRoutes: FastifyPluginAsyncZod<UploadDeps & { clock: Clock }> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/admin/api/companies',
    {
      config: { permission: 'companies.read' },
      schema: {
        tags,
        summary: 'Directory companies, drafts included',
        querystring: listQuery,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const { q, published, page } = req.query;
      const where: SQL | undefined = and(
        q ? ilike(companies.name, `%${likeLiteral(q)}%`) : undefined,
        published ? eq(companies.published, Number(published)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(companies)
          .where(where)
          .orderBy(desc(companies.isSelf), desc(companies.id))
          .limit(PAGE)
          .offset((page - 1) * PAGE),
        db.select({ n: count() }).from(companies).where(where),
      ]);
      return success(req.lang, { data: rows, total: total?.n ?? 0 });
    },
  );

  app.get(
    '/admin/api/companies/:id',
    {
      config: { permission: 'companies.read' },
      schema: { tags, summary: 'One company', params: idParams, response: { 200: anyData } },
    },
    async (req) => {
      const [row] = await db.select().from(companies).where(eq(companies.id, req.params.id));
      if (!row) throw new AppError('COMPANY_NOT_FOUND');
      return success(req.lang, row);
    },
  );

  app.post(
    '/admin/api/companies',
    {
      config: { permission: 'companies.write' },
      schema: {
        tags,
        summary: 'Create a directory company (a draft unless published = 1)',
        body: companyFields.partial({
          logo: true,
          url: true,
          subject: true,
          registeredAddress: true,
          location: true,
          email: true,
          published: true,
        }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(companies)
          .values({ ...req.body, isSelf: 0 })
          .returning();
        if (!created) throw new Error('company insert returned nothing');
        await audit(tx, req, {
          action: 'company.created',
          targetType: 'company',
          targetId: created.id,
          after: req.body,
        });
        return created;
      });
      return success(req.lang, row);
    },
  );

  app.put(
    '/admin/api/companies/:id',
    {
      config: { permission: 'companies.write' },
      schema: {
        tags,
        summary: 'Edit a company (only the fields given); published 0/1 unlists or lists it',
        params: idParams,
        body: companyFields.partial(),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(companies)
          .where(eq(companies.id, req.params.id))
          .for('update');
        if (!before) throw new AppError('COMPANY_NOT_FOUND');
        const [after] = await tx
          .update(companies)
          .set({ ...req.body, updatedAt: ctx.clock() })
          .where(eq(companies.id, before.id))
          .returning();
        const changed = Object.fromEntries(
          Object.keys(req.body).map((k) => [k, before[k as keyof typeof before]]),
        );
        const action =
          Object.keys(req.body).length === 1 && req.body.published !== undefined
            ? req.body.published
              ? 'company.published'
              : 'company.unpublished'
            : 'company.changed';
        await audit(tx, req, {
          action,
          targetType: 'company',
          targetId: before.id,
          before: changed,
          after: req.body,
        });
        return after;
      });
      return success(req.lang, row);
    },
  );

  app.post(
    '/admin/api/companies/logo',
    {
      config: { permission: 'companies.write' },
      schema: {
        tags,
        summary: 'Upload a company logo (multipart field "file"); returns its url for the logo field',
        response: { 200: anyData },
      },
    },
    async (req) => success(req.lang, { url: await receiveStaffImage(ctx, req) }),
  );

  app.get(
    '/admin/api/complaints',
    {
      config: { permission: 'complaints.read' },
      schema: {
        tags,
        summary: 'Complaints about directory companies, newest first',
        querystring: z.object({ company_id: strictIdParam().optional(), page: pageParam }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const where = req.query.company_id ? eq(companyComplaints.companyId, req.query.company_id) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: companyComplaints.id,
            companyId: companyComplaints.companyId,
            companyName: companies.name,
            userId: companyComplaints.userId,
            uid: users.uid,
            subject: companyComplaints.subject,
            content: companyComplaints.content,
            contact: companyComplaints.contact,
            mailedTo: companyComplaints.mailedTo,
            ip: companyComplaints.ip,
            createdAt: companyComplaints.createdAt,
          })
          .from(companyComplaints)
          .innerJoin(companies, eq(companies.id, companyComplaints.companyId))
          .innerJoin(users, eq(users.id, companyComplaints.userId))
          .where(where)
          .orderBy(desc(companyComplaints.id))
          .limit(PAGE)
          .offset((req.query.page - 1) * PAGE),
        db.select({ n: count() }).from(companyComplaints).where(where),
      ]);
      return success(req.lang, { data: rows, total: total?.n ?? 0 });
    },
  );
};
