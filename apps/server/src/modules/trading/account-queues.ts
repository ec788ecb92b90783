import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import { isInvariantError } from '../../invariant.js';

/**
 * The dealing engine's per-account action chains: everything it does to one account (trigger
 * closes, fills, stop-outs, copies) runs one at a time, in the order it was asked for, so the
 * ledger is the same on every replay and no two engine actions wait on the same account lock.
 */
export class AccountQueues {
  private readonly chains = new Map<number, Promise<void>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  get size(): number {
    return this.chains.size;
  }

  /** The chains now running or waiting, so `idle` can wait for them. */
  running(): Promise<void>[] {
    return [...this.chains.values()];
  }

  /** Runs `run` after everything already queued for the account, one at a time. */
  enqueue(userId: number, run: () => Promise<unknown>, onSettled?: () => void): void {
    const previous = this.chains.get(userId) ?? Promise.resolve();
    const next: Promise<void> = previous
      .then(run)
      .then(
        () => undefined,
        (error: unknown) => {
          // Closed or filled meanwhile (the user's own close won the race): nothing to do.
          if (error instanceof AppError && error.name === 'ORDER_STATE_CHANGED') return;
          // Anything else changed nothing (its transaction rolled back): the order stays in the
          // book and the next tick that triggers it tries again.
          if (isInvariantError(error))
            this.log.error({ err: error, userId, invariant: true }, 'invariant broken: engine action failed');
          else this.log.error({ err: error, userId }, 'engine action failed');
        },
      )
      .finally(() => {
        onSettled?.();
        if (this.chains.get(userId) === next) this.chains.delete(userId);
      });
    this.chains.set(userId, next);
  }
}
