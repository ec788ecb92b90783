import { copyLots, decimalCompare } from '@fxdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { TripBatcher } from './copy.batch.js';
import type { CopyContext as AppContext } from './copy.deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import type { PairRow } from '../market/index.js';
import type { OrderRow } from '../trading/index.js';
import type { CopyOpen, TradingService } from '../trading/index.js';
import {
  copyTrip,
  followsToCopy,
  insertCopy,
  readFollowers,
  recordSkip,
  Skip,
  type CopySkip,
  type FollowerRead,
  type FollowToCopy,
} from './copy.repository.js';

/** What the mirroring uses: the database, the clock and market of this process, the order path. */
export type MirrorDeps = Pick<AppContext, 'db' | 'clock' | 'market' | 'scheduler'> & {
  trading: TradingService;
};

/** Runs an action on one account: in its engine queue in the engine process, directly elsewhere. */
export type AccountRunner = (userId: number, run: () => Promise<unknown>) => Promise<unknown>;

/** One follow's copy of a fill, decided before any transaction: its size, or why it is skipped. */
interface CopyPlan {
  follow: FollowToCopy;
  copy?: CopyOpen;
  skip?: CopySkip;
  /** The follower's account as the fan-out's one read found it. */
  read?: FollowerRead;
}

/**
 * Copies in flight per process: with `BATCH_MAX` (16) copies a transaction, three batches at once,
 * so a fan-out holds at most three of the pool's connections (10 by default), leaving the rest to
 * the clients' own orders (bench/copy-fanout: 48 was as fast as 64 and faster than 16).
 */
export const FAN_OUT_PARALLEL = 48;

/**
 * Copies one leader fill to every follow that existed when it filled (DESIGN §7). The work
 * that needs no lock is done once, before any transaction: the follows in one read, the leader's
 * equity, each copy's size, and every follower's account and live orders in one read. Then each
 * copy is decided by the order path's margin check and fee on the account as read
 * (`TradingService.openCopyOnRead`) and written by the account lock and one statement that
 * verifies the account is still as read, takes the leader's and the follow's share locks, and
 * inserts the order, its fee posting and the copy's record (or the skip). Copies ready at the
 * same moment share a transaction and its round trip (`TripBatcher`, up to 16); each decides for
 * itself, so a refusal writes only its own skip. An account that changed since the read goes
 * through the order path itself (`TradingService.openCopy`: lock and read, insert, commit).
 * `FAN_OUT_PARALLEL` copies at once, each in its follower's account runner.
 */
export class FanOut {
  /** `follow:leaderOrder` keys planned or being copied in this process (a reconcile racing the event). */
  private readonly inFlight = new Set<string>();
  /**
   * Copies written (or refused) from the fan-out's one read, in a shared round trip; and those the
   * order path wrote because the account had changed since the read.
   */
  readonly written = { oneTrip: 0, orderPath: 0 };

  /** Copies ready at the same moment share a transaction (`TripBatcher`). */
  private readonly batcher: TripBatcher;

  constructor(
    private readonly deps: MirrorDeps,
    private readonly log: FastifyBaseLogger,
  ) {
    this.batcher = new TripBatcher(deps.db, deps.scheduler);
  }

  async copy(leader: OrderRow, runner: AccountRunner): Promise<void> {
    // Follows another fan-out of this process has planned already are left to it: a reconcile
    // that runs while the event's fan-out is still at work would only find them copied.
    const keyOf = (follow: FollowToCopy) => `${follow.id}:${leader.id}`;
    const follows = (await followsToCopy(this.deps.db, leader)).filter((f) => !this.inFlight.has(keyOf(f)));
    if (follows.length === 0) return;
    const claimed = new Set(follows.map(keyOf));
    for (const key of claimed) this.inFlight.add(key);
    const release = (key: string) => {
      if (claimed.delete(key)) this.inFlight.delete(key);
    };
    try {
      const plans = await this.plan(leader, follows);
      let next = 0;
      const worker = async () => {
        while (next < plans.length) {
          const plan = plans[next++]!;
          await runner(plan.follow.follower_id, () =>
            this.copyOne(plan, leader).finally(() => release(keyOf(plan.follow))),
          );
        }
      };
      await Promise.all(Array.from({ length: Math.min(FAN_OUT_PARALLEL, plans.length) }, worker));
    } finally {
      for (const key of [...claimed]) release(key);
    }
  }

