import { KycStatus, maskAccount, type Invitee } from '@fxdesk/contract';
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { areas, users } from '../../db/schema.js';
import { sqlConst } from '../../db/sql-const.js';
import { timeHandler } from '../trading/index.js';
import { newestFirstPage } from '../../db/paging.js';

/** Invitees per page of GET /api/user/invite_list. */
export const INVITE_PAGE_SIZE = 20;

/** True when the user in `userId` (a column of the query) holds a certified real-name verification. */
export const isCertified = (userId: AnyColumn) =>
  sql<boolean>`exists (select 1 from kyc_submissions k where k.user_id = ${userId} and k.status = ${sqlConst(KycStatus.CERTIFIED)})`;

/** 1 when the user holds a certified real-name verification. */
export const certifiedFlag = sql<number>`(${isCertified(users.id)})::int`;

/** The login name of a user: the e-mail, or +prefix and mobile number. */
export const accountOf = (u: { email: string | null; mobile: string | null }, globalCode: string | null) =>
  u.email ?? (u.mobile ? `${globalCode ?? ''}${u.mobile}` : '');

/** The accounts a user brought (DESIGN §7), newest first, accounts masked. */
export async function inviteesOf(
  db: DbOrTx,
  referrerId: number,
  page: number,
  pageSize = INVITE_PAGE_SIZE,
): Promise<{
  data: (Invitee & { id: number; email: string | null; mobile: string | null })[];
  total: number;
}> {
  const { rows, total } = await newestFirstPage(
    db,
    users,
    eq(users.referrerId, referrerId),
    pageSize,
    (page - 1) * pageSize,
    db
      .select({
        id: users.id,
        uid: users.uid,
        email: users.email,
        mobile: users.mobile,
        globalCode: areas.globalCode,
        createdAt: users.createdAt,
        verified: certifiedFlag,
      })
      .from(users)
      .leftJoin(areas, eq(areas.id, users.areaId))
      .$dynamic(),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      email: r.email,
      mobile: r.mobile,
      uid: r.uid,
      account: maskAccount(accountOf(r, r.globalCode)),
      created_at: timeHandler(r.createdAt),
      is_real_verified: r.verified === 1 ? 1 : 0,
    })),
    total,
  };
}
