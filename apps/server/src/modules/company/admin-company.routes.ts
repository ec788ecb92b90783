import { strictIdParam, backOfficeRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { UploadDeps } from '../funds/index.js';
import { answer, PAGE, staffFromContract } from '../backoffice/index.js';
import { CompanyAdmin } from './company-admin.service.js';
import { receiveStaffImage } from '../funds/index.js';
import { audit } from '../backoffice/index.js';

/** A strict numeric :id in the path ("1e3", "07", "-1" refused). */
const idParams = z.object({ id: strictIdParam() });

/**
 * The company directory in the back office (DESIGN §7 "the back office manages companies"):
 * list, create, edit, logo upload, publish and unpublish; complaints filed by clients. Every
 * change is audited with the values before and after.
 */
export const adminCompanyRoutes: FastifyPluginAsyncZod<UploadDeps & { clock: Clock }> = async (app, ctx) => {
  const directory = new CompanyAdmin(ctx);

  app.get(
    '/admin/api/companies',
    staffFromContract(
      'companies.read',
      'Directory companies, drafts included',
      backOfficeRoutes['GET /admin/api/companies'],
    ),
    async (req) => answer(req.lang, await directory.list(req.query, req.query.page, PAGE)),
  );

  app.get(
    '/admin/api/companies/:id',
    staffFromContract('companies.read', 'One company', backOfficeRoutes['GET /admin/api/companies/:id'], {
      params: idParams,
    }),
    async (req) => answer(req.lang, await directory.one(req.params.id)),
  );

  app.post(
    '/admin/api/companies',
    staffFromContract(
      'companies.write',
      'Create a directory company (a draft unless published = 1)',
      backOfficeRoutes['POST /admin/api/companies'],
    ),
    async (req) =>
      answer(
        req.lang,
        await directory.create(req.body, (tx, created) =>
          audit(tx, req, {
            action: 'company.created',
            targetType: 'company',
            targetId: created.id,
            after: req.body,
          }),
        ),
      ),
  );

  app.put(
    '/admin/api/companies/:id',
    staffFromContract(
      'companies.write',
      'Edit a company (only the fields given); published 0/1 unlists or lists it',
      backOfficeRoutes['PUT /admin/api/companies/:id'],
      { params: idParams },
    ),
    async (req) =>
      answer(
        req.lang,
        await directory.update(req.params.id, req.body, (tx, before) => {
          const changed = Object.fromEntries(
            Object.keys(req.body).map((k) => [k, before[k as keyof typeof before]]),
          );
          const action =
            Object.keys(req.body).length === 1 && req.body.published !== undefined
              ? req.body.published
                ? 'company.published'
                : 'company.unpublished'
              : 'company.changed';
          return audit(tx, req, {
            action,
            targetType: 'company',
            targetId: before.id,
            before: changed,
            after: req.body,
          });
        }),
      ),
  );

  app.post(
    '/admin/api/companies/logo',
    staffFromContract(
      'companies.write',
      'Upload a company logo (multipart field "file"); returns its url for the logo field',
      backOfficeRoutes['POST /admin/api/companies/logo'],
    ),
    async (req) => answer(req.lang, { url: await receiveStaffImage(ctx, req) }),
  );

  app.get(
    '/admin/api/complaints',
    staffFromContract(
      'complaints.read',
      'Complaints about directory companies, newest first',
      backOfficeRoutes['GET /admin/api/complaints'],
    ),
    async (req) => answer(req.lang, await directory.complaints(req.query.company_id, req.query.page, PAGE)),
  );
};
