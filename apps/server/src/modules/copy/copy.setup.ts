import type { FastifyBaseLogger } from 'fastify';
import type { CopyContext as AppContext } from './copy.deps.js';
import type { DealingEngine } from '../trading/index.js';
import { CopyEngine } from './copy.engine.js';
import { seedDemoTraders } from './demo-traders.js';
import { DemoTraders } from './demo-traders-live.js';
import { FollowService } from './follow.service.js';

/**
 * Wires copy trading into a process: the follow API's service on every node; in the engine
 * process the mirroring engine (hooked on the dealing engine's committed order changes) and the
 * demo traders' scheduler.
 */
export class CopyRuntime {
  readonly service: FollowService;
  engine: CopyEngine | null = null;
  demo: DemoTraders | null = null;

  /**
   * Demo traders to seed and run in the engine process: main.ts sets it from DEMO_TRADERS (24 by
   * default with the simulated feed); tests leave it 0.
   */
  demoTraders = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    ctx.trading.engineStarted = (engine) => this.startEngine(engine);
    this.service = new FollowService(ctx);
    this.service.onStopped = async (followId, _followerId, reason) => {
      // Any node may stop a follow; closing its copies is an ordinary close (the engine hears of it).
      const engine = this.engine ?? new CopyEngine(ctx, ctx.trading.service, null, log);
      await engine.closeFollow(followId, reason);
    };
  }

  /** Called once the dealing engine of this process is loaded (start-up or failover). */
  async startEngine(dealing: DealingEngine): Promise<void> {
    this.engine?.stop();
    const engine = new CopyEngine(this.ctx, this.ctx.trading.service, dealing, this.log);
    dealing.afterOrderChange = (order, previous) => engine.onOrderChange(order, previous);
    await engine.load();
    engine.start();
    this.engine = engine;
    if (this.demoTraders > 0) {
      const started = Date.now();
      const seeded = await seedDemoTraders(this.ctx, this.demoTraders);
      if (seeded > 0) this.log.info({ traders: seeded, ms: Date.now() - started }, 'demo traders seeded');
      this.demo?.stop();
      this.demo = new DemoTraders(this.ctx, this.log);
      this.demo.start();
    }
  }

  stop(): void {
    this.engine?.stop();
    this.demo?.stop();
  }
}
