import { staffChangeBody, staffCreateBody, staffList, staffView, staffWithPassword } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope } from '../../http/envelope.js';
import { actorOf, answer, idParam, staffRoute, tags } from '../backoffice/index.js';
import { AdminStaffService } from './admin-staff.service.js';

/**
 * Staff management (back-office issue), owner only: list, create with a one-time password,
 * change role, disable or enable, reset the authenticator or the password (AdminStaffService).
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const staff = new AdminStaffService(ctx);
  const manage = { permission: 'staff.manage' } as const;

  app.get(
    '/admin/api/staff',
    { config: manage, schema: { tags, summary: 'Staff accounts', response: { 200: envelope(staffList) } } },
    async (req) => answer(req.lang, await staff.list()),
  );

  app.post(
    '/admin/api/staff',
    staffRoute(
      'staff.manage',
      'Create a staff account; the one-time password is in the answer, once',
      staffWithPassword,
      { body: staffCreateBody },
    ),
    async (req) => answer(req.lang, await staff.create(req.body.email, req.body.role, actorOf(req))),
  );

  app.put(
    '/admin/api/staff/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change a role, or disable (sessions revoked) / enable a staff account',
        params: idParam,
        body: staffChangeBody,
        response: { 200: envelope(staffView) },
      },
    },
    async (req) => answer(req.lang, await staff.change(req.params.id, req.body, actorOf(req))),
  );

  app.post(
    '/admin/api/staff/:id/reset-totp',
    staffRoute(
      'staff.manage',
      'Reset the authenticator: the next login enrols a new one; sessions revoked',
      staffView,
      { params: idParam },
    ),
    async (req) => answer(req.lang, await staff.resetTotp(req.params.id, actorOf(req))),
  );

  app.post(
    '/admin/api/staff/:id/reset-password',
    staffRoute(
      'staff.manage',
      'A new one-time password (in the answer, once); sessions revoked',
      staffWithPassword,
      { params: idParam },
    ),
    async (req) => answer(req.lang, await staff.resetPassword(req.params.id, actorOf(req))),
  );
};
