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

  constructor(url: string) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
    this.sub = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
    this.sub.on('message', (channel: string, payload: string) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(payload);
    });
  }

  async publish(channel: string, payload: string): Promise<void> {
    await this.pub.publish(channel, payload);
  }

  async subscribe(channel: string, handler: (payload: string) => void): Promise<void> {
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      await this.sub.subscribe(channel);
    }
    set.add(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}

export function createBus(redisUrl: string | undefined): Bus {
  return redisUrl ? new RedisBus(redisUrl) : new InProcessBus();
}

/** Bus channels. */
export const CHANNELS = {
  /** Tick batches from the engine process, every ~100 ms. */
  ticks: 'fxdesk.market.ticks',
  /** Per-user account events (FOREX_TRADE, FOREX_CLOSED) from the engine. */
  account: 'fxdesk.account',
  /** Order changes made by API nodes, for the engine's book. */
  orders: 'fxdesk.orders',
  /** Balance changes (funds, back office) made by API nodes, for the engine's balances. */
  balances: 'fxdesk.balances',
  /** A pair was edited in the back office: every node reloads its pair rows. */
  pairs: 'fxdesk.pairs',
} as const;
