import { fromContract } from '../../http/route-options.js';
import { staffRoute } from '../backoffice/index.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes } from '@fxdesk/contract';
import type { AppContext } from '../../context.js';
import { success } from '../../http/envelope.js';
import type { AdminAuth } from './admin-auth.js';
import { answer, audit } from '../backoffice/index.js';
import { clearStaffCookie, csrfTokenFor, setStaffCookie } from './staff-cookie.js';

const tags = ['back office'];

export const adminAuthRoutes: FastifyPluginAsyncZod<AppContext & { adminAuth: AdminAuth }> = async (
  app,
  ctx,
) => {
  const { adminAuth } = ctx;

  app.post(
    '/admin/api/auth/login',
    fromContract(
      tags,
      'Staff login: password, then TOTP; sets the httpOnly session cookie and returns the CSRF token; first login returns an enrolment secret instead',
      backOfficeRoutes['POST /admin/api/auth/login'],
    ),
    async (req, reply) => {
      const result = await adminAuth.login(req.body, req.ip);
      if (result.enroll) return answer(req.lang, result);
      const { token, ...rest } = result;
      return answer(req.lang, { ...rest, csrf_token: setStaffCookie(req, reply, token) });
    },
  );

  app.post(
    '/admin/api/auth/enroll',
    fromContract(
      tags,
      'Confirm TOTP enrolment with a code from the scanned secret; starts the session (cookie and CSRF token)',
      backOfficeRoutes['POST /admin/api/auth/enroll'],
    ),
    async (req, reply) => {
      const { token, ...rest } = await adminAuth.enroll(req.body, req.ip);
      return answer(req.lang, { ...rest, csrf_token: setStaffCookie(req, reply, token) });
    },
  );

  staffRoute(
    app,
    'POST /admin/api/auth/logout',
    'staff.self',
    'End the staff session',
    async (req, reply) => {
      await adminAuth.logout(req.staff!.sessionId, (tx) =>
        audit(tx, req, {
          action: 'staff.logout',
          targetType: 'admin',
          targetId: req.staff!.id,
          after: { session_id: req.staff!.sessionId },
        }),
      );
      clearStaffCookie(req, reply);
      return success(req.lang, null);
    },
  );

  staffRoute(app, 'GET /admin/api/me', 'staff.self', 'The signed-in staff member', async (req) =>
    answer(req.lang, {
      id: req.staff!.id,
      email: req.staff!.email,
      role: req.staff!.role,
      must_change_password: req.staff!.mustChangePassword === 1,
      // After a reload the console has its cookie but needs the CSRF token again.
      csrf_token: csrfTokenFor(req),
    }),
  );

  staffRoute(
    app,
    'POST /admin/api/auth/password',
    'staff.self',
    'Change own password (at least 12 characters), confirmed with the current password and a TOTP code; other sessions end',
    async (req) => {
      await adminAuth.changePassword(req.staff!, req.body, req.ip, (tx) =>
        audit(tx, req, { action: 'staff.password_changed', targetType: 'admin', targetId: req.staff!.id }),
      );
      return success(req.lang, null, 'success.password_changed');
    },
  );
};
