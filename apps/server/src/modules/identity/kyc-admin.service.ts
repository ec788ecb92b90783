import type { KycSubmission } from '@fxdesk/contract';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { inviteesOf } from './invites.repository.js';
import { inviterOf, kycOfUser, kycQueue, kycWaitingCount, referralsReport } from './kyc-admin.repository.js';
import { KycService, type KycDeps, type KycRow } from './kyc.service.js';

/** A submission as the console sees it (dates become ISO text on the wire). */
const view = (r: KycRow) => ({
  id: r.id,
  userId: r.userId,
  name: r.name,
  cardId: r.cardId,
  frontPic: r.frontPic,
  reversePic: r.reversePic,
  status: r.status as KycSubmission['status'],
  remark: r.remark,
  reviewedBy: r.reviewedBy,
  reviewedAt: r.reviewedAt,
  createdAt: r.createdAt,
});

/**
 * The back office's side of identity: the KYC queue and decisions, a client's verification
 * history, who invited whom and the referrals report. `size` is the console's page size.
 */
export class KycAdmin {
  private readonly kyc: KycService;

  constructor(
    private readonly ctx: KycDeps,
    private readonly size: number,
  ) {
    this.kyc = new KycService(ctx);
  }

  /** Submissions of a status (1 waiting, 2 certified, 3 rejected; all without one). */
  async queue(status: number | undefined, page: number) {
    const { rows, total } = await kycQueue(this.ctx.db, status, this.size, (page - 1) * this.size);
    return {
      data: rows.map((r) => ({ ...view(r.row), email: r.email, mobile: r.mobile, uid: r.uid })),
      total,
    };
  }

  async waiting() {
    return { waiting: await kycWaitingCount(this.ctx.db) };
  }

  /** A client's submissions, newest first. */
  async history(userId: number) {
    return (await kycOfUser(this.ctx.db, userId, this.size)).map(view);
  }

  /** Certify or reject a waiting submission, once; `within` (the audit row) commits with it. */
  async review(
    id: number,
    decision: 'approve' | 'reject',
    actor: string,
    remark: string,
    within: (tx: Tx, row: KycRow) => Promise<void>,
  ) {
    return view(await this.kyc.review(id, decision, actor, remark, within));
  }

  /** A client's inviter and one page of the accounts they invited. */
  async referralsOf(userId: number, page: number) {
    const inviter = await inviterOf(this.ctx.db, userId);
    if (inviter === undefined) throw new AppError('NOT_FOUND');
    const invited = await inviteesOf(this.ctx.db, userId, page, this.size);
    return {
      inviter,
      referrals: invited.data.map((r) => ({
        id: r.id,
        uid: r.uid,
        email: r.email,
        mobile: r.mobile,
        createdAt: r.created_at,
        verified: r.is_real_verified,
      })),
      total: invited.total,
    };
  }

  /** Inviters by number of accounts brought. */
  report(page: number) {
    return referralsReport(this.ctx.db, this.size, (page - 1) * this.size);
  }
}
