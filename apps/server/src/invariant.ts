/**
 * A broken invariant: something that cannot happen unless the data or the code is wrong (a
 * ledger chain that does not add up, a credit the ledger refused). Expected refusals are values
 * (`post()` returns them); this is an assertion. It is never caught as a business outcome: it
 * fails the transaction it happens in, is logged where it surfaces (the HTTP error handler, the
 * engine's queue) and counted here, and `/healthz` reports the count.
 */
export class InvariantError extends Error {
  override readonly name = 'InvariantError';

  constructor(message: string) {
    super(message);
    invariantStats.failures += 1;
    invariantStats.last = message;
  }
}

/** Broken invariants seen by this process since it started. */
export const invariantStats: { failures: number; last: string | null } = { failures: 0, last: null };

export const isInvariantError = (error: unknown): error is InvariantError => error instanceof InvariantError;
