import type { PairRow } from '../market.repository.js';
import type { Tick } from '../market-state.js';

/**
 * A source of ticks (DESIGN §4 adapter interface): the simulated feed, a CSV replay, or a real
 * upstream later. `take` returns, in time order, the ticks up to `untilMs` not returned yet.
 */
export interface PriceFeed {
  readonly name: string;
  take(untilMs: number): Tick[];
  /** Applies edited pair parameters from the next tick on (a feed that generates prices). */
  retune?(pairs: readonly PairRow[]): void;
}
