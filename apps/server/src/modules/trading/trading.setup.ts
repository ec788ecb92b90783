import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { CHANNELS } from '../../realtime/bus.js';
import { frame } from '../../realtime/protocol.js';
import { DealingEngine, type AccountEvent } from './engine.js';
import { sweepIdempotencyKeys } from './idempotency.js';
import type { OrderRow } from './orders.repository.js';
import { TradingService } from './trading.service.js';

/** How often the leader deletes expired Idempotency-Keys. */
const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * Wires trading into a process: the service every API node uses, and — in the leader — the
 * dealing engine. Order changes travel on the bus so the engine hears about changes made by
 * any node; account events travel back so every node pushes to its own sockets.
 */
export class TradingRuntime {
  readonly service: TradingService;
  engine: DealingEngine | null = null;
  /** Told once this process's dealing engine is loaded (copy trading attaches to it). */
  engineStarted: (engine: DealingEngine) => Promise<void> = async () => {};
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.service = new TradingService(ctx, (order, balance) => this.onOrderChanged(order, balance));
  }

  private onOrderChanged(order: OrderRow, balanceUsd?: string): void {
    if (this.engine) this.engine.onOrderChanged(order, balanceUsd);
    else void this.ctx.bus.publish(CHANNELS.orders, JSON.stringify({ id: order.id }));
  }

  /** Every node relays account events to its sockets. */
  async startRelay(): Promise<void> {
    await this.ctx.bus.subscribe(CHANNELS.account, (payload) => {
      const event = JSON.parse(payload) as AccountEvent;
      this.ctx.gateway.publishToUser(event.userId, event.type, frame(event.type, event.data));
    });
  }

  /** The leader runs the engine: book rebuilt from the database, then triggers and revaluation. */
  async startEngine(): Promise<DealingEngine> {
    const engine = new DealingEngine(this.ctx, this.service, this.log);
    await engine.load();
    await this.ctx.bus.subscribe(CHANNELS.orders, (payload) => {
      const { id } = JSON.parse(payload) as { id: number };
      void engine.onOrderChangedElsewhere(id);
    });
    engine.start();
    this.engine = engine;
    await this.engineStarted(engine);
    clearInterval(this.sweeper);
    this.sweeper = setInterval(() => {
      sweepIdempotencyKeys(this.ctx.db).catch((err: unknown) => this.log.error({ err }, 'key sweep failed'));
    }, SWEEP_INTERVAL_MS);
    this.sweeper.unref();
    return engine;
  }

  stop(): void {
    this.engine?.stop();
    clearInterval(this.sweeper);
  }
}
