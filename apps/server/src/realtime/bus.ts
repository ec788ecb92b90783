import { Redis } from 'ioredis';

/**
 * Carries market ticks and account events between processes (DESIGN §2): in-process by
 * default, Redis pub/sub when REDIS_URL is set. Payloads are strings, serialized once.
 */
export interface Bus {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export class InProcessBus implements Bus {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  async publish(channel: string, payload: string): Promise<void> {
    const set = this.handlers.get(channel);
    if (!set) return;
    // Delivered on a later turn, as a network bus would: publishers never re-enter subscribers.
    queueMicrotask(() => {
      for (const handler of set) handler(payload);
    });
  }

  async subscribe(channel: string, handler: (payload: string) => void): Promise<void> {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

export class RedisBus implements Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  /**
   * `namespace` prefixes every channel on the wire: deployments that share one Redis server
   * (staging beside production, two test clusters) never hear each other's ticks or orders.
   */
  constructor(
    url: string,
    private readonly namespace: string,
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
    this.sub = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
    this.sub.on('message', (wire: string, payload: string) => {
      const channel = wire.slice(this.namespace.length + 1);
      for (const handler of this.handlers.get(channel) ?? []) handler(payload);
    });
  }

  async publish(channel: string, payload: string): Promise<void> {
    await this.pub.publish(`${this.namespace}/${channel}`, payload);
  }

  async subscribe(channel: string, handler: (payload: string) => void): Promise<void> {
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      await this.sub.subscribe(`${this.namespace}/${channel}`);
    }
    set.add(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}

/**
 * The bus of one deployment: in-process without Redis; on Redis, its channels are namespaced by
 * the database the deployment's nodes share (server, port and name; never the credentials).
 */
export function createBus(redisUrl: string | undefined, databaseUrl?: string): Bus {
  if (!redisUrl) return new InProcessBus();
  return new RedisBus(redisUrl, busNamespace(databaseUrl));
}

export function busNamespace(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'fxdesk';
  const url = new URL(databaseUrl);
  return `fxdesk@${url.hostname}:${url.port || '5432'}${url.pathname || '/'}`;
}

/** Bus channels. */
export const CHANNELS = {
  /** Tick batches from the engine process, every ~100 ms. */
  ticks: 'fxdesk.market.ticks',
  /** The feed owner's heartbeat (every FEED_HEARTBEAT_MS), so quiet markets do not look stale. */
  heartbeat: 'fxdesk.market.heartbeat',
  /** Per-user account events (FOREX_TRADE, FOREX_CLOSED) from the engine. */
  account: 'fxdesk.account',
  /** Order changes made by API nodes, for the engine's book. */
  orders: 'fxdesk.orders',
  /** Balance changes (funds, back office) made by API nodes, for the engine's balances. */
  balances: 'fxdesk.balances',
  /** A pair was edited in the back office: every node reloads its pair rows. */
  pairs: 'fxdesk.pairs',
} as const;
