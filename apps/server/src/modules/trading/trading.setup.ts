import { OrderStatus } from '@fxdesk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Timer } from '../../clock.js';
import type { AccountEvent, AccountEventSubscriber, AccountEvents } from '../../events.js';
import { CHANNELS } from '../../realtime/bus.js';
import type { SocketGateway } from '../../realtime/gateway.js';
import { serialize } from '../../realtime/protocol.js';
import { DealingEngine, type AccountPush, type EngineDeps } from './engine.js';
import { sweepIdempotencyKeys } from './idempotency.js';
import { OrderRequests } from './order-requests.service.js';
import type { OrderRow } from './orders.repository.js';
import { TradingService, type TradingDeps } from './trading.service.js';

/** How often the leader deletes expired Idempotency-Keys. */
const SWEEP_INTERVAL_MS = 3_600_000;

/** A closed position (not a cancelled pending order) tells the owner's screens to drop it. */
const isClosedPosition = (order: OrderRow): boolean =>
  order.status === OrderStatus.HISTORY &&
  order.closeReason !== null &&
  order.closeReason !== 'cancelled' &&
  order.closeReason !== 'insufficient_margin';

/** What trading uses in a process: the service's and the engine's, the gateway and the events. */
export interface TradingRuntimeDeps extends TradingDeps, EngineDeps {
  gateway: SocketGateway;
  events: AccountEvents;
}

/**
 * Wires trading into a process: the service every API node uses, and — in the leader — the
 * dealing engine. Every committed order or balance change is one `AccountEvent` on
 * `ctx.events`, heard once in the process that made it by two subscribers (copy trading adds a
 * third): the socket pushes (FOREX_CLOSED, published to every node's sockets) and the engine —
 * here when this process leads, else over the bus to the leader, which reloads the change.
 * Account pushes travel back on the bus so every node pushes to its own sockets.
 */
export class TradingRuntime {
  readonly service: TradingService;
  /** The client routes' idempotent answers and my_deal page. */
  readonly requests: OrderRequests;
  engine: DealingEngine | null = null;
  /** Told once this process's dealing engine is loaded (copy trading attaches to it). */
  engineStarted: (engine: DealingEngine) => Promise<void> = async () => {};
  private sweeper: Timer | undefined;

  constructor(
    private readonly ctx: TradingRuntimeDeps,
    private readonly log: FastifyBaseLogger,
  ) {
    this.service = new TradingService(ctx, (event) => ctx.events.emit(event));
    this.requests = new OrderRequests({ db: ctx.db, trading: this.service });
    ctx.events.subscribe(this.socketPushes);
    ctx.events.subscribe(this.engineLink);
  }

  /** FOREX_CLOSED to the owner's sockets on every node. */
  private readonly socketPushes: AccountEventSubscriber = {
    name: 'socket-pushes',
    on: (event) => {
      if (event.kind !== 'order' || !isClosedPosition(event.order)) return;
      return this.push({ userId: event.order.userId, type: 'FOREX_CLOSED', data: { id: [event.order.id] } });
    },
  };

  /** The engine's book, balances and FOREX_TRADE: in this process, or the leader's over the bus. */
  private readonly engineLink: AccountEventSubscriber = {
    name: 'engine',
    on: (event) => this.toEngine(event),
  };

  private toEngine(event: AccountEvent): Promise<void> | undefined {
    const engine = this.engine;
    if (event.kind === 'order') {
      if (engine) engine.onOrderChanged(event.order, event.balanceUsd);
      else return this.ctx.bus.publish(CHANNELS.orders, JSON.stringify({ id: event.order.id }));
    } else if (engine) engine.onBalanceChanged(event.userId, event.balanceUsd);
    else return this.ctx.bus.publish(CHANNELS.balances, JSON.stringify({ userId: event.userId }));
    return undefined;
  }

  private push(push: AccountPush): Promise<void> {
    return this.ctx.bus.publish(CHANNELS.account, JSON.stringify(push));
  }

  /** Every node relays account pushes to its sockets. */
  async startRelay(): Promise<void> {
    await this.ctx.bus.subscribe(CHANNELS.account, (payload) => {
      const { userId, ...message } = JSON.parse(payload) as AccountPush;
      this.ctx.gateway.publishToUser(userId, message.type, serialize(message));
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
    await this.ctx.bus.subscribe(CHANNELS.balances, (payload) => {
      const { userId } = JSON.parse(payload) as { userId: number };
      engine.onBalanceChangedElsewhere(userId);
    });
    engine.start();
    this.engine = engine;
    await this.engineStarted(engine);
    this.sweeper?.cancel();
    this.sweeper = this.ctx.scheduler.every(SWEEP_INTERVAL_MS, () => {
      sweepIdempotencyKeys(this.ctx.db).catch((err: unknown) => this.log.error({ err }, 'key sweep failed'));
    });
    return engine;
  }

  stop(): void {
    this.engine?.stop();
    this.sweeper?.cancel();
  }
}
