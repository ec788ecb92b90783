import { CopyTraderStatus } from '@fxdesk/contract';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  activityPage,
  followPage,
  updateTrader,
  stopFollowsOfTrader,
  traderPage,
  upsertApprovedTrader,
  userExists,
  type CopyTraderRecord,
  type TraderFilter,
} from './copy-admin.repository.js';

/** What the back office's copy-trading screens use. */
export interface CopyAdminDeps {
  db: Db;
  clock: Clock;
}

/**
 * Copy trading as the back office works it (DESIGN §7): traders and applications, follows, the
 * copy log, and the changes to a trader. Each change runs in its own transaction, and its
 * `audited` writes the audit row in it.
 */
export class CopyAdmin {
  constructor(private readonly deps: CopyAdminDeps) {}

  traders(filter: TraderFilter, page: number, size: number) {
    return traderPage(this.deps.db, filter, size, (page - 1) * size);
  }

  follows(
    filter: { userId?: number | undefined; traderId?: number | undefined },
    page: number,
    size: number,
  ) {
    return followPage(this.deps.db, filter, size, (page - 1) * size);
  }

  activity(
    filter: { followId?: number | undefined; outcome?: 'opened' | 'skipped' | undefined },
    page: number,
    size: number,
  ) {
    return activityPage(this.deps.db, filter, size, (page - 1) * size);
  }

  /** Approves or rejects an application still waiting (else TRADER_NOT_FOUND). */
  review(
    userId: number,
    decision: { approve: boolean; remark: string },
    audited: (tx: Tx, updated: CopyTraderRecord) => Promise<void>,
  ): Promise<CopyTraderRecord> {
    return this.deps.db.transaction(async (tx) => {
      const updated = await updateTrader(
        tx,
        userId,
        {
          status: decision.approve ? CopyTraderStatus.APPROVED : CopyTraderStatus.REJECTED,
          remark: decision.remark,
          reviewedAt: this.deps.clock(),
        },
        CopyTraderStatus.APPLIED,
      );
      if (!updated) throw new AppError('TRADER_NOT_FOUND');
      await audited(tx, updated);
      return updated;
    });
  }

  /** Hides or shows a trader, demo traders too (else TRADER_NOT_FOUND). */
  hide(userId: number, hidden: boolean, audited: (tx: Tx) => Promise<void>): Promise<CopyTraderRecord> {
    return this.deps.db.transaction(async (tx) => {
      const updated = await updateTrader(tx, userId, { hidden });
      if (!updated) throw new AppError('TRADER_NOT_FOUND');
      await audited(tx);
      return updated;
    });
  }

  /**
   * Revokes an approved trader (else TRADER_NOT_FOUND): it is no longer copyable and its follows
   * stop (reason trader_revoked); the copies already open are left to their followers as their
   * own positions. How many follows stopped.
   */
  revoke(userId: number, audited: (tx: Tx, followsStopped: number) => Promise<void>): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock();
      const revoked = { status: CopyTraderStatus.REVOKED, reviewedAt: now };
      if (!(await updateTrader(tx, userId, revoked, CopyTraderStatus.APPROVED)))
        throw new AppError('TRADER_NOT_FOUND');
      const stopped = await stopFollowsOfTrader(tx, userId, now);
      await audited(tx, stopped);
      return stopped;
    });
  }

  /** Names an account a trader, approved at once (an unknown account is TRADER_NOT_FOUND). */
  name(
    userId: number,
    displayName: string,
    audited: (tx: Tx, values: Record<string, unknown>) => Promise<void>,
  ): Promise<CopyTraderRecord> {
    return this.deps.db.transaction(async (tx) => {
      if (!(await userExists(tx, userId))) throw new AppError('TRADER_NOT_FOUND');
      const values = {
        status: CopyTraderStatus.APPROVED,
        displayName,
        reviewedAt: this.deps.clock(),
        remark: '',
      };
      const saved = await upsertApprovedTrader(tx, userId, values);
      await audited(tx, values);
      return saved;
    });
  }
}
