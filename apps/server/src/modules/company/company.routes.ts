import { clientRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../security/index.js';
import type { MessageTransport } from '../notify/index.js';
import { success } from '../../http/envelope.js';
import { clientRouter, fromContract } from '../../http/route-options.js';
import { CompanyDirectory, type CompanyDirectoryDeps } from './company.service.js';
import { fileComplaint } from './complaints.service.js';

const tags = ['company'];

/** Company-directory ("main") mode for clients (SPEC §1, §3, DESIGN §7). */
export const companyRoutes: FastifyPluginAsyncZod<
  CompanyDirectoryDeps & { rateLimiter: RateLimiter; transport: MessageTransport }
> = async (app, ctx) => {
  const route = clientRouter(app, tags);
  const realRoute = clientRouter(app, tags, { preHandler: app.requireRealUser });
  const directory = new CompanyDirectory(ctx);

  // Registered here, beside the directory, but listed with the public settings as it always was.
  app.get(
    '/api/company/getCompany',
    fromContract(['settings'], 'The broker company profile', clientRoutes['GET /api/company/getCompany']),
    async (req) => success(req.lang, await directory.own()),
  );

  route('GET /api/company/search', 'Published companies whose name contains `name`; 20 a page', async (req) =>
    success(req.lang, await directory.search(req.query.name, req.query.page)),
  );

  route('GET /api/company/info', 'One published company (SPEC §3 company fields)', async (req) =>
    success(req.lang, await directory.published(req.query.id)),
  );

  route(
    'GET /api/company/complaint_email',
    'The address complaints are mailed to ("" when none is configured)',
    async (req) => success(req.lang, { email: await directory.complianceAddress() }),
  );

  realRoute(
    'POST /api/company/complaint',
    'Complain about a company: mailed to the compliance address, listed for staff',
    async (req) => {
      await fileComplaint(ctx, { userId: req.user().id, ip: req.ip }, req.body);
      return success(req.lang, null, 'company.complaint_sent');
    },
  );
};
