import type { Clock, Scheduler } from './clock.js';
import { systemClock, systemScheduler } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AppContext } from './context.js';
import { CaptchaService, type CaptchaDrawer } from './modules/auth/captcha.service.js';
import type { MessageTransport } from './modules/notify/transport.js';
import { createTransport } from './modules/notify/wiring.js';
import { RateLimiter } from './modules/security/rate-limiter.js';
import { parseRevocation, SESSIONS_REVOKED_CHANNEL, SessionStore } from './modules/auth/sessions.js';
import { MarketState } from './modules/market/market-state.js';
import { AccountEvents } from './events.js';
import { createBus, type Bus } from './realtime/bus.js';
import { SocketGateway } from './realtime/gateway.js';
import { TradingRuntime } from './modules/trading/trading.setup.js';
import { pino } from 'pino';
import { safeSerializers } from './http/log-safety.js';
import { DepositService } from './modules/funds/deposits.service.js';
import { WithdrawalService } from './modules/funds/withdrawals.service.js';
import { SandboxCardProvider } from './modules/funds/card-provider.js';
import { webhookSecret } from './modules/funds/webhook-secret.js';
import { CopyRuntime } from './modules/copy/copy.setup.js';

export interface ContextOverrides {
  clock?: Clock;
  scheduler?: Scheduler;
  captchaDrawer?: CaptchaDrawer;
  transport?: MessageTransport;
  bus?: Bus;
}

/**
 * Wires the services every module shares, in dependency order: each is built from what exists
 * by then and receives only the part it uses. Tests pass a fake clock or captcha.
 */
export function createContext(
  config: Config,
  database: Database,
  overrides: ContextOverrides = {},
): AppContext {
  const clock = overrides.clock ?? systemClock;
  const scheduler = overrides.scheduler ?? systemScheduler;
  const db = database.db;
  const transport = overrides.transport ?? createTransport(config, db, clock);
  const sessions = new SessionStore(clock, config.SESSION_TTL_DAYS);
  const market = new MarketState(config.PRICE_STALE_MS);
  const gateway = new SocketGateway({
    resolveToken: (token) => sessions.resolve(db, token),
    isKnownPair: (code) => market.pairByCode(code) !== undefined,
    now: () => clock().getTime(),
    scheduler,
  });
  const bus = overrides.bus ?? createBus(config.REDIS_URL, config.DATABASE_URL);
  // Sockets of revoked sessions are logged out on every node (issue 14 §4).
  void bus.subscribe(SESSIONS_REVOKED_CHANNEL, (payload) => {
    const event = parseRevocation(payload);
    if (event) gateway.revokeSessions(event);
  });
  const events = new AccountEvents(pino({ level: config.LOG_LEVEL, name: 'events' }));
  const trading = new TradingRuntime(
    { db, market, clock, scheduler, bus, gateway, events, priceStaleMs: config.PRICE_STALE_MS },
    pino({ level: config.LOG_LEVEL, name: 'engine', serializers: safeSerializers }),
  );
  const deposits = new DepositService(
    { db, clock, events },
    config.CARD_PROVIDER === 'sandbox'
      ? new SandboxCardProvider(webhookSecret(db, config.CARD_WEBHOOK_SECRET))
      : null,
  );
  const rateLimiter = new RateLimiter(db, clock);
  const withdrawals = new WithdrawalService({ db, clock, events, market, rateLimiter, transport });
  const copy = new CopyRuntime(
    { config, db, clock, scheduler, market, bus, trading, events },
    pino({ level: config.LOG_LEVEL, name: 'copy' }),
  );
  return {
    config,
    database,
    db,
    clock,
    scheduler,
    transport,
    rateLimiter,
    captchas: new CaptchaService(db, clock, overrides.captchaDrawer),
    market,
    gateway,
    bus,
    events,
    trading,
    deposits,
    withdrawals,
    copy,
  };
}
