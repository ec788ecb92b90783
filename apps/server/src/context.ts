import type { Clock, Scheduler } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { CaptchaService } from './modules/auth/captcha.service.js';
import type { MessageTransport } from './modules/notify/transport.js';
import type { RateLimiter } from './modules/security/rate-limiter.js';
import type { MarketState } from './modules/market/market-state.js';
import type { AccountEvents } from './events.js';
import type { Bus } from './realtime/bus.js';
import type { SocketGateway } from './realtime/gateway.js';
import type { TradingRuntime } from './modules/trading/trading.setup.js';
import type { DepositService } from './modules/funds/deposits.service.js';
import type { WithdrawalService } from './modules/funds/withdrawals.service.js';
import type { CopyRuntime } from './modules/copy/copy.setup.js';

/**
 * Everything one process is built from (the composition root): `app.ts`, `main.ts` and tests
 * hold it; modules never import it — each service and route plugin names the narrow part it
 * uses, and the app hands this object in (ARCHITECTURE "Layers").
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** Timers: the engine cycle, the feed, sweeps. Tests may advance a manual one. */
  scheduler: Scheduler;
  transport: MessageTransport;
  rateLimiter: RateLimiter;
  captchas: CaptchaService;
  /** The in-memory market of this process (pairs, quotes, recent bars). */
  market: MarketState;
  /** The /v1/ws socket gateway. */
  gateway: SocketGateway;
  bus: Bus;
  /** Order and balance changes after commit, to the engine, the socket pushes and copy trading. */
  events: AccountEvents;
  /** Orders: the service on every node, the dealing engine in the leader. */
  trading: TradingRuntime;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  /** Copy trading: the follow API's service; in the engine process the mirroring engine. */
  copy: CopyRuntime;
}
