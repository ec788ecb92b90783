import { OrderStatus, FollowStatus, CopyTraderStatus } from '@fxdesk/contract';
import type { MyFollow } from '@fxdesk/contract';
import { decimalCompare } from '@fxdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CopyContext as AppContext } from './copy.deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { copyTraders, follows, orders } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../session-user.js';
import { readSettings } from '../settings/index.js';
import { markAccount } from '../trading/index.js';
import { markPosition } from '../trading/index.js';
import { withLockedAccountAndLiveOrders } from '../trading/index.js';
import { bidsOf } from '../trading/index.js';
import { parseAmount, parseMultiple, parseStopLossRate } from './follow-input.js';
import { rows } from './stats.repository.js';
import { num } from './trader.service.js';
import { S } from './copy-sql.js';

export const MY_PAGE_SIZE = 20;

/** What the follow API uses: the database, the clock, the market (free margin, open copies' P&L). */
export type FollowDeps = Pick<AppContext, 'db' | 'clock' | 'market'>;

/** Closes a stopped follow's copies (the mirroring does it as any close). */
export type CloseFollowCopies = (followId: number) => Promise<void>;

/**
 * A follower's side of copy trading (DESIGN §7): follow, my follows, pause, cancel, what
 * happened to each fill, and the "become a trader" application.
 */
export class FollowService {
  constructor(
    private readonly ctx: FollowDeps,
    private readonly closeCopies: CloseFollowCopies,
  ) {}

