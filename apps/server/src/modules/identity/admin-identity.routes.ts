import {
  clientReferrals,
  kycHistory,
  kycQueuePage,
  kycQueueQuery,
  kycRejectBody,
  kycSubmission,
  kycWaiting,
  pageQuery,
  referralsReport,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { answer, audit, idParam, PAGE, tags, staffRoute } from '../backoffice/index.js';
import { KycAdmin } from './kyc-admin.service.js';
import { KYC_WAITING, type KycDeps } from './kyc.service.js';

/**
 * Back office: the KYC queue and decisions (kyc.read / kyc.review: owner and support), a
 * client's verification history, who invited whom and the referrals report (clients.read).
 */
export const adminIdentityRoutes: FastifyPluginAsyncZod<KycDeps> = async (app, ctx) => {
  const kyc = new KycAdmin(ctx, PAGE);

  app.get(
    '/admin/api/kyc',
    staffRoute('kyc.read', 'KYC submissions by status (1 waiting, 2 certified, 3 rejected)', kycQueuePage, {
      querystring: kycQueueQuery,
    }),
    async (req) => answer(req.lang, await kyc.queue(req.query.status, req.query.page)),
  );

  app.get(
    '/admin/api/kyc/waiting',
    staffRoute('kyc.read', 'How many KYC submissions wait for review (the nav badge)', kycWaiting),
    async (req) => answer(req.lang, await kyc.waiting()),
  );

  app.get(
    '/admin/api/clients/:id/kyc',
    staffRoute('kyc.read', "A client's KYC submissions, newest first", kycHistory, { params: idParam }),
    async (req) => answer(req.lang, await kyc.history(req.params.id)),
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
          ...(decision === 'reject' ? { body: kycRejectBody } : {}),
          response: { 200: envelope(kycSubmission) },
        },
      },
      async (req) => {
        const remark = decision === 'reject' ? (req.body as z.infer<typeof kycRejectBody>).remark : '';
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

  app.get(
    '/admin/api/clients/:id/referrals',
    staffRoute('clients.read', "A client's inviter and the accounts they invited", clientReferrals, {
      params: idParam,
      querystring: pageQuery,
    }),
    async (req) => answer(req.lang, await kyc.referralsOf(req.params.id, req.query.page)),
  );

  app.get(
    '/admin/api/referrals',
    staffRoute('clients.read', 'Referrals report: inviters by number of accounts brought', referralsReport, {
      querystring: pageQuery,
    }),
    async (req) => answer(req.lang, await kyc.report(req.query.page)),
  );
};
