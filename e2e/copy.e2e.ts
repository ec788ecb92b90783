import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../apps/server/src/modules/admin/totp.js';
import { launch, PROFILES } from './browser.js';
import { withStaffToken } from './staff-session.js';
import { freePort, startServer, type RunningServer } from './server.js';

/*
 * Copy trading in the browser (DESIGN §7), the whole user story, on this file's own server (its
 * first boot seeds the demo traders, so the ranking is alive). The leader is a demo account the
 * back office names a trader (a risk staff member made with the CLI before the server starts);
 * its orders go through the API, so the test decides when it trades. A demo user opens the
 * ranking and the leader's page, runs the back-test by changing the amount, follows, and sees a
 * copy open in "my follows" when the leader trades and close when the leader closes.
 */
const ROOT = new URL('..', import.meta.url).pathname;
const RISK = { email: 'e2e-risk@fxdesk.test', password: 'risk staff password 2026' };

let browser: Browser;
let server: RunningServer | undefined;
let dataDir: string | undefined;
beforeAll(async () => {
  browser = await launch();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-e2e-copy-'));
  const cli = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'apps/server/dist/cli/user-create.js'),
      ...['--admin', '--role', 'risk', '--email', RISK.email, '--password', RISK.password],
    ],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(`user:create failed:\n${cli.stdout}${cli.stderr}`);
  server = await startServer({ dataDir, port: await freePort() });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { lang: 'en' };
  if (token) headers.authorization = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server!.baseURL}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 1) throw new Error(`${method} ${url}: ${envelope.code} ${envelope.msg}`);
  // A staff login's session travels in its httpOnly cookie: read it for the API calls here.
  return withStaffToken(response, envelope.data);
}

/** The risk member's session: the first login enrols TOTP with a code from the offered secret. */
async function riskSession(): Promise<string> {
  const offer = await call<{ enrollment_token: string; secret: string }>(
    'POST',
    '/admin/api/auth/login',
    undefined,
    RISK,
  );
  const session = await call<{ token: string }>('POST', '/admin/api/auth/enroll', undefined, {
    enrollment_token: offer.enrollment_token,
    totp: totpAt(offer.secret, Math.floor(Date.now() / 30_000)),
  });
  return session.token;
}

/** A demo account the back office names a trader; its orders are placed through the API. */
async function namedLeader() {
  const session = await call<{ token: string; user: { id: number } }>(
    'GET',
    `/api/user/createAccountDemoForU?demo_id=e2e-copy-leader-${Date.now()}`,
  );
  await call('POST', '/admin/api/copy/traders/name', await riskSession(), {
    user_id: session.user.id,
    name: 'E2E Leader',
  });
  const pairs = await call<{ Id: number; Code: string }[]>('GET', '/v1/api/forex/trade_list');
  const eurusd = pairs.find((p) => p.Code === 'EURUSD')!;
  const open = () =>
    call<{ Id: number }>('POST', '/v1/api/forex/submit', session.token, {
      type: 1,
      cont: '1.00',
      forex_id: eurusd.Id,
      status: 1,
      multiple: 100,
    });
  const close = (id: number) => call('POST', '/v1/api/forex/close', session.token, { id });
  return { id: session.user.id, open, close };
}

/** Waits until the text of `testId` is `expected` ("my follows" refetches every 5 s). */
async function textBecomes(page: Page, testId: string, expected: string): Promise<void> {
  await page.waitForFunction(
    ([id, value]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === value,
    [testId, expected] as const,
    { timeout: 30_000 },
  );
}

describe('copy trading end to end on a demo account (mobile)', () => {
  it('ranking → trader page → live back-test → follow → a copy opens and closes with the leader', async () => {
    const leader = await namedLeader();
    // Two closed round trips (each loses at least the spread), so the back-test has trades.
    for (let i = 0; i < 2; i++) await leader.close((await leader.open()).Id);

    const context = await browser.newContext({ ...PROFILES.mobile, baseURL: server!.baseURL });
    const page = await context.newPage();
    await page.goto('/#/login?lang=en');
    await page.getByTestId('try-demo').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));

    await page.goto('/#/rank?lang=en');
    await page.locator('[data-testid^="rank-row-"]').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid^="rank-row-"]').count()).toBeGreaterThanOrEqual(20);
    // The leader's page (what a tap on its ranking row opens).
    await page.goto(`/#/rank?lang=en&trader=${leader.id}`);
    await page.getByTestId('trader-page').waitFor();
    await page.getByTestId('trader-chart').waitFor();
    await page.getByTestId('trader-follow').click();

    await page.getByTestId('follow-sheet').waitFor();
    await page.getByTestId('backtest-trades').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="backtest-trades"]')?.textContent === '2',
      undefined,
      { timeout: 15_000 },
    );
    const before = await page.getByTestId('backtest-profit').textContent();
    // A bigger amount re-runs the back-test: the loss grows with the capital.
    await page.getByTestId('follow-amount').locator('input').fill('9000');
    await page.waitForFunction(
      (previous) => document.querySelector('[data-testid="backtest-profit"]')?.textContent !== previous,
      before,
      { timeout: 15_000 },
    );
    await page.getByTestId('follow-confirm').click();

    await page.waitForFunction(() => location.hash.includes('tab=follow'), undefined, { timeout: 15_000 });
    const card = page.locator('[data-testid^="follow-status-"]').first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toBe('Active');
    const followId = (await card.getAttribute('data-testid'))!.replace('follow-status-', '');
    await textBecomes(page, `follow-open-${followId}`, '0');

    // The leader trades: the copy appears in my follows; the leader closes: it is gone.
    const position = await leader.open();
    await textBecomes(page, `follow-open-${followId}`, '1');
    await leader.close(position.Id);
    await textBecomes(page, `follow-open-${followId}`, '0');
    await context.close();
  }, 240_000);
});
