import type { FastifyBaseLogger } from 'fastify';
import type { orders } from './db/schema.js';
import type { LedgerKind } from './modules/wallet/ledger.js';

/** An order row as the event carries it (the committed row after the change). */
export type ChangedOrder = typeof orders.$inferSelect;

/**
 * What happened to an order. A close carries its reason in `order.closeReason` (`manual`,
 * `stop_loss`, `take_profit`, `stop_out`); `cancelled` covers the client's cancel and a pending
 * order the ledger could not fill (`insufficient_margin`).
 */
export type OrderChange =
  'placed' | 'opened' | 'filled' | 'closed' | 'cancelled' | 'stops_changed' | 'demo_reset';

/** An order changed (trading service, after its transaction committed). */
export interface OrderChanged {
  kind: 'order';
  change: OrderChange;
  order: ChangedOrder;
  /** The account's booked balance after the change, when the change knows it. */
  balanceUsd?: string;
}

/**
 * An account's balance or lock changed outside trading (funds and the back office, after the
 * transaction committed): a deposit credited, a withdrawal locked, paid or rejected, an
 * adjustment, a demo reset.
 */
export interface BalanceChanged {
  kind: 'balance';
  userId: number;
  cause: LedgerKind;
  /** Booked balance and lock after the change. */
  balanceUsd: string;
  lockBalanceUsd: string;
}

export type AccountEvent = OrderChanged | BalanceChanged;

/**
 * Something that follows account changes: the dealing engine (its book, balances and the
 * FOREX_TRADE push), the socket pushes (FOREX_CLOSED), copy trading. Called once per event, in
 * the process where the change committed, in emission order; must not throw back into the
 * change (errors are logged).
 */
export interface AccountEventSubscriber {
  /** For logs. */
  readonly name: string;
  on(event: AccountEvent): void | Promise<void>;
}

/**
 * The one way account changes travel (ARCHITECTURE "Order and balance events"): a service emits
 * after commit, every subscriber hears it. One subscriber failing does not keep the event from
 * the others, nor fail the change that already committed.
 */
export class AccountEvents {
  private readonly subscribers: AccountEventSubscriber[] = [];
  /** Asynchronous subscriber work in flight, so tests and shutdown can wait for it. */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  /** Adds a subscriber; the returned function removes it. */
  subscribe(subscriber: AccountEventSubscriber): () => void {
    this.subscribers.push(subscriber);
    return () => {
      const at = this.subscribers.indexOf(subscriber);
      if (at >= 0) this.subscribers.splice(at, 1);
    };
  }

  emit(event: AccountEvent): void {
    for (const subscriber of this.subscribers) {
      try {
        const result = subscriber.on(event);
        if (result) this.track(result, subscriber, event);
      } catch (error) {
        this.failed(error, subscriber, event);
      }
    }
  }

  /** Resolves once every subscriber's asynchronous work for the events so far has settled. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private track(work: Promise<void>, subscriber: AccountEventSubscriber, event: AccountEvent): void {
    const done: Promise<void> = work
      .catch((error: unknown) => this.failed(error, subscriber, event))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  private failed(error: unknown, subscriber: AccountEventSubscriber, event: AccountEvent): void {
    const userId = event.kind === 'order' ? event.order.userId : event.userId;
    this.log.error(
      { err: error, subscriber: subscriber.name, event: event.kind, userId },
      'event subscriber failed',
    );
  }
}
