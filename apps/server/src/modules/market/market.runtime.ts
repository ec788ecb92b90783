import { KLINE_PERIODS, type Bar } from '@fxdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { systemScheduler, type Scheduler, type Timer } from '../../clock.js';
import type { Database, Leadership } from '../../db/client.js';
import { CHANNELS, type Bus } from '../../realtime/bus.js';
import type { SocketGateway } from '../../realtime/gateway.js';
import type { PriceFeed } from './feed/types.js';
import { fanOut, fanOutQuotes } from './market.fanout.js';
import { loadBars, loadPairs, upsertBars, type BarWrite } from './market.repository.js';
import { BARS_IN_MEMORY, type MarketState, type Tick } from './market-state.js';

/** The PostgreSQL advisory lock whose holder leads the feed and the engine (the failover test takes it too). */
export const ENGINE_LOCK_ID = 482_113_908;
/** A timer's longest delay (~24.8 days); a longer wait is re-armed when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

export interface MarketRuntimeOptions {
  database: Database;
  state: MarketState;
  bus: Bus;
  gateway: SocketGateway;
  log: FastifyBaseLogger;
  now: () => number;
  /** Where the feed, flush, heartbeat and calendar timers run; tests advance a manual one. */
  scheduler?: Scheduler;
  /** 'api' nodes never run the feed; 'all' and 'engine' compete for leadership. */
  role: 'all' | 'api' | 'engine';
  nodeId: string;
  /** Builds the feed once this process leads, starting from the state's current prices. */
  createFeed: (state: MarketState, startMs: number) => PriceFeed;
  /** Writes first-boot history for pairs with too little of it. */
  backfill?: (state: MarketState) => Promise<unknown>;
  batchIntervalMs?: number;
  /** Stores a batch of bars; default an upsert into `klines`. Tests pass a failing one. */
  writeBars?: (bars: BarWrite[]) => Promise<void>;
  persistIntervalMs?: number;
  /** Called with the applied ticks of each batch, in order, in the leader (the dealing engine). */
  onTicks?: (ticks: readonly Tick[]) => void;
  /** Called once when this process becomes the leader (start-up or failover). */
  onLeadership?: () => Promise<void>;
}

type WireTick = [code: string, bid: number, ask: number, timeMs: number, volume: number];

/**
 * Market data of one process. Every node keeps the in-memory state and fans batches out to its
 * sockets; the leader (one engine process, DESIGN §2) also runs the feed, publishes each
 * ~100 ms batch on the bus and persists bars in batches.
 */
/** How often the feed owner tells every node it is alive, ticks or not. */
export const FEED_HEARTBEAT_MS = 500;

export class MarketRuntime {
  private leadership: Leadership | null = null;
  private feed: PriceFeed | null = null;
  private timers: Timer[] = [];
  private statusTimer: Timer | undefined;
  private readonly pendingBars = new Map<string, BarWrite>();
  private readonly changedOpen = new Set<string>();
  /** The flush in progress: a timer tick while it runs is skipped rather than overlapping it. */
  private flushing: Promise<void> | null = null;
  private stopped = false;

  private readonly scheduler: Scheduler;

  constructor(private readonly o: MarketRuntimeOptions) {
    this.scheduler = o.scheduler ?? systemScheduler;
  }

  get isLeader(): boolean {
    return this.leadership !== null;
  }

  /** Loads pairs and recent bars; the leader first backfills history. */
  async init(): Promise<void> {
    const { database, state } = this.o;
    state.setPairs(await loadPairs(database.db));
    state.statusChanges(this.o.now());
    if (this.o.role !== 'api') this.leadership = await database.tryLeadership(ENGINE_LOCK_ID);
    if (this.leadership && this.o.backfill) await this.o.backfill(state);
    for (const pair of state.pairs()) {
      for (const period of KLINE_PERIODS)
        state.setBars(pair.code, period, await loadBars(database.db, pair.id, period, BARS_IN_MEMORY));
    }
  }

  async start(): Promise<void> {
    await this.listen();
    if (this.leadership) {
      await this.o.onLeadership?.();
      this.startFeed();
    } else if (this.o.role !== 'api')
      this.timers.push(this.scheduler.every(5_000, () => void this.tryTakeOver()));
  }

  /** Follows the bus (tick batches, pair edits) and the calendar; no feed. Tests call it directly. */
  async listen(): Promise<void> {
    await this.o.bus.subscribe(CHANNELS.ticks, (payload) => this.onBusBatch(payload));
    await this.o.bus.subscribe(CHANNELS.heartbeat, (payload) =>
      this.o.state.markFeedHeard(this.sentAt(Number(payload))),
    );
    await this.o.bus.subscribe(CHANNELS.pairs, () => {
      loadPairs(this.o.database.db)
        .then((rows) => {
          this.o.state.setPairs(rows);
          this.feed?.retune?.(rows);
          this.pushStatusChanges();
        })
        .catch((err: unknown) => this.o.log.error({ err }, 'pair reload failed'));
    });
    this.pushStatusChanges();
  }

  /** Applies ticks as the leader: state, sockets, bus, persistence. Tests call it directly. */
  async ingest(ticks: Tick[]): Promise<void> {
    const now = this.o.now();
    this.o.state.markFeedHeard(now);
    const open = ticks.filter((t) => this.o.state.isOpen(t.code, Math.min(t.timeMs, now)));
    if (open.length === 0) return;
    const changes = this.o.state.applyTicks(open);
    fanOut(this.o.gateway, this.o.state, changes, now);
    this.o.onTicks?.(open);
    for (const { code, period, bar } of changes.closedBars) this.queueBar(code, period, bar);
    for (const code of changes.codes) this.changedOpen.add(code);
    const wire: WireTick[] = open.map((t) => [t.code, t.bid, t.ask, t.timeMs, t.volume]);
    await this.o.bus.publish(
      CHANNELS.ticks,
      JSON.stringify({ origin: this.o.nodeId, sentAt: now, ticks: wire }),
    );
  }

