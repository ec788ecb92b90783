import { UserStatus } from '@fxdesk/contract';
import { decimalAdd, decimalCompare, decimalRound } from '@fxdesk/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { money6 } from '../../wire-format.js';
import { announceRevocation } from '../auth/index.js';
import { auditBy, type StaffActor } from '../backoffice/index.js';
import { toOrderView } from '../trading/index.js';
import { lockAccount } from '../trading/index.js';
import { bidsOf } from '../trading/index.js';
import { accountOf, post } from '../wallet/index.js';
import {
  ADJUST_REF,
  adjustmentPosted,
  adjustmentReasons,
  clientRecords,
  findUser,
  revokeUserSessions,
  searchClients,
  setUserStatus,
  userStatus,
  type UserRow,
} from './admin-clients.repository.js';
import type { Lang } from '@fxdesk/contract';

/**
 * What the clients service uses. The session cache and the bus are keyed by the owner object
 * (`announceRevocation`), so the app's context itself is passed, seen through this narrow face.
 */
export type AdminClientsDeps = Pick<AppContext, 'db' | 'market' | 'events' | 'clock' | 'bus'>;

export interface Adjustment {
  /** Signed USD, 2 decimals, never 0. */
  amount: string;
  reason: string;
  /** Made once per adjustment by the console: a double submit posts once. */
  key: string;
}

const listed = (u: UserRow) => ({
  id: u.id,
  uid: u.uid,
  email: u.email,
  mobile: u.mobile,
  is_demo: u.isDemo,
  status: u.status,
  invite_code: u.inviteCode,
  created_at: u.createdAt,
});

/**
 * Clients in the back office (DESIGN §1): search, detail, disable or enable login, balance
 * adjustment, revoke sessions. Each change commits with its audit row; a balance change is
 * posted through the wallet ledger under the account lock trading and funds take, and emitted
 * as BalanceChanged after commit.
 */
export class AdminClientsService {
  constructor(private readonly deps: AdminClientsDeps) {}

  async search(q: string | undefined, page: number) {
    const { rows, total } = await searchClients(this.deps.db, q, page);
    return { data: rows.map(listed), total };
  }

  async detail(userId: number, lang: Lang) {
    const { db, market } = this.deps;
    const user = await findUser(db, userId);
    if (!user) throw new AppError('NOT_FOUND');
    const records = await clientRecords(db, user.id);
    const reasons = await adjustmentReasons(db, user.id);
    const bids = bidsOf(market);
    return {
      user: {
        ...listed(user),
        referrer_id: user.referrerId,
        /** The directory company of the sign-up link (SPEC §9 company_id), if any. */
        company_id: user.companyId,
      },
      account: {
        balance: money6(records.account?.balance),
        lock_balance: money6(records.account?.lockBalance),
      },
      ledger: records.ledger.map((l) => ({
        id: l.id,
        kind: l.kind,
        amount: money6(l.amount),
        balance_after: money6(l.balanceAfter),
        lock_amount: money6(l.lockAmount),
        actor: l.actor,
        reason: l.refType === ADJUST_REF ? (reasons.get(l.refId ?? '') ?? '') : '',
        created_at: l.createdAt,
      })),
      orders: records.orders.map((o) => toOrderView(market, bids, o, lang)),
      sessions: records.sessions.map((s) => ({
        id: s.id,
        ip: s.ip,
        user_agent: s.userAgent,
        created_at: s.createdAt,
        last_seen_at: s.lastSeenAt,
        expires_at: s.expiresAt,
        revoked_at: s.revokedAt,
      })),
    };
  }

  /** Disable (0) or enable (1) login; disabling ends every session, here and on every node. */
  async setStatus(userId: number, status: 0 | 1, by: StaffActor) {
    const { db } = this.deps;
    const before = await userStatus(db, userId);
    if (!before) throw new AppError('NOT_FOUND');
    await db.transaction(async (tx) => {
      await setUserStatus(tx, userId, status);
      await auditBy(tx, by, {
        action: status === UserStatus.DISABLED ? 'client.disabled' : 'client.enabled',
        targetType: 'user',
        targetId: userId,
        before,
        after: { status },
      });
    });
    if (status === UserStatus.DISABLED) await announceRevocation(this.deps, userId);
    return { id: userId, status };
  }

  /** Logs the client out everywhere; the number of sessions ended. */
  async revokeSessions(userId: number, by: StaffActor) {
    const { db, clock } = this.deps;
    const user = await findUser(db, userId);
    if (!user) throw new AppError('NOT_FOUND');
    const revoked = await db.transaction(async (tx) => {
      const count = await revokeUserSessions(tx, user.id, clock());
      await auditBy(tx, by, {
        action: 'client.sessions_revoked',
        targetType: 'user',
        targetId: user.id,
        after: { revoked: count },
      });
      return count;
    });
    await announceRevocation(this.deps, user.id);
    return { revoked };
  }

  /**
   * Posts a balance adjustment (its own ledger kind) once per idempotency key: the account is
   * locked first, so a double submit waits and then finds the first one's entry (`replayed`).
   * A debit beyond the balance is refused with the balance in the message, changing nothing.
   */
  async adjust(userId: number, { amount, reason, key }: Adjustment, by: StaffActor) {
    const { db, events } = this.deps;
    if (!(await accountOf(db, userId))) throw new AppError('NOT_FOUND');
    const result = await db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      if (await adjustmentPosted(tx, account.id, key))
        return { balance: account.balance, lockBalance: account.lockBalance, replayed: true };
      const exceeds = () =>
        new AppError(
          'INSUFFICIENT_FUNDS',
          { balance: decimalRound(account.balance, 2, 'floor') },
          'errors.adjust_exceeds_balance',
        );
      if (decimalCompare(decimalAdd(account.balance, amount), '0') < 0) throw exceeds();
      const after = await post(tx, {
        accountId: account.id,
        kind: 'adjustment',
        amount,
        refType: ADJUST_REF,
        refId: key,
        actor: by.staff.email,
      });
      if (!after.ok) throw exceeds();
      await auditBy(tx, by, {
        action: 'client.balance_adjusted',
        targetType: 'user',
        targetId: userId,
        before: { balance: account.balance },
        after: { balance: after.balance, amount, reason, ref_id: key },
      });
      return { balance: after.balance, lockBalance: after.lockBalance, replayed: false };
    });
    // Committed: the engine (margin, stop-out) and the client's screens learn of it at once.
    if (!result.replayed)
      events.emit({
        kind: 'balance',
        userId,
        cause: 'adjustment',
        balanceUsd: result.balance,
        lockBalanceUsd: result.lockBalance,
      });
    return result;
  }
}
