import { strictIdParam } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { UploadDeps } from '../funds/index.js';
import { answer, PAGE, staffRoute } from '../backoffice/index.js';
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

  staffRoute(
    app,
    'GET /admin/api/companies',
    'companies.read',
    'Directory companies, drafts included',
    async (req) => answer(req.lang, await directory.list(req.query, req.query.page, PAGE)),
  );

  staffRoute(
    app,
    'GET /admin/api/companies/:id',
    'companies.read',
    'One company',
    { params: idParams },
    async (req) => answer(req.lang, await directory.one(req.params.id)),
  );

  staffRoute(
    app,
    'POST /admin/api/companies',
    'companies.write',
    'Create a directory company (a draft unless published = 1)',
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

  staffRoute(
    app,
    'PUT /admin/api/companies/:id',
    'companies.write',
    'Edit a company (only the fields given); published 0/1 unlists or lists it',
    { params: idParams },
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

  staffRoute(
    app,
    'POST /admin/api/companies/logo',
    'companies.write',
    'Upload a company logo (multipart field "file"); returns its url for the logo field',
    async (req) => answer(req.lang, { url: await receiveStaffImage(ctx, req) }),
  );

  staffRoute(
    app,
    'GET /admin/api/complaints',
    'complaints.read',
    'Complaints about directory companies, newest first',
    async (req) => answer(req.lang, await directory.complaints(req.query.company_id, req.query.page, PAGE)),
  );
};
