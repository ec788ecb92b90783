import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
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
  captchaDrawer?: CaptchaDrawer;
  transport?: MessageTransport;
  bus?: Bus;
}

/** Wires the services every module shares; tests pass a fake clock or captcha. */
export function createContext(
  config: Config,
  database: Database,
  overrides: ContextOverrides = {},
): AppContext {
  const clock = overrides.clock ?? systemClock;
  const db = database.db;
  const transport = overrides.transport ?? createTransport(config, db);
  const sessions = new SessionStore(clock, config.SESSION_TTL_DAYS);
  const market = new MarketState();
  const gateway = new SocketGateway({
    resolveToken: (token) => sessions.resolve(db, token),
    isKnownPair: (code) => market.pairByCode(code) !== undefined,
    now: () => clock().getTime(),
  });
  const ctx = {
    market,
    gateway,
    bus: overrides.bus ?? createBus(config.REDIS_URL),
    events: new AccountEvents(pino({ level: config.LOG_LEVEL, name: 'events' })),
    config,
    database,
    db,
    clock,
    transport,
    rateLimiter: new RateLimiter(db, clock),
    captchas: new CaptchaService(db, clock, overrides.captchaDrawer),
  } as AppContext;
  // Sockets of revoked sessions are logged out on every node (issue 14 §4).
  void ctx.bus.subscribe(SESSIONS_REVOKED_CHANNEL, (payload) => {
    const event = parseRevocation(payload);
    if (event) gateway.revokeSessions(event);
  });
  ctx.trading = new TradingRuntime(
    ctx,
    pino({ level: config.LOG_LEVEL, name: 'engine', serializers: safeSerializers }),
  );
  ctx.deposits = new DepositService(
    ctx,
    config.CARD_PROVIDER === 'sandbox'
      ? new SandboxCardProvider(webhookSecret(db, config.CARD_WEBHOOK_SECRET))
      : null,
  );
  ctx.withdrawals = new WithdrawalService(ctx);
  ctx.copy = new CopyRuntime(ctx, pino({ level: config.LOG_LEVEL, name: 'copy' }));
  return ctx;
}
