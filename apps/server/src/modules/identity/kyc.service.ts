import { maskCardId, maskName, type KycCenter, type RealNameBody } from '@fxdesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { kycSubmissions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { readSetting } from '../settings/index.js';
import { claimUploads } from './uploads.repository.js';
import { inviteesOf } from './invites.repository.js';

export type KycRow = typeof kycSubmissions.$inferSelect;

/** Submission status in the table: 1 waiting, 2 certified, 3 rejected. */
export const KYC_WAITING = 1;
export const KYC_CERTIFIED = 2;
export const KYC_REJECTED = 3;

export async function latestSubmission(db: DbOrTx, userId: number): Promise<KycRow | undefined> {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return row;
}

export async function isCertified(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, KYC_CERTIFIED)))
    .limit(1);
  return !!row;
}

/** Withdrawals need a certified account unless the setting is off (default on, DESIGN §7). */
export async function assertMayWithdraw(db: DbOrTx, userId: number): Promise<void> {
  if ((await readSetting(db, 'withdraw_requires_kyc')) !== 1) return;
  if (!(await isCertified(db, userId))) throw new AppError('KYC_REQUIRED');
}

const openStateError = (row: KycRow | undefined) =>
  new AppError(row?.status === KYC_CERTIFIED ? 'KYC_CERTIFIED' : 'KYC_WAITING');

/**
 * Real-name verification (DESIGN §7): a client submits name, ID number and two photos they
 * uploaded; staff approve or reject with a reason; a rejection lets them submit again.
 */
/** What KYC uses. */
export interface KycDeps {
  db: Db;
  clock: Clock;
}

export class KycService {
  constructor(private readonly ctx: KycDeps) {}

  /** The accounts a client invited, newest first, masked as clients see them (SPEC §7 invite_list). */
  async invitees(referrerId: number, page: number) {
    const found = await inviteesOf(this.ctx.db, referrerId, page);
    return {
      data: found.data.map(({ uid, account, created_at, is_real_verified }) => ({
        uid,
        account,
        created_at,
        is_real_verified,
      })),
      total: found.total,
    };
  }

  /** SPEC §4: 0 not submitted (or rejected, remark says why), 1 waiting, 2 certified. */
  async center(userId: number): Promise<KycCenter> {
    const { db } = this.ctx;
    const row = await latestSubmission(db, userId);
    const requires = (await readSetting(db, 'withdraw_requires_kyc')) === 1 ? 1 : 0;
    if (!row || row.status === KYC_REJECTED)
      return {
        review_status: 0,
        name: '',
        card_id: '',
        remark: row?.remark ?? '',
        withdraw_requires_kyc: requires,
      };
    return {
      review_status: row.status === KYC_CERTIFIED ? 2 : 1,
      name: maskName(row.name),
      card_id: maskCardId(row.cardId),
      remark: '',
      withdraw_requires_kyc: requires,
    };
  }

  /**
   * Refused while waiting or certified. The partial unique index (one open submission per
   * client) settles two concurrent submissions: exactly one row is inserted, the other call is
   * answered as if it came second.
   */
  async submit(userId: number, input: RealNameBody): Promise<KycRow> {
    if (input.front_pic === input.reverse_pic)
      throw new AppError('INVALID_PARAMS', { field: 'reverse_pic' }, 'validation.invalid');
    const { db } = this.ctx;
    const open = await latestSubmission(db, userId);
    if (open && open.status !== KYC_REJECTED) throw openStateError(open);
    return db.transaction(async (tx) => {
      await claimUploads(tx, userId, [input.front_pic, input.reverse_pic], 'kyc');
      const [row] = await tx
        .insert(kycSubmissions)
        .values({
          userId,
          name: input.name,
          cardId: input.card_id,
          frontPic: input.front_pic,
          reversePic: input.reverse_pic,
          status: KYC_WAITING,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw openStateError(await latestSubmission(tx, userId));
      return row;
    });
  }

  /** Staff decision on a waiting submission, once; `within` (the audit row) commits with it. */
  async review(
    id: number,
    decision: 'approve' | 'reject',
    actor: string,
    remark: string,
    within?: (tx: Tx, row: KycRow) => Promise<void>,
  ): Promise<KycRow> {
    return this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(kycSubmissions)
        .set({
          status: decision === 'approve' ? KYC_CERTIFIED : KYC_REJECTED,
          remark,
          reviewedBy: actor,
          reviewedAt: this.ctx.clock(),
        })
        .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, KYC_WAITING)))
        .returning();
      if (!row) throw new AppError('RECORD_STATE_CHANGED');
      await within?.(tx, row);
      return row;
    });
  }
}
