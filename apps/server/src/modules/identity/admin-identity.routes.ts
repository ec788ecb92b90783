import type { backOfficeRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { answer, audit, idParam, PAGE, staffRoute } from '../backoffice/index.js';
import { KycAdmin } from './kyc-admin.service.js';
import { KYC_WAITING, type KycDeps } from './kyc.service.js';

/** What a KYC rejection sends, once validated: the reject route's body. */
type RejectBody = z.output<(typeof backOfficeRoutes)['POST /admin/api/kyc/:id/reject']['body']>;

/**
 * Back office: the KYC queue and decisions (kyc.read / kyc.review: owner and support), a
 * client's verification history, who invited whom and the referrals report (clients.read).
 */
export const adminIdentityRoutes: FastifyPluginAsyncZod<KycDeps> = async (app, ctx) => {
  const kyc = new KycAdmin(ctx, PAGE);

  staffRoute(
    app,
    'GET /admin/api/kyc',
    'kyc.read',
    'KYC submissions by status (1 waiting, 2 certified, 3 rejected)',
    async (req) => answer(req.lang, await kyc.queue(req.query.status, req.query.page)),
  );

  staffRoute(
    app,
    'GET /admin/api/kyc/waiting',
    'kyc.read',
    'How many KYC submissions wait for review (the nav badge)',
    async (req) => answer(req.lang, await kyc.waiting()),
  );

  staffRoute(
    app,
    'GET /admin/api/clients/:id/kyc',
    'kyc.read',
    "A client's KYC submissions, newest first",
    { params: idParam },
    async (req) => answer(req.lang, await kyc.history(req.params.id)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    staffRoute(
      app,
      `POST /admin/api/kyc/:id/${decision}`,
      'kyc.review',
      decision === 'approve' ? 'Certify a waiting submission' : 'Reject a waiting submission with a reason',
      { params: idParam },
      async (req) => {
        const remark = decision === 'reject' ? (req.body as RejectBody).remark : '';
        const row = await kyc.review(req.params.id, decision, req.staff!.email, remark, (tx, r) =>
          audit(tx, req, {
            action: decision === 'approve' ? 'kyc.approved' : 'kyc.rejected',
            targetType: 'kyc',
            targetId: r.id,
            before: { status: KYC_WAITING, user_id: r.userId },
            after: { status: r.status, remark: r.remark },
          }),
        );
        return answer(req.lang, row);
      },
    );
  }

  staffRoute(
    app,
    'GET /admin/api/clients/:id/referrals',
    'clients.read',
    "A client's inviter and the accounts they invited",
    { params: idParam },
    async (req) => answer(req.lang, await kyc.referralsOf(req.params.id, req.query.page)),
  );

  staffRoute(
    app,
    'GET /admin/api/referrals',
    'clients.read',
    'Referrals report: inviters by number of accounts brought',
    async (req) => answer(req.lang, await kyc.report(req.query.page)),
  );
};