  async follow(
    session: SessionUser,
    input: { trader_id: number; amount: string; multiple: string; stop_loss_rate: string },
  ) {
    if (input.trader_id === session.id) throw new AppError('FOLLOW_SELF');
    const [trader] = await this.ctx.db
      .select()
      .from(copyTraders)
      .where(eq(copyTraders.userId, input.trader_id));
    if (!trader || trader.status !== CopyTraderStatus.APPROVED || trader.hidden)
      throw new AppError('TRADER_NOT_COPYABLE');
    const amount = parseAmount(input.amount);
    const multiple = parseMultiple(input.multiple);
    const stopLossRate = parseStopLossRate(input.stop_loss_rate);
    const levels = await readSettings(this.ctx.db, ['stop_out_level', 'margin_call_level']);
    try {
      return await withLockedAccountAndLiveOrders(this.ctx.db, session.id, async (tx, account, live) => {
        const [existing] = await tx
          .select({ id: follows.id })
          .from(follows)
          .where(
            and(
              eq(follows.followerId, session.id),
              eq(follows.traderId, trader.userId),
              inArray(follows.status, [FollowStatus.ACTIVE, FollowStatus.PAUSED]),
            ),
          );
        if (existing) throw new AppError('FOLLOW_EXISTS');
        const { metrics } = markAccount(this.ctx.market, bidsOf(this.ctx.market), account.balance, live, {
          stopOutPercent: levels.stop_out_level,
          marginCallPercent: levels.margin_call_level,
        });
        if (decimalCompare(amount, metrics.freeMarginUsd) > 0)
          throw new AppError('FOLLOW_AMOUNT_OVER_FREE_MARGIN', { available: num(metrics.freeMarginUsd) });
        const [row] = await tx
          .insert(follows)
          .values({
            followerId: session.id,
            traderId: trader.userId,
            amount,
            multiple,
            stopLossRate,
            createdAt: this.ctx.clock(),
          })
          .returning();
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('FOLLOW_EXISTS');
      throw error;
    }
  }

  private async ownFollow(userId: number, id: number) {
    const [row] = await this.ctx.db
      .select()
      .from(follows)
      .where(and(eq(follows.id, id), eq(follows.followerId, userId)));
    if (!row) throw new AppError('FOLLOW_NOT_FOUND');
    return row;
  }

  /** Stops a follow once (a conditional update); its open copies close unless `keep` says not. */
  async cancel(userId: number, id: number, closePositions: boolean) {
    const stopped = await this.changeLive(userId, id, {
      status: FollowStatus.STOPPED,
      stopReason: 'cancelled',
      stoppedAt: this.ctx.clock(),
    });
    if (closePositions) await this.closeCopies(id);
    return stopped;
  }

  async pause(userId: number, id: number, paused: boolean) {
    return this.changeLive(userId, id, { status: paused ? FollowStatus.PAUSED : FollowStatus.ACTIVE });
  }

  /**
   * Changes one of the client's follows while it is still live (active or paused), in one
   * conditional update: a follow stopped meanwhile is FOLLOW_STATE_CHANGED, never changed again.
   */
  private async changeLive(userId: number, id: number, change: Partial<typeof follows.$inferInsert>) {
    await this.ownFollow(userId, id);
    const [row] = await this.ctx.db
      .update(follows)
      .set(change)
      .where(
        and(
          eq(follows.id, id),
          eq(follows.followerId, userId),
          inArray(follows.status, [FollowStatus.ACTIVE, FollowStatus.PAUSED]),
        ),
      )
      .returning();
    if (!row) throw new AppError('FOLLOW_STATE_CHANGED');
    return row;
  }

  async my(userId: number, page: number): Promise<{ data: MyFollow[]; total: number }> {
    const found = await rows<{
      id: number;
      trader_id: number;
      display_name: string;
      is_demo: boolean;
      amount: string;
      multiple: string;
      stop_loss_rate: string;
      status: number;
      stop_reason: string | null;
      created_at: Date;
      realized: string;
      open_fees: string;
      skipped: number;
      total_count: number;
    }>(
      this.ctx.db,
      sql`select f.id, f.trader_id, coalesce(ct.display_name, '') as display_name, coalesce(ct.is_demo, false) as is_demo,
            f.amount::text, f.multiple::text, f.stop_loss_rate::text, f.status, f.stop_reason, f.created_at,
            (select coalesce(sum(o.realized_pnl - o.fee), 0) from orders o where o.follow_id = f.id and o.status = ${S.history}
               and o.realized_pnl is not null)::text as realized,
            (select coalesce(sum(o.fee), 0) from orders o where o.follow_id = f.id and o.status = ${S.holding})::text as open_fees,
            (select count(*) from copy_trades c where c.follow_id = f.id and c.outcome = 'skipped')::int as skipped,
            count(*) over ()::int as total_count
          from follows f left join copy_traders ct on ct.user_id = f.trader_id
          where f.follower_id = ${userId}
          order by (f.status = ${S.followStopped}), f.id desc
          limit ${MY_PAGE_SIZE} offset ${(page - 1) * MY_PAGE_SIZE}`,
    );
    const open = await this.openCopies(found.map((f) => f.id));
    return {
      data: found.map((f) => {
        const o = open.get(f.id) ?? { floating: 0, count: 0 };
        const realized = Number(f.realized) - Number(f.open_fees);
        return {
          id: f.id,
          trader_id: f.trader_id,
          trader: f.display_name,
          is_demo_trader: f.is_demo,
          amount: num(f.amount),
          multiple: Number(f.multiple),
          stop_loss_rate: Number(f.stop_loss_rate),
          status: f.status,
          stop_reason: f.stop_reason,
          realized_pnl: num(realized),
          floating_pnl: num(o.floating),
          pnl: num(realized + o.floating),
          open_copies: o.count,
          skipped: f.skipped,
          created_at: new Date(f.created_at).toISOString(),
        };
      }),
      total: found[0]?.total_count ?? 0,
    };
  }

  /** Floating P&L and count of each follow's open copies, on the live book. */
  private async openCopies(followIds: number[]) {
    const result = new Map<number, { floating: number; count: number }>();
    if (followIds.length === 0) return result;
    const live = await this.ctx.db
      .select()
      .from(orders)
      .where(and(inArray(orders.followId, followIds), eq(orders.status, OrderStatus.HOLDING)));
    const bids = bidsOf(this.ctx.market);
    for (const order of live) {
      const code = this.ctx.market.pairById(order.pairId)?.code ?? '';
      const mark = markPosition(this.ctx.market, bids, order, code);
      const entry = result.get(order.followId!) ?? { floating: 0, count: 0 };
      entry.floating += Number(mark?.pnlUsd ?? 0);
      entry.count += 1;
      result.set(order.followId!, entry);
    }
    return result;
  }

  /** What happened to each of the trader's fills for one of my follows: copied or skipped, why. */
  async activity(userId: number, followId: number, page: number) {
    await this.ownFollow(userId, followId);
    const found = await rows<{
      id: number;
      leader_order_id: number;
      follower_order_id: number | null;
      outcome: 'opened' | 'skipped';
      reason: string | null;
      lots: string | null;
      created_at: Date;
      pair_id: number;
      side: number;
      total_count: number;
    }>(
      this.ctx.db,
      sql`select c.id, c.leader_order_id, c.follower_order_id, c.outcome, c.reason, c.lots::text, c.created_at,
            o.pair_id, o.side, count(*) over ()::int as total_count
          from copy_trades c join orders o on o.id = c.leader_order_id
          where c.follow_id = ${followId} order by c.id desc limit 20 offset ${(page - 1) * 20}`,
    );
    return {
      data: found.map((c) => ({
        id: c.id,
        order_id: c.follower_order_id,
        code: this.ctx.market.pairById(c.pair_id)?.showCode ?? '',
        side: c.side,
        outcome: c.outcome,
        reason: c.reason,
        lots: c.lots === null ? null : Number(c.lots),
        created_at: new Date(c.created_at).toISOString(),
      })),
      total: found[0]?.total_count ?? 0,
    };
  }

  /** "Become a trader": one application at a time; a rejected or revoked account may apply again. */
  async apply(session: SessionUser, name: string, bio: string) {
    const [current] = await this.ctx.db.select().from(copyTraders).where(eq(copyTraders.userId, session.id));
    if (
      current &&
      (current.status === CopyTraderStatus.APPLIED || current.status === CopyTraderStatus.APPROVED)
    )
      throw new AppError('TRADER_APPLICATION_EXISTS');
    const values = {
      status: CopyTraderStatus.APPLIED,
      displayName: name,
      bio,
      remark: '',
      appliedAt: this.ctx.clock(),
      reviewedAt: null,
    };
    const [row] = current
      ? await this.ctx.db
          .update(copyTraders)
          .set(values)
          .where(
            and(
              eq(copyTraders.userId, session.id),
              inArray(copyTraders.status, [CopyTraderStatus.REJECTED, CopyTraderStatus.REVOKED]),
            ),
          )
          .returning()
      : await this.ctx.db
          .insert(copyTraders)
          .values({ userId: session.id, ...values })
          .onConflictDoNothing()
          .returning();
    if (!row) throw new AppError('TRADER_APPLICATION_EXISTS');
    return row;
  }

  async application(userId: number) {
    const [row] = await this.ctx.db.select().from(copyTraders).where(eq(copyTraders.userId, userId));
    return row
      ? { status: row.status, name: row.displayName, bio: row.bio, remark: row.remark, hidden: row.hidden }
      : { status: -1, name: '', bio: '', remark: '', hidden: false };
  }
}
