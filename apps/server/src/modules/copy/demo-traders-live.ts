import { OrderSide, OrderEntry } from '@fxdesk/contract';
import { SeededRandom } from '@fxdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Timer } from '../../clock.js';
import type { CopyContext as AppContext } from './copy.deps.js';
import { accounts, copyTraders } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { TradingService } from '../trading/index.js';
import { rows } from './stats.repository.js';

/* The demo traders' live scheduler (engine process); seeding and back-fill are in demo-traders.ts. */

import { DAY_MS, STYLES, type Style } from './demo-traders.js';
import { S } from './copy-sql.js';

/** What the scheduler uses: the database, clock and market, and the order path it trades through. */
export type DemoTraderDeps = Pick<AppContext, 'db' | 'clock' | 'market' | 'scheduler'> & {
  trading: TradingService;
};

/** How often the live scheduler looks at each demo trader. */
const TICK_MS = 5_000;

/**
 * The demo traders trading live on the feed (engine process): each scheduler tick, a trader with
 * no open position opens one with its style's odds (market order, stop-loss and take-profit
 * set, through `TradingService.submit`), and a position held past its style's time is closed.
 */
export class DemoTraders {
  private timer: Timer | undefined;
  private running = false;
  /** Seeded from the start time: each run trades differently, a test's fake clock repeats it. */
  private readonly rng: SeededRandom;
  private readonly holdUntil = new Map<number, number>();

  constructor(
    private readonly ctx: DemoTraderDeps,
    private readonly log: FastifyBaseLogger,
  ) {
    this.rng = new SeededRandom(ctx.clock().getTime() % 2_147_483_647);
  }

  start(): void {
    this.timer = this.ctx.scheduler.every(TICK_MS, () => void this.tick());
  }

  stop(): void {
    this.timer?.cancel();
  }

  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const traders = await rows<{
        user_id: number;
        style: Style;
        open_id: number | null;
        opened_at: Date | null;
      }>(
        this.ctx.db,
        sql`select ct.user_id, ct.style, o.id as open_id, o.opened_at from copy_traders ct
            left join lateral (select id, opened_at from orders where user_id = ct.user_id and status = ${S.holding}
              order by id limit 1) o on true
            where ct.is_demo and ct.status = ${S.traderApproved}`,
      );
      for (const t of traders) await this.act(t);
    } catch (error) {
      this.log.error({ err: error }, 'demo traders tick failed');
    } finally {
      this.running = false;
    }
  }

  private async act(t: { user_id: number; style: Style; open_id: number | null; opened_at: Date | null }) {
    const rules = STYLES[t.style];
    const now = this.ctx.clock().getTime();
    const trading = this.ctx.trading;
    try {
      if (t.open_id !== null) {
        const until =
          this.holdUntil.get(t.open_id) ??
          (t.opened_at ? new Date(t.opened_at).getTime() : now) + rules.holdMinutes[1] * 60_000;
        if (now >= until) {
          this.holdUntil.delete(t.open_id);
          await trading.close(t.user_id, t.open_id, 'manual');
        }
        return;
      }
      // Poisson arrivals at the style's rate per day, checked every tick.
      if (this.rng.nextFloat() > (rules.perDay * TICK_MS) / DAY_MS) return;
      const pair = this.ctx.market.pairByCode(
        rules.pairs[this.rng.nextInt(0, rules.pairs.length - 1)] ?? 'EURUSD',
      );
      const quote = pair ? this.ctx.market.quote(pair.code) : undefined;
      if (!pair || !quote || !this.ctx.market.isOpen(pair.code, now)) return;
      const [account] = await this.ctx.db.select().from(accounts).where(eq(accounts.userId, t.user_id));
      const scale = Math.max(0.2, Number(account?.balance ?? 0) / 10_000);
      const unitsFactor = Number(pair.unitsPerLot) >= 100_000 ? 1 : 0.2;
      const steps = this.rng.nextInt(rules.lotsPer10k[0], rules.lotsPer10k[1]);
      const lots = Math.max(0.01, Math.floor(steps * scale * unitsFactor) / 100).toFixed(2);
      const side = this.rng.nextFloat() < 0.5 ? 1 : 2;
      const mid = quote.bid;
      const band = mid * (t.style === 'scalper' ? 0.0015 : t.style === 'reckless' ? 0.01 : 0.005);
      const p = pair.pricePrecision;
      const order = await trading.submit(
        { id: t.user_id, sessionId: 0, isDemo: true },
        {
          type: side,
          cont: lots,
          forex_id: pair.id,
          status: OrderEntry.MARKET,
          target_price: undefined,
          multiple: pair.leverages.includes(rules.leverage) ? rules.leverage : pair.leverages[0],
          stop_loss_price: (side === OrderSide.BUY ? quote.bid - band : quote.ask + band).toFixed(p),
          target_profit_price: (side === OrderSide.BUY
            ? quote.bid + band * 1.2
            : quote.ask - band * 1.2
          ).toFixed(p),
        },
      );
      const hold = this.rng.nextInt(rules.holdMinutes[0], rules.holdMinutes[1]) * 60_000;
      this.holdUntil.set(order.id, now + hold);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
}

/** The demo traders' user ids (tests and the back office). */
export async function demoTraderIds(ctx: Pick<AppContext, 'db'>): Promise<number[]> {
  const found = await ctx.db
    .select({ id: copyTraders.userId })
    .from(copyTraders)
    .where(eq(copyTraders.isDemo, true));
  return found.map((r) => r.id);
}
