import { ChargeStatus, WithdrawalStatus, backOfficeRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, idParam, staffFromContract } from '../backoffice/index.js';
import { FundsReview } from './admin-funds-review.service.js';
import { audit } from '../backoffice/index.js';

/** Funds review: deposits and withdrawals by status, each decision once and audited (DESIGN §1). */
export const adminFundsReviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const review = new FundsReview(ctx);

  app.get(
    '/admin/api/funds/deposits',
    staffFromContract('funds.read', 'Deposits by status', backOfficeRoutes['GET /admin/api/funds/deposits']),
    async (req) => answer(req.lang, await review.deposits(req.query)),
  );

  app.post(
    '/admin/api/funds/deposits/:id/approve',
    staffFromContract(
      'funds.review',
      'Credit a deposit (once)',
      backOfficeRoutes['POST /admin/api/funds/deposits/:id/approve'],
      { params: idParam },
    ),
    async (req) => {
      const row = await ctx.deposits.approve(req.params.id, req.body.amount, req.staff!.email, (tx, charge) =>
        audit(tx, req, {
          action: 'deposit.approved',
          targetType: 'charge',
          targetId: charge.id,
          before: { status: ChargeStatus.UNCHECKED },
          after: { status: ChargeStatus.FINISHED, credited: req.body.amount },
        }),
      );
      return answer(req.lang, row);
    },
  );

  app.post(
    '/admin/api/funds/deposits/:id/reject',
    staffFromContract(
      'funds.review',
      'Reject with a remark, or mark invalid',
      backOfficeRoutes['POST /admin/api/funds/deposits/:id/reject'],
      { params: idParam },
    ),
    async (req) => {
      const row = await ctx.deposits.reject(
        req.params.id,
        req.body.remark,
        req.staff!.email,
        req.body.invalid ? ChargeStatus.INVALID : ChargeStatus.REJECTED,
        (tx, charge) =>
          audit(tx, req, {
            action: req.body.invalid ? 'deposit.invalidated' : 'deposit.rejected',
            targetType: 'charge',
            targetId: charge.id,
            before: { status: ChargeStatus.UNCHECKED },
            after: { status: charge.status, remark: charge.remark },
          }),
      );
      return answer(req.lang, row);
    },
  );

  app.get(
    '/admin/api/funds/withdrawals',
    staffFromContract(
      'funds.read',
      'Withdrawals by status',
      backOfficeRoutes['GET /admin/api/funds/withdrawals'],
    ),
    async (req) => answer(req.lang, await review.withdrawals(req.query)),
  );

  for (const decision of ['pay', 'reject'] as const) {
    app.post(
      `/admin/api/funds/withdrawals/:id/${decision}`,
      // A rejection tells the client why: its body's remark is required, as for a deposit.
      staffFromContract(
        'funds.review',
        decision === 'pay' ? 'Mark paid (lock released)' : 'Reject (lock returned)',
        backOfficeRoutes[`POST /admin/api/funds/withdrawals/:id/${decision}`],
        { params: idParam },
      ),
      async (req) => {
        const row = await ctx.withdrawals.review(
          req.params.id,
          decision,
          req.staff!.email,
          req.body.remark ?? '',
          (tx, withdrawal) =>
            audit(tx, req, {
              action: `withdrawal.${decision === 'pay' ? 'paid' : 'rejected'}`,
              targetType: 'withdrawal',
              targetId: withdrawal.id,
              before: { status: WithdrawalStatus.REVIEWING },
              after: { status: withdrawal.status, remark: withdrawal.remark },
            }),
        );
        return answer(req.lang, row);
      },
    );
  }
};
