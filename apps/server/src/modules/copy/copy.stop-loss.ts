import { OrderStatus, FollowStatus } from '@fxdesk/contract';
import { decimalAdd, decimalCompare } from '@fxdesk/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { CopyContext as AppContext } from './copy.deps.js';
import { orders } from '../../db/schema.js';
import { CHANNELS } from '../../realtime/bus.js';
import { markPosition } from '../trading/index.js';
import { bidsOf } from '../trading/index.js';
import type { CopyMirror } from './copy.mirror.js';
import { rows } from './stats.repository.js';
import { S } from './copy-sql.js';

/** What the copy stop-loss uses: the database, this process's market and clock, the bus to push. */
export type StopLossDeps = Pick<AppContext, 'db' | 'clock' | 'market' | 'bus'>;

interface FollowFloor {
  id: number;
  follower_id: number;
  /** (1 − stop_loss_rate) × amount. */
  floor: string;
  /** Amount + closed copies' P&L − every copy's fee. */
  base: string;
}

/**
 * DESIGN §7 copy stop-loss, in the engine process: a follow whose equity (allocation + closed
 * copies' P&L − fees + open copies' floating P&L) is at or below (1 − stop_loss_rate) × its
 * allocation stops once (a conditional update); its copies close and the follower is told on
 * the socket (`FOLLOW`). Read from the database each time, so it holds after a failover and
 * for copies any node opened.
 */
export class CopyStopLoss {
  constructor(
    private readonly deps: StopLossDeps,
    private readonly mirror: CopyMirror,
  ) {}

  async check(): Promise<void> {
    const { db, market } = this.deps;
    const open = await db
      .select()
      .from(orders)
      .where(and(isNotNull(orders.followId), eq(orders.status, OrderStatus.HOLDING)));
    if (open.length === 0) return;
    const ids = [...new Set(open.map((o) => o.followId!))];
    const found = await rows<FollowFloor>(
      db,
      sql`select f.id, f.follower_id, (f.amount * (1 - f.stop_loss_rate))::text as floor,
            (f.amount + coalesce((select sum(coalesce(o.realized_pnl, 0) - o.fee) from orders o
               where o.follow_id = f.id and (o.status = ${S.holding} or (o.status = ${S.history} and o.realized_pnl is not null))), 0))::text as base
          from follows f where f.id in ${sql.raw(`(${ids.map(Number).join(',')})`)} and f.status in ${S.liveFollows}`,
    );
    const bids = bidsOf(market);
    for (const follow of found) {
      let equity = follow.base;
      for (const order of open) {
        if (order.followId !== follow.id) continue;
        const mark = markPosition(market, bids, order, market.pairById(order.pairId)?.code ?? '');
        if (mark) equity = decimalAdd(equity, mark.pnlUsd);
      }
      if (decimalCompare(equity, follow.floor) <= 0) await this.stop(follow, equity);
    }
  }

  private async stop(follow: FollowFloor, equityUsd: string): Promise<void> {
    const [stopped] = await rows<{ id: number }>(
      this.deps.db,
      sql`update follows set status = ${S.followStopped}, stop_reason = 'copy_stop_loss', stopped_at = ${this.deps.clock()}
          where id = ${follow.id} and status in ${S.liveFollows} returning id`,
    );
    if (!stopped) return;
    await this.mirror.closeFollow(follow.id, 'copy_stop_loss');
    await this.deps.bus.publish(
      CHANNELS.account,
      JSON.stringify({
        userId: follow.follower_id,
        type: 'FOLLOW',
        data: {
          id: follow.id,
          status: FollowStatus.STOPPED,
          reason: 'copy_stop_loss',
          equity: Number(Number(equityUsd).toFixed(2)),
        },
      }),
    );
  }
}
