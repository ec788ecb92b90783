import type { Clock, Scheduler } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AccountEvents } from '../../events.js';
import type { Bus } from '../../realtime/bus.js';
import type { MarketState } from '../market/index.js';
import type { TradingRuntime } from '../trading/index.js';
import type { CopyRuntime } from './copy.setup.js';

/**
 * What copy trading is built from, named here rather than in `context.ts` so the module does not
 * import the composition root back (the import circle issue 16 removed). The copy module's own
 * services are still handed all of it; narrowing each one is the copy module's next step.
 */
export interface CopyContext {
  config: Config;
  db: Db;
  clock: Clock;
  scheduler: Scheduler;
  market: MarketState;
  bus: Bus;
  trading: TradingRuntime;
  events: AccountEvents;
}

/** The follow API's routes also reach the copy runtime itself. */
export type CopyRoutesContext = CopyContext & { copy: CopyRuntime };
