import type { FastifyBaseLogger } from 'fastify';
import type { Timer } from '../../clock.js';
import type { CopyContext as AppContext } from './copy.deps.js';
import type { DealingEngine } from '../trading/index.js';
import { CopyMirror } from './copy.mirror.js';
import { reconcileCopies } from './copy.reconcile.js';
import { CopyStopLoss } from './copy.stop-loss.js';
import { seedDemoTraders } from './demo-traders.js';
import { DemoTraders } from './demo-traders-live.js';
import { FollowService } from './follow.service.js';
import { TraderService } from './trader.service.js';

/** How often follows with open copies are checked against their copy stop-loss. */
const STOP_CHECK_MS = 1000;
/** Every this many checks, the database is reconciled with what should have been copied. */
const RECONCILE_EVERY = 10;

/**
 * Wires copy trading into a process. On every node: the follow API's services and the mirroring,
 * subscribed to the order events (`ctx.events`) of this process. In the engine process, once its
 * dealing engine is loaded: copy actions run in the engine's account queues, the copy stop-loss
 * is checked every second, the database reconciled at start and every 10 s, and the demo traders
 * trade.
 */
export class CopyRuntime {
  readonly traders: TraderService;
  readonly follows: FollowService;
  readonly mirror: CopyMirror;
  readonly stopLoss: CopyStopLoss;
  demo: DemoTraders | null = null;
  private timer: Timer | undefined;
  private ticks = 0;
  private cycling: Promise<void> | null = null;

  /**
   * Demo traders to seed and run in the engine process: main.ts sets it from DEMO_TRADERS (24 by
   * default with the simulated feed); tests leave it 0.
   */
  demoTraders = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    const { db, clock, market, scheduler } = ctx;
    const trading = ctx.trading.service;
    this.mirror = new CopyMirror({ db, clock, market, scheduler, trading }, log);
    this.stopLoss = new CopyStopLoss({ db, clock, market, bus: ctx.bus }, this.mirror);
    this.traders = new TraderService({ db, clock, market });
    // A follow stopped with close_positions: its copies close on this node, like any close.
    this.follows = new FollowService({ db, clock, market }, (followId) =>
      this.mirror.closeFollow(followId, 'copy_cancelled'),
    );
    ctx.events.subscribe(this.mirror.subscriber);
    ctx.trading.engineStarted = (engine) => this.startEngine(engine);
  }

  /** Called once the dealing engine of this process is loaded (start-up or failover). */
  async startEngine(dealing: DealingEngine): Promise<void> {
    this.mirror.runner = (userId, run) => dealing.queueFor(userId, run);
    await this.reconcile();
    this.timer?.cancel();
    this.timer = this.ctx.scheduler.every(STOP_CHECK_MS, () => void this.cycle());
    if (this.demoTraders > 0) {
      const started = this.ctx.scheduler.nowMs();
      const { db, clock, market, scheduler } = this.ctx;
      const seeded = await seedDemoTraders({ db, clock, market }, this.demoTraders);
      if (seeded > 0)
        this.log.info(
          { traders: seeded, ms: Math.round(this.ctx.scheduler.nowMs() - started) },
          'demo traders seeded',
        );
      this.demo?.stop();
      this.demo = new DemoTraders(
        { db, clock, market, scheduler, trading: this.ctx.trading.service },
        this.log,
      );
      this.demo.start();
    }
  }

  /** Copies the fills nobody mirrored and closes copies of closed leaders (see `reconcileCopies`). */
  reconcile(): Promise<void> {
    return reconcileCopies(this.ctx.db, this.mirror);
  }

  /** The copy stop-loss now (the timer does it every second). */
  checkStopLosses(): Promise<void> {
    return this.stopLoss.check();
  }

  /** Resolves once the mirroring and the periodic check have finished what they started. */
  async idle(): Promise<void> {
    while (this.cycling) await this.cycling;
    await this.mirror.idle();
  }

  private cycle(): Promise<void> {
    if (this.cycling) return this.cycling;
    const run = (async () => {
      try {
        await this.stopLoss.check();
        if (++this.ticks % RECONCILE_EVERY === 0) await this.reconcile();
      } catch (error) {
        this.log.error({ err: error }, 'copy trading cycle failed');
      }
    })().finally(() => {
      this.cycling = null;
    });
    this.cycling = run;
    return run;
  }

  stop(): void {
    this.timer?.cancel();
    this.demo?.stop();
  }
}
