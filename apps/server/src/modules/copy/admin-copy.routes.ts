import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CopyContext as AppContext } from './copy.deps.js';
import { answer, audit, idParam, likeTerm, PAGE, staffRoute } from '../backoffice/index.js';
import { CopyAdmin } from './copy-admin.service.js';

/**
 * Back office, copy trading (DESIGN §7): traders and applications (approve, reject, hide, name a
 * trader, revoke), follows per client and the copy activity log with skips and their reasons.
 * Every change is audited in its own transaction.
 */
export const adminCopyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const copy = new CopyAdmin(ctx);

  staffRoute(app, 'GET /admin/api/copy/traders', 'copy.read', 'Traders and applications', async (req) => {
    const { status, demo, q, page } = req.query;
    return answer(
      req.lang,
      await copy.traders({ status, demo, term: q ? likeTerm(q) : undefined }, page, PAGE),
    );
  });

  staffRoute(
    app,
    'POST /admin/api/copy/traders/:id/review',
    'copy.write',
    'Approve or reject an application',
    { params: idParam },
    async (req) =>
      answer(
        req.lang,
        await copy.review(req.params.id, req.body, (tx, updated) =>
          audit(tx, req, {
            action: req.body.approve ? 'copy.trader_approve' : 'copy.trader_reject',
            targetType: 'user',
            targetId: req.params.id,
            after: { status: updated.status, remark: updated.remark },
          }),
        ),
      ),
  );

  staffRoute(
    app,
    'POST /admin/api/copy/traders/:id/hide',
    'copy.write',
    'Hide or show a trader (demo traders too)',
    { params: idParam },
    async (req) =>
      answer(
        req.lang,
        await copy.hide(req.params.id, req.body.hidden, (tx) =>
          audit(tx, req, {
            action: req.body.hidden ? 'copy.trader_hide' : 'copy.trader_show',
            targetType: 'user',
            targetId: req.params.id,
          }),
        ),
      ),
  );

  /**
   * Revoking stops the trader being copyable: its follows stop (reason trader_revoked) and the
   * copies already open are left to their followers as their own positions; they no longer
   * close with the trader.
   */
  staffRoute(
    app,
    'POST /admin/api/copy/traders/:id/revoke',
    'copy.write',
    'Revoke a trader (open copies are left to followers)',
    { params: idParam },
    async (req) => {
      const stopped = await copy.revoke(req.params.id, (tx, followsStopped) =>
        audit(tx, req, {
          action: 'copy.trader_revoke',
          targetType: 'user',
          targetId: req.params.id,
          after: { follows_stopped: followsStopped },
        }),
      );
      return answer(req.lang, { follows_stopped: stopped });
    },
  );

  staffRoute(
    app,
    'POST /admin/api/copy/traders/name',
    'copy.write',
    'Name an account a trader (approved at once)',
    async (req) =>
      answer(
        req.lang,
        await copy.name(req.body.user_id, req.body.name, (tx, values) =>
          audit(tx, req, {
            action: 'copy.trader_name',
            targetType: 'user',
            targetId: req.body.user_id,
            after: values,
          }),
        ),
      ),
  );

  staffRoute(
    app,
    'GET /admin/api/copy/follows',
    'copy.read',
    'Follows, per client or per trader',
    async (req) => {
      const { user_id, trader_id, page } = req.query;
      return answer(req.lang, await copy.follows({ userId: user_id, traderId: trader_id }, page, PAGE));
    },
  );

  staffRoute(
    app,
    'GET /admin/api/copy/activity',
    'copy.read',
    'Copy activity: copies and skips with reasons',
    async (req) => {
      const { follow_id, outcome, page } = req.query;
      return answer(req.lang, await copy.activity({ followId: follow_id, outcome }, page, PAGE));
    },
  );
};
