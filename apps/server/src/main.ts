import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createContext } from './context-factory.js';
import { openDatabase } from './db/client.js';
import { StoreLockedError } from './db/store-lock.js';
import { migrate } from './db/migrate.js';
import { seedOnce } from './seed/seed.js';
import { stopServer } from './shutdown.js';
import { createMarketRuntime } from './modules/market/market.setup.js';
import { smsDeliveryWarning } from './modules/notify/wiring.js';
import { readSetting } from './modules/settings/settings.repository.js';

function loggerOptions(config: Config) {
  const pretty = process.stdout.isTTY && config.LOG_LEVEL !== 'silent';
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Process entry: config → database → migrations and seed → HTTP (STYLE layout). */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrate(database);
  const report = await seedOnce(database, config);
  const ctx = createContext(config, database);
  const app = await buildApp(ctx, { logger: loggerOptions(config) });
  const smsWarning = smsDeliveryWarning(config, await readSetting(ctx.db, 'is_show_mobile'));
  if (smsWarning) app.log.warn(smsWarning);
  if (config.CARD_PROVIDER === 'sandbox')
    app.log.warn(
      'CARD_PROVIDER=sandbox: card deposits go to the sandbox, where test card 4242 4242 4242 4242 credits an account without any payment. Never run it with real money.',
    );
  const market = createMarketRuntime(ctx, app.log);
  ctx.copy.demoTraders = config.DEMO_TRADERS ?? (config.FEED_REPLAY_FILE ? 0 : 24);
  await market.init();
  await ctx.trading.startRelay();
  await market.start();

  const sweeper = ctx.scheduler.every(10 * 60_000, () => {
    ctx.rateLimiter.sweep().catch((err: unknown) => app.log.warn({ err }, 'rate-limit sweep failed'));
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stop that hangs still ends the process (the scheduler's timers never keep it alive).
    ctx.scheduler.after(10_000, () => process.exit(1));
    sweeper.cancel();
    await stopServer({ ctx, market, app, database });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const storage =
    database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}/pg` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  FXDesk is running (${storage})`,
    `  Web client   http://localhost:${port}/`,
    `  API docs     http://localhost:${port}/api/docs`,
    `  Health       http://localhost:${port}/healthz`,
  ];
  if (config.CARD_PROVIDER === 'sandbox')
    lines.push('', '  Card deposits: SANDBOX (test cards credit without payment; not for real money)');
  if (report.oneTimeAdmin) {
    lines.push(
      '',
      '  First back-office account (shown once; change it at first login):',
      `    e-mail    ${report.oneTimeAdmin.email}`,
      `    password  ${report.oneTimeAdmin.password}`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof StoreLockedError) {
    console.error(`FXDesk cannot start: ${error.message}`);
    process.exit(3);
  }
  console.error('FXDesk failed to start:', error);
  process.exit(1);
});
