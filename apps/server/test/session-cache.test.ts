import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createContext } from '../src/context-factory.js';
import { sessions } from '../src/db/schema.js';
import { REVOCATION_QUARANTINE_MS, SESSION_CACHE_MS, SessionCache } from '../src/modules/auth/sessions.js';
import { InProcessBus } from '../src/realtime/bus.js';
import { adminCall, staffToken } from './admin-helper.js';
import {
  amendPassword,
  body,
  buildTestApp,
  FakeClock,
  postForm,
  registerClient,
  type TestApp,
} from './helper.js';

/**
 * DESIGN §7 with the per-process session cache (docs/benchmarks.md, bench/order-path): two API
 * nodes on one database and one bus. A session both nodes have cached is refused by both at
 * once after a logout, a password change, a disabled client or revoke-sessions on either node.
 */
const PASSWORD = 'correct horse 1';
let t: TestApp;
let other: FastifyInstance;
let otherDir: string;
let seq = 0;

beforeAll(async () => {
  const bus = new InProcessBus();
  t = await buildTestApp({ bus });
  otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-test-b-'));
  const config = loadConfig({ DATA_DIR: otherDir, LOG_LEVEL: 'silent' });
  const ctx = createContext(config, t.ctx.database, { bus, clock: t.clock.now });
  other = await buildApp(ctx, { webDistDir: path.join(otherDir, 'no-web') });
  await other.ready();
});

afterAll(async () => {
  await other.close();
  await t.close();
  fs.rmSync(otherDir, { recursive: true, force: true });
});

const info = async (app: FastifyInstance, token: string) =>
  body(await app.inject({ url: '/api/user/info', headers: { authorization: token } })).code;

/** Both nodes answer for the token (and so have it cached). */
async function expectLive(token: string) {
  expect(await info(t.app, token)).toBe(1);
  expect(await info(other, token)).toBe(1);
}

async function expectRefused(token: string) {
  expect(await info(t.app, token)).toBe(999);
  expect(await info(other, token)).toBe(999);
}

const register = () => registerClient(t, `cache-${Date.now()}-${seq++}@example.com`, PASSWORD);

async function login(email: string): Promise<string> {
  const res = body<{ token: string }>(
    await postForm(t.app, '/api/user/loginForU', { account: email, password: PASSWORD }),
  );
  expect(res.code).toBe(1);
  return res.data.token;
}

describe('session cache across two API nodes sharing a bus', () => {
  it('a logout on one node is refused at once on both', async () => {
    const user = await register();
    await expectLive(user.token);
    const out = await other.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: user.token },
    });
    expect(body(out).code).toBe(1);
    await expectRefused(user.token);
  });

  it('a password change revokes the other sessions on both nodes and keeps the current one', async () => {
    const user = await register();
    const second = await login(user.email);
    t.clock.advance(61_000); // the e-mail code cooldown; then both nodes cache both sessions
    await expectLive(user.token);
    await expectLive(second);
    expect((await amendPassword(t, user, 'brand new pass')).code).toBe(1);
    await expectRefused(second);
    await expectLive(user.token);
  });

  it('disabling the client or revoking its sessions in the back office is refused at once on both', async () => {
    const support = await staffToken(t, 'support');
    const disabled = await register();
    await expectLive(disabled.token);
    const off = await adminCall(t, support, 'POST', `/admin/api/clients/${disabled.id}/status`, {
      status: 0,
    });
    expect(off.code).toBe(1);
    await expectRefused(disabled.token);

    const revoked = await register();
    const second = await login(revoked.email);
    await expectLive(revoked.token);
    await expectLive(second);
    const res = await adminCall(t, support, 'POST', `/admin/api/clients/${revoked.id}/revoke-sessions`);
    expect(res.code).toBe(1);
    await expectRefused(revoked.token);
    await expectRefused(second);
  });

  it('answers from memory, and a revocation nobody announced is seen within SESSION_CACHE_MS', async () => {
    const user = await register();
    await expectLive(user.token);
    // Behind the cache's back (as a lost bus message would leave it): the database says revoked.
    await t.ctx.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, user.id));
    await expectLive(user.token);
    t.clock.advance(SESSION_CACHE_MS + 1);
    await expectRefused(user.token);
  });
});

describe('SessionCache', () => {
  it('does not keep an answer read before a revocation was heard, for REVOCATION_QUARANTINE_MS', () => {
    const clock = new FakeClock();
    const cache = SessionCache.of({ bus: new InProcessBus(), clock: clock.now });
    const user = { id: 7, sessionId: 70, isDemo: false };
    const expiresAt = new Date(clock.now().getTime() + 86_400_000);
    cache.put('h1', user, expiresAt);
    expect(cache.get('h1')).toEqual(user);
    cache.drop(7);
    expect(cache.get('h1')).toBeUndefined();
    // A lookup that started before the revocation committed finishes now: not cached.
    cache.put('h1', user, expiresAt);
    expect(cache.get('h1')).toBeUndefined();
    clock.advance(REVOCATION_QUARANTINE_MS);
    cache.put('h1', user, expiresAt);
    expect(cache.get('h1')).toEqual(user);
  });

  it('never serves an entry past SESSION_CACHE_MS or the session expiry', () => {
    const clock = new FakeClock();
    const cache = SessionCache.of({ bus: new InProcessBus(), clock: clock.now });
    const user = { id: 8, sessionId: 80, isDemo: true };
    cache.put('long', user, new Date(clock.now().getTime() + 86_400_000));
    cache.put('short', user, new Date(clock.now().getTime() + 1_000));
    clock.advance(1_000);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toEqual(user);
    clock.advance(SESSION_CACHE_MS - 1_000);
    expect(cache.get('long')).toBeUndefined();
  });
});
