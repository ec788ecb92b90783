import {
  companyInfoQuery,
  companyPage,
  companySearchQuery,
  complaintBody,
  complaintEmail,
  company,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../security/index.js';
import type { MessageTransport } from '../notify/index.js';
import { emptyEnvelope, envelope, success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { complianceAddress, findPublished, searchPublished, toCompany } from './company.repository.js';
import { fileComplaint } from './complaints.service.js';

const tags = ['company'];

/** Company-directory ("main") mode for clients (SPEC §1, §3, DESIGN §7). */
export const companyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimiter: RateLimiter;
  transport: MessageTransport;
}> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/api/company/search',
    {
      schema: {
        tags,
        summary: 'Published companies whose name contains `name`; 20 a page',
        querystring: companySearchQuery,
        response: { 200: envelope(companyPage) },
      },
    },
    async (req) => success(req.lang, await searchPublished(db, req.query.name, req.query.page)),
  );

  app.get(
    '/api/company/info',
    {
      schema: {
        tags,
        summary: 'One published company (SPEC §3 company fields)',
        querystring: companyInfoQuery,
        response: { 200: envelope(company) },
      },
    },
    async (req) => {
      const row = await findPublished(db, req.query.id);
      if (!row) throw new AppError('COMPANY_NOT_FOUND');
      return success(req.lang, toCompany(row));
    },
  );

  app.get(
    '/api/company/complaint_email',
    {
      schema: {
        tags,
        summary: 'The address complaints are mailed to ("" when none is configured)',
        response: { 200: envelope(complaintEmail) },
      },
    },
    async (req) => success(req.lang, { email: await complianceAddress(db) }),
  );

  app.post(
    '/api/company/complaint',
    {
      preHandler: app.requireRealUser,
      schema: {
        tags,
        summary: 'Complain about a company: mailed to the compliance address, listed for staff',
        body: complaintBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await fileComplaint(ctx, { userId: req.user().id, ip: req.ip }, req.body);
      return success(req.lang, null, 'company.complaint_sent');
    },
  );
};
