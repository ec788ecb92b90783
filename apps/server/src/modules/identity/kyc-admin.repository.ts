import { KycStatus } from '@fxdesk/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { kycSubmissions, users } from '../../db/schema.js';
import { certifiedFlag, isCertified } from './invites.repository.js';

/** The back office's reads of real-name submissions and referrals. */

/**
 * One page of submissions of a status (all without one), each with its client's ids. The
 * waiting queue is worked oldest first; the other lists newest first.
 */
export async function kycQueue(db: DbOrTx, status: number | undefined, limit: number, offset: number) {
  const where = status ? eq(kycSubmissions.status, status) : undefined;
  const rows = await db
    .select({ row: kycSubmissions, email: users.email, mobile: users.mobile, uid: users.uid })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(where)
    .orderBy(status === KycStatus.WAITING ? kycSubmissions.id : desc(kycSubmissions.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(kycSubmissions).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many submissions wait for review. */
export async function kycWaitingCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.status, KycStatus.WAITING));
  return row?.n ?? 0;
}

/** A client's submissions, newest first. */
export function kycOfUser(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.id))
    .limit(limit);
}

/** How the back office names an inviter: the same columns on a client's page and in the report. */
const inviterColumns = {
  id: users.id,
  uid: users.uid,
  email: users.email,
  mobile: users.mobile,
  inviteCode: users.inviteCode,
};

/** Whom a user was invited by: undefined for no such user, null for no inviter. */
export async function inviterOf(db: DbOrTx, userId: number) {
  const [user] = await db.select({ referrerId: users.referrerId }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  if (!user.referrerId) return null;
  const [inviter] = await db.select(inviterColumns).from(users).where(eq(users.id, user.referrerId));
  return inviter ?? null;
}

/** Inviters by number of accounts brought (most first), and every referred account counted. */
export async function referralsReport(db: DbOrTx, limit: number, offset: number) {
  const invitee = alias(users, 'invitee');
  const referrals = count(invitee.id);
  const verified = sql<number>`count(*) filter (where ${isCertified(invitee.id)})::int`;
  const rows = await db
    .select({
      ...inviterColumns,
      referrals,
      verified,
      lastAt: sql<string>`max(${invitee.createdAt})`,
    })
    .from(users)
    .innerJoin(invitee, eq(invitee.referrerId, users.id))
    .groupBy(users.id)
    .orderBy(desc(referrals), desc(users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${users.referrerId})::int` })
    .from(users)
    .where(sql`${users.referrerId} is not null`);
  const [all] = await db
    .select({ n: count(), verified: sql<number>`coalesce(sum(${certifiedFlag}), 0)::int` })
    .from(users)
    .where(sql`${users.referrerId} is not null`);
  return {
    data: rows,
    total: total?.n ?? 0,
    referred: all?.n ?? 0,
    referredVerified: all?.verified ?? 0,
  };
}
