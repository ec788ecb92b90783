import { ChargeStatus, WithdrawalStatus } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, idParam, staffRoute } from '../backoffice/index.js';
import { FundsReview } from './admin-funds-review.service.js';
import { audit } from '../backoffice/index.js';

/** Funds review: deposits and withdrawals by status, each decision once and audited (DESIGN §1). */
export const adminFundsReviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const review = new FundsReview(ctx);

  staffRoute(app, 'GET /admin/api/funds/deposits', 'funds.read', 'Deposits by status', async (req) =>
    answer(req.lang, await review.deposits(req.query)),
  );

  staffRoute(
    app,
    'POST /admin/api/funds/deposits/:id/approve',
    'funds.review',
    'Credit a deposit (once)',
    { params: idParam },
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

  staffRoute(
    app,
    'POST /admin/api/funds/deposits/:id/reject',
    'funds.review',
    'Reject with a remark, or mark invalid',
    { params: idParam },
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

  staffRoute(app, 'GET /admin/api/funds/withdrawals', 'funds.read', 'Withdrawals by status', async (req) =>
    answer(req.lang, await review.withdrawals(req.query)),
  );

  for (const decision of ['pay', 'reject'] as const) {
    // A rejection tells the client why: its body's remark is required, as for a deposit.
    staffRoute(
      app,
      `POST /admin/api/funds/withdrawals/:id/${decision}`,
      'funds.review',
      decision === 'pay' ? 'Mark paid (lock released)' : 'Reject (lock returned)',
      { params: idParam },
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
