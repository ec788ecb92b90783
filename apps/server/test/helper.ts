import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createContext, type ContextOverrides } from '../src/context-factory.js';
import type { AppContext } from '../src/context.js';
import { fromPglite, fromPostgres, type Database } from '../src/db/client.js';
import { outboxMessages } from '../src/db/schema.js';
import { createMarketRuntime } from '../src/modules/market/market.setup.js';
import type { MarketRuntime } from '../src/modules/market/market.runtime.js';
import { stopServer } from '../src/shutdown.js';
import { FakeClock } from './fake-time.js';
import { TEST_BACKFILL_BARS } from './test-constants.js';

export { TEST_BACKFILL_BARS } from './test-constants.js';

export { FakeClock } from './fake-time.js';

async function freshDatabase(): Promise<Database> {
  const server = inject('postgresServer');
  if (server) {
    const name = `fxdesk_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    return fromPostgres(url.toString(), 5);
  }
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('no database template: FXDESK_TEST_NO_TEMPLATE=1 is only for crash.test.ts');
  const dump = fs.readFileSync(template);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return fromPglite(client);
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: FakeClock;
  /** The market, initialized (pairs, backfilled history) but with no feed running: tests ingest ticks. */
  market: MarketRuntime;
  close(): Promise<void>;
  /** The newest outbox message to a recipient. */
  lastMessage(recipient: string): Promise<string | undefined>;
  /** The 6-digit code in the newest outbox message to a recipient. */
  lastCode(recipient: string): Promise<string>;
}

/**
 * Builds the whole app over a fresh database (cloned from the run's template). `env` (either
 * argument) adds configuration; the stale-price guard is off unless a test sets PRICE_STALE_MS,
 * since most tests move the fake clock without ticks. With `manualTimers`, the app's timers (the
 * engine cycle, the market's) run on the fake clock: only `clock.advance` fires them.
 */
export async function buildTestApp(
  overrides: Omit<ContextOverrides, 'clock'> & {
    env?: Record<string, string>;
    webDistDir?: string;
    /** Sees every route as it is registered. */
    onRoute?: (route: RouteOptions) => void;
    manualTimers?: boolean;
  } = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const clock = new FakeClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PRICE_STALE_MS: '0',
    ...overrides.env,
    ...env,
  });
  const database = await freshDatabase();
  const ctx = createContext(config, database, {
    ...overrides,
    clock: clock.now,
    ...(overrides.manualTimers ? { scheduler: clock.scheduler } : {}),
  });
  const app = await buildApp(ctx, {
    webDistDir: overrides.webDistDir ?? path.join(dataDir, 'no-web'),
    strictResponses: true,
    onRoute: overrides.onRoute,
  });
  const market = createMarketRuntime(ctx, app.log, TEST_BACKFILL_BARS);
  await market.init();
  await ctx.trading.startRelay();
  await ctx.trading.startEngine();
  await app.ready();
  const lastMessage = async (recipient: string) => {
    const [row] = await ctx.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return row?.body;
  };
  return {
    app,
    ctx,
    clock,
    market,
    lastMessage,
    async lastCode(recipient) {
      const body = await lastMessage(recipient);
      const code = body?.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code sent to ${recipient}`);
      return code;
    },
    async close() {
      await stopServer({ ctx, market, app, database });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A multipart/form-data body with one PNG file in the field `file`, as the upload routes take it:
 * the `payload` and its `content-type` header, to spread into an `inject`.
 */
export function imageUpload(bytes: Buffer, filename = 'proof.png') {
  const boundary = '----fxdesk-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The file's test app: built before its tests with these options, handed to `use`, and closed
 * after them (a trading test's `withTradingApp` also quotes its pairs).
 */
export function withTestApp(
  use: (t: TestApp) => void,
  options: Parameters<typeof buildTestApp>[0] = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(options);
    use(app);
  });
  afterAll(() => app?.close());
}

/**
 * The file's two test apps, built before its tests and closed after them: one reached directly,
 * one behind a trusted proxy (TRUST_PROXY=true), for what the proxy's headers change.
 */
export function withDirectAndProxiedApps(use: (direct: TestApp, proxied: TestApp) => void): void {
  let direct: TestApp | undefined;
  let proxied: TestApp | undefined;
  beforeAll(async () => {
    direct = await buildTestApp();
    proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    use(direct, proxied);
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });
}

/**
 * A second app over `ctx` that serves a one-page web client from a temp folder, for the
 * web-static tests; closing the app removes the folder.
 */
export async function appWithWebPage(ctx: AppContext, head = ''): Promise<FastifyInstance> {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`,
  );
  const served = await buildApp(ctx, { webDistDir: webDir });
  served.addHook('onClose', async () => fs.rmSync(webDir, { recursive: true, force: true }));
  await served.ready();
  return served;
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const body = <T = unknown>(res: LightMyRequestResponse): Envelope<T> => res.json() as Envelope<T>;

/**
 * POSTs a form-encoded body, as the original client does for (form) calls; from `remoteAddress`
 * when a test is about the per-IP limits (light-my-request's default is 127.0.0.1).
 */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | number>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const payload = new URLSearchParams(
    Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return app.inject({
    method: 'POST',
    url,
    payload,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** POSTs a form (see postForm) and answers the parsed envelope. */
export const sendForm = async <T = unknown>(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> => body<T>(await postForm(app, url, fields, headers));

/** The id of Hong Kong (+852) in the public area list (SPEC §7 area_list), where the tests' mobiles are. */
export async function hongKongAreaId(t: Pick<TestApp, 'app'>): Promise<number> {
  const areas = body<{ id: number; code: string }[]>(await t.app.inject({ url: '/api/default/area_list' }));
  const hk = areas.data.find((a) => a.code === 'HK');
  expect(hk, 'HK in the area list').toBeDefined();
  return hk!.id;
}

/** Registers a real client by e-mail with the code from the outbox (SPEC §7 register, type 1). */
export async function registerClient(
  t: Pick<TestApp, 'app' | 'lastCode'>,
  email: string,
  password: string,
): Promise<{ email: string; id: number; token: string }> {
  await postForm(t.app, '/api/notify/send_email', { to: email, type: 1 });
  const reg = body<{ token: string; user: { id: number } }>(
    await postForm(t.app, '/api/user/register', {
      type: 1,
      account: email,
      password,
      re_password: password,
      sms_code: await t.lastCode(email),
    }),
  );
  if (reg.code !== 1) throw new Error(`register ${email}: ${reg.code} ${reg.msg}`);
  return { email, id: reg.data.user.id, token: reg.data.token };
}

/**
 * Changes a signed-in client's password the way the web client does (SPEC §8): a reset code
 * e-mailed to them, then amend_password with it from the session `client.token`. Mind the
 * one-minute cooldown after the registration code.
 */
export async function amendPassword(
  t: Pick<TestApp, 'app' | 'lastCode'>,
  client: { email: string; token: string },
  newPassword: string,
): Promise<Envelope> {
  await postForm(t.app, '/api/notify/send_email', { to: client.email, type: 2 });
  const code = await t.lastCode(client.email);
  return body(
    await postForm(
      t.app,
      '/api/user/amend_password',
      { new_password: newPassword, auth_code: code, type: 1 },
      { authorization: client.token },
    ),
  );
}