  /** Sizes every copy on the leader's equity at the fill (DESIGN §7), outside any transaction. */
  private async plan(leader: OrderRow, follows: FollowToCopy[]): Promise<CopyPlan[]> {
    const { market, clock } = this.deps;
    const pair = market.pairById(leader.pairId);
    const closed = (skip: CopySkip) => follows.map((follow) => ({ follow, skip }));
    if (!pair || !leader.openPrice) return closed('no_quote');
    if (!market.isOpen(pair.code, clock().getTime())) return closed('market_closed');
    const { metrics } = await this.deps.trading.snapshot(leader.userId);
    const plans = follows.map((follow) => this.sized(follow, leader, pair, metrics.equityUsd));
    const reads = await readFollowers(
      this.deps.db,
      plans.filter((plan) => plan.copy).map((plan) => plan.follow.follower_id),
    );
    for (const plan of plans) plan.read = reads.get(plan.follow.follower_id);
    return plans;
  }

  private sized(follow: FollowToCopy, leader: OrderRow, pair: PairRow, leaderEquityUsd: string): CopyPlan {
    // The live equity (the account's balance and open positions now), never a day figure: an
    // account funded today sizes on its funding. Not positive → nothing to size on, said so.
    if (decimalCompare(leaderEquityUsd, '0') <= 0) return { follow, skip: 'no_equity' };
    const lots = copyLots({
      leaderLots: leader.lots,
      multiple: follow.multiple,
      allocationUsd: follow.amount,
      leaderEquityUsd,
      minLots: pair.minLots,
      stepLots: pair.lotStep,
    });
    if (!lots) return { follow, skip: 'below_min_lot' };
    return {
      follow,
      copy: {
        pairId: pair.id,
        side: leader.side as 1 | 2,
        lots,
        leverage: leader.leverage,
        priceQuote: leader.openPrice!,
        stopLoss: leader.stopLoss,
        takeProfit: leader.takeProfit,
      },
    };
  }

  private async copyOne(plan: CopyPlan, leader: OrderRow): Promise<void> {
    const { follow } = plan;
    try {
      if (!plan.copy) throw new Skip(plan.skip ?? 'failed');
      const { trading } = this.deps;
      if (plan.read) {
        const trip = copyTrip(this.batcher.run, follow.id, leader.id, plan.read, skipReason);
        if ((await trading.openCopyOnRead(follow.follower_id, plan.copy, plan.read, trip)) !== 'stale') {
          this.written.oneTrip++;
          return;
        }
      }
      this.written.orderPath++;
      // Changed since the read (or not found by it): the order path reads it under its lock.
      await trading.openCopy(follow.follower_id, plan.copy, insertCopy(follow.id, leader.id));
    } catch (error) {
      if (isUniqueViolation(error)) return; // copied already (a retry, a reconcile): nothing to do
      const reason = skipReason(error);
      if (reason === 'failed')
        this.log.error({ err: error, followId: follow.id, leader: leader.id }, 'copy failed');
      await recordSkip(this.deps.db, follow.id, leader.id, reason);
    }
  }
}

function skipReason(error: unknown): CopySkip {
  if (error instanceof Skip) return error.reason;
  if (error instanceof AppError) {
    if (error.name === 'INSUFFICIENT_MARGIN') return 'insufficient_margin';
    if (error.name === 'LOTS_INVALID') return 'below_min_lot';
    if (error.name === 'NO_QUOTE') return 'no_quote';
  }
  return 'failed';
}
