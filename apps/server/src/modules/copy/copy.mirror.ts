import { OrderSide, OrderStatus } from '@fxdesk/contract';
import { decimalSub, type BookQuote } from '@fxdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountEventSubscriber, OrderChanged } from '../../events.js';
import { AppError } from '../../errors.js';
import type { OrderRow } from '../trading/index.js';
import { bookOf } from '../trading/index.js';
import type { CloseReason } from '../trading/index.js';
import { openCopiesOfFollow, openCopiesOfLeader, type OpenCopy } from './copy.repository.js';
import { FanOut, type AccountRunner, type MirrorDeps } from './copy.fanout.js';

/** Without a dealing engine in this process, an account's copy action runs at once. */
const direct: AccountRunner = (_userId, run) => run();

/**
 * The mirroring (DESIGN §7), on every node: it hears the one order-change event
 * (`AccountEvents`, emitted after commit by the trading service for the client's own changes and
 * the engine's fills, SL/TP closes and stop-outs alike) in the process where the change
 * committed, so each change is mirrored once and never delays the order that made it:
 * - a leader's position opening (market order or pending fill) → a copy per follow (`FanOut`);
 * - a leader's position closing (any reason, a demo reset too) → its open copies close at the
 *   leader's close price (at the market when it has none);
 * - a leader's SL/TP edit → mirrored on its open copies.
 * A copy's own changes are not mirrored. What a crash between a commit and its mirroring
 * leaves undone, the reconciliation (`reconcileCopies`) finds.
 */
export class CopyMirror {
  private readonly work = new Set<Promise<unknown>>();
  private readonly fanOut: FanOut;
  /** Where account actions run: the dealing engine's account queues once this process leads. */
  runner: AccountRunner = direct;

  constructor(
    private readonly deps: MirrorDeps,
    private readonly log: FastifyBaseLogger,
  ) {
    this.fanOut = new FanOut(deps, log);
  }

  readonly subscriber: AccountEventSubscriber = {
    name: 'copy-trading',
    on: (event) => {
      if (event.kind === 'order') this.onOrderChanged(event);
    },
  };

  private onOrderChanged({ change, order }: OrderChanged): void {
    if (order.followId !== null) return;
    if (change === 'opened' || change === 'filled') {
      if (order.status === OrderStatus.HOLDING) this.track(this.copyFill(order));
    } else if (change === 'closed' || change === 'demo_reset') this.track(this.closeCopiesOf(order));
    else if (change === 'stops_changed' && order.status === OrderStatus.HOLDING)
      this.track(this.mirrorStops(order));
  }

  /** Resolves once no copy, close or edit started here is running (tests, the benchmark). */
  async idle(): Promise<void> {
    while (this.work.size > 0) await Promise.allSettled([...this.work]);
  }

  /** Runs `work` in the background, logged if it fails, awaited by `idle`. */
  track(work: Promise<unknown>): void {
    const p = work
      .catch((error: unknown) => this.log.error({ err: error }, 'copy trading action failed'))
      .finally(() => this.work.delete(p));
    this.work.add(p);
  }

  /** How the copies of this process were written (`FanOut.written`). */
  get written(): Readonly<FanOut['written']> {
    return this.fanOut.written;
  }

  /** Copies one leader fill to every follow that existed when it filled. */
  copyFill(leader: OrderRow): Promise<void> {
    return this.fanOut.copy(leader, this.runner);
  }

  /**
   * Closes every open copy of a closed leader position at the leader's close price (the book
   * whose closing side is that price); a position closed without a price (a demo reset) has its
   * copies closed at the market.
   */
  async closeCopiesOf(leader: OrderRow): Promise<void> {
    if (leader.status !== OrderStatus.HISTORY) return;
    const copies = await openCopiesOfLeader(this.deps.db, leader.id);
    if (copies.length === 0) return;
    const pair = this.deps.market.pairById(leader.pairId);
    let at: BookQuote | undefined;
    if (pair && leader.closePrice) {
      const spread = bookOf(this.deps.market, pair.code).spread;
      // A long closes at the bid, a short at the ask.
      at =
        leader.side === OrderSide.BUY
          ? { bid: leader.closePrice, spread }
          : { bid: decimalSub(leader.closePrice, spread), spread };
    }
    await this.closeAll(copies, 'copy_leader', at);
  }

  /** Closes a follow's open copies (stopped by its follower or by its copy stop-loss). */
  async closeFollow(followId: number, reason: CloseReason): Promise<void> {
    await this.closeAll(await openCopiesOfFollow(this.deps.db, followId), reason);
  }

  private async closeAll(copies: OpenCopy[], reason: CloseReason, at?: BookQuote): Promise<void> {
    await Promise.all(
      copies.map((copy) =>
        this.runner(copy.user_id, async () => {
          try {
            await this.deps.trading.close(copy.user_id, copy.id, reason, at);
          } catch (error) {
            // Closed meanwhile by its owner, a stop-out or its own SL/TP.
            if (!(error instanceof AppError && error.name === 'ORDER_STATE_CHANGED')) throw error;
          }
        }),
      ),
    );
  }

  private async mirrorStops(leader: OrderRow): Promise<void> {
    const copies = await openCopiesOfLeader(this.deps.db, leader.id);
    await Promise.all(
      copies.map((copy) =>
        this.runner(copy.user_id, async () => {
          try {
            await this.deps.trading.setStops(
              copy.user_id,
              copy.id,
              leader.stopLoss ?? undefined,
              leader.takeProfit ?? undefined,
            );
          } catch (error) {
            // Refused for this copy (its side of the market, a halted pair): it keeps its stops.
            if (!(error instanceof AppError)) throw error;
          }
        }),
      ),
    );
  }
}