  /**
   * Writes closed bars and the open bars of pairs that moved, in one batch. While a flush runs,
   * another call starts nothing and answers the running one.
   */
  flush(): Promise<void> {
    this.flushing ??= this.writePending().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    for (const code of this.changedOpen) {
      for (const period of KLINE_PERIODS) {
        const bar = this.o.state.openBar(code, period);
        if (bar) this.queueBar(code, period, bar);
      }
    }
    this.changedOpen.clear();
    if (this.pendingBars.size === 0) return;
    const batch = [...this.pendingBars];
    this.pendingBars.clear();
    try {
      await (this.o.writeBars ?? ((bars) => upsertBars(this.o.database.db, bars)))(batch.map(([, b]) => b));
    } catch (err) {
      // Requeued for the next flush, so a failed write loses nothing; a version of the same bar
      // queued while this one was in flight is newer and wins.
      for (const [key, bar] of batch) if (!this.pendingBars.has(key)) this.pendingBars.set(key, bar);
      throw err;
    }
  }

  /**
   * Pushes MarketStatus changes (the admin switch, the session calendar) to open screens as
   * quotes carrying `status`, since a closed pair sends no more ticks; then re-arms one timer
   * at the calendar's next open or close. Every node runs this for its own sockets.
   */
  pushStatusChanges(): void {
    this.statusTimer?.cancel();
    this.statusTimer = undefined;
    if (this.stopped) return;
    const now = this.o.now();
    const changed = this.o.state.statusChanges(now);
    if (changed.size) fanOutQuotes(this.o.gateway, this.o.state, changed, now);
    const next = this.o.state.nextStatusChange(now);
    if (next === null) return;
    this.statusTimer = this.scheduler.after(Math.min(next - now, MAX_TIMER_MS), () =>
      this.pushStatusChanges(),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.statusTimer?.cancel();
    for (const timer of this.timers) timer.cancel();
    this.timers = [];
    if (this.leadership) {
      // Let a running flush finish, then write what arrived meanwhile.
      await this.flushing?.catch(() => undefined);
      await this.flush().catch((err: unknown) => this.o.log.warn({ err }, 'final kline flush failed'));
      await this.leadership.release().catch(() => undefined);
      this.leadership = null;
    }
  }

  private queueBar(code: string, period: string, bar: Bar): void {
    const pair = this.o.state.pairByCode(code);
    if (!pair) return;
    this.pendingBars.set(`${pair.id}|${period}|${bar.time}`, { pairId: pair.id, period, ...bar });
  }

  private startFeed(): void {
    this.feed = this.o.createFeed(this.o.state, this.o.now());
    this.o.log.info({ feed: this.feed.name }, 'market feed started (this process leads)');
    const batchMs = this.o.batchIntervalMs ?? 100;
    this.timers.push(
      this.scheduler.every(batchMs, () => {
        // The feed loop is alive: this node hears it; the others hear the heartbeat below.
        this.o.state.markFeedHeard(this.o.now());
        const ticks = this.feed?.take(this.o.now()) ?? [];
        if (ticks.length)
          this.ingest(ticks).catch((err: unknown) => this.o.log.error({ err }, 'tick batch failed'));
      }),
      this.scheduler.every(this.o.persistIntervalMs ?? 2_000, () => {
        this.flush().catch((err: unknown) => this.o.log.error({ err }, 'kline flush failed'));
      }),
      this.scheduler.every(FEED_HEARTBEAT_MS, () => {
        this.o.bus
          .publish(CHANNELS.heartbeat, String(this.o.now()))
          .catch((err: unknown) => this.o.log.warn({ err }, 'feed heartbeat failed'));
      }),
    );
  }

  private async tryTakeOver(): Promise<void> {
    if (this.leadership || this.stopped) return;
    this.leadership = await this.o.database.tryLeadership(ENGINE_LOCK_ID).catch(() => null);
    if (!this.leadership) return;
    for (const timer of this.timers) timer.cancel();
    this.timers = [];
    this.o.log.warn('standby took over market leadership');
    await this.o.onLeadership?.();
    this.startFeed();
  }

  /**
   * When the leader sent a batch or heartbeat, as this node counts feed silence: the sender's
   * time, never later than now. A node that reads the bus late (a busy event loop) must not count
   * the silence from when it got round to the message — that let a fill happen 2.5 s after the
   * leader's last tick with PRICE_STALE_MS at 2 s. Assumes the nodes' clocks agree (NTP); a
   * leader clock behind this node's only makes the guard stricter. No time (an older sender):
   * now.
   */
  private sentAt(at: unknown): number {
    const now = this.o.now();
    return typeof at === 'number' && Number.isFinite(at) && at > 0 ? Math.min(now, at) : now;
  }

  private onBusBatch(payload: string): void {
    let message: { origin: string; sentAt?: number; ticks: WireTick[] };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    // The leader already applied its own batch; followers apply what the leader sent.
    if (message.origin === this.o.nodeId) return;
    const ticks = message.ticks.map(([code, bid, ask, timeMs, volume]) => ({
      code,
      bid,
      ask,
      timeMs,
      volume,
    }));
    this.o.state.markFeedHeard(this.sentAt(message.sentAt));
    fanOut(this.o.gateway, this.o.state, this.o.state.applyTicks(ticks), this.o.now());
  }
}
