import type { UserInfo } from '@fxdesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { areas, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByMobile(
  db: DbOrTx,
  areaId: number,
  mobile: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.areaId, areaId), eq(users.mobile, mobile)));
  return row;
}

/**
 * Login by mobile has no area field (SPEC §7 loginForU): "+852 91234567" and "85291234567"
 * match prefix and number; a bare national number matches when it is unambiguous.
 */
export async function findUserByMobileLogin(db: DbOrTx, account: string): Promise<UserRow | undefined> {
  const digits = account.replace(/[\s+()-]/g, '');
  if (!/^\d{5,18}$/.test(digits)) return undefined;
  const rows = await db
    .select({ user: users, globalCode: areas.globalCode })
    .from(users)
    .innerJoin(areas, eq(areas.id, users.areaId))
    .where(sql`${users.mobile} = ${digits} or ${areas.globalCode} || ${users.mobile} = ${digits}`)
    .limit(3);
  const full = rows.find((r) => `${r.globalCode}${r.user.mobile}` === digits);
  if (full) return full.user;
  return rows.length === 1 ? rows[0]?.user : undefined;
}

export async function findUserByInviteCode(db: DbOrTx, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.inviteCode, code.toUpperCase()));
  return row;
}

export async function findArea(db: DbOrTx, id: number) {
  const [row] = await db.select().from(areas).where(eq(areas.id, id));
  return row;
}

export async function toUserInfo(db: DbOrTx, user: UserRow): Promise<UserInfo> {
  const area = user.areaId ? await findArea(db, user.areaId) : undefined;
  return {
    id: user.id,
    uid: user.uid,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    area_code: area?.globalCode ?? '',
    is_demo: user.isDemo === 1 ? 1 : 0,
    invite_code: user.inviteCode,
    created_at: user.createdAt.toISOString(),
  };
}
