import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf, answer, idParam, staffRoute } from '../backoffice/index.js';
import { AdminStaffService } from './admin-staff.service.js';

/**
 * Staff management (back-office issue), owner only: list, create with a one-time password,
 * change role, disable or enable, reset the authenticator or the password (AdminStaffService).
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const staff = new AdminStaffService(ctx);

  staffRoute(app, 'GET /admin/api/staff', 'staff.manage', 'Staff accounts', async (req) =>
    answer(req.lang, await staff.list()),
  );

  staffRoute(
    app,
    'POST /admin/api/staff',
    'staff.manage',
    'Create a staff account; the one-time password is in the answer, once',
    async (req) => answer(req.lang, await staff.create(req.body.email, req.body.role, actorOf(req))),
  );

  staffRoute(
    app,
    'PUT /admin/api/staff/:id',
    'staff.manage',
    'Change a role, or disable (sessions revoked) / enable a staff account',
    { params: idParam },
    async (req) => answer(req.lang, await staff.change(req.params.id, req.body, actorOf(req))),
  );

  staffRoute(
    app,
    'POST /admin/api/staff/:id/reset-totp',
    'staff.manage',
    'Reset the authenticator: the next login enrols a new one; sessions revoked',
    { params: idParam },
    async (req) => answer(req.lang, await staff.resetTotp(req.params.id, actorOf(req))),
  );

  staffRoute(
    app,
    'POST /admin/api/staff/:id/reset-password',
    'staff.manage',
    'A new one-time password (in the answer, once); sessions revoked',
    { params: idParam },
    async (req) => answer(req.lang, await staff.resetPassword(req.params.id, actorOf(req))),
  );
};
