import { beforeAll, describe, expect, it } from 'vitest';
import { frame } from '../src/realtime/protocol.js';
import { adminKit } from './admin-helper.js';
import { EMPTY_TRADE_PUSH } from './socket-helpers.js';
import { amendPassword, body, postForm, registerClient, type TestApp } from './helper.js';
import { withTradingApp } from './trading-helpers.js';
import { drained, waitFor } from './wait.js';

/**
 * Issue 14 §4: a socket stayed logged in after its token was revoked (13 FOREX_TRADE frames in
 * 6 s after logout). Every revocation is announced on the bus; the gateway must log exactly the
 * sockets of the revoked sessions out.
 */
let t: TestApp;
const admin = adminKit(() => t);
// The engine cycle runs when a test moves the clock (`engineCycle`), not on its own.
const trade = withTradingApp(['EURUSD'], (app) => (t = app), { manualTimers: true });
let owner: string;
beforeAll(async () => {
  owner = await admin.staffToken('owner');
});

interface Frame {
  type: string;
  code?: number;
}

/** A socket logged in with `token` and subscribed to FOREX_TRADE, recording every frame. */
async function socket(token: string) {
  const ws = await t.app.injectWS('/v1/ws');
  const frames: Frame[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as Frame));
  ws.send(JSON.stringify({ type: 'login', params: { token } }));
  ws.send(JSON.stringify({ type: 'sub', params: ['FOREX_TRADE'] }));
  // The two answers may come in either order (login resolves the token in the database first).
  await waitFor(
    () => frames.some((f) => f.type === 'sub_result') && frames.some((f) => f.type === 'login_result'),
  );
  expect(frames.find((f) => f.type === 'login_result')?.code).toBe(1);
  return {
    frames,
    send: (frame: object) => ws.send(JSON.stringify(frame)),
    count: (type: string) => frames.filter((f) => f.type === type).length,
    loggedOut: () => frames.some((f) => f.type === 'login_result' && f.code === 999),
    /** Every frame sent to this socket so far has arrived (a ping answered). */
    drained: () => drained(ws),
    close: () => ws.terminate(),
  };
}

/** A private frame for the user, as the account relay would send it. */
const pushTo = (userId: number) =>
  t.ctx.gateway.publishToUser(userId, 'FOREX_TRADE', frame('FOREX_TRADE', EMPTY_TRADE_PUSH));

async function realClient() {
  const email = `revoke-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const reg = await registerClient(t, email, 'correct horse 1');
  const second = body<{ token: string }>(
    await postForm(t.app, '/api/user/loginForU', { account: email, password: 'correct horse 1' }),
  );
  expect(second.code).toBe(1);
  return { ...reg, secondToken: second.data.token };
}

describe('sockets of revoked sessions are logged out (issue 14 §4)', () => {
  it('after logout no more FOREX_TRADE frames arrive, while the price keeps moving', async () => {
    const u = await trade.demoUser();
    expect((await trade.submit(u.token, trade.marketOrder(1))).code).toBe(1);
    const s = await socket(u.token);
    await trade.setPrice('EURUSD', 1.0878);
    await trade.engineCycle();
    await waitFor(() => s.count('FOREX_TRADE') > 0);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: u.token },
    });
    expect(body(out).code).toBe(1);
    await waitFor(s.loggedOut);
    await t.ctx.trading.engine!.idle();
    const before = s.count('FOREX_TRADE');
    for (let i = 0; i < 8; i++) {
      await trade.setPrice('EURUSD', 1.0879 + i * 0.0002);
      await trade.engineCycle(); // revalues the position: FOREX_TRADE for every socket still logged in
    }
    pushTo(u.id);
    await s.drained();
    expect(s.count('FOREX_TRADE')).toBe(before);
    // The revoked token cannot log the socket back in.
    s.send({ type: 'login', params: { token: u.token } });
    await waitFor(() => s.frames.filter((f) => f.type === 'login_result' && f.code === 999).length >= 2);
    s.close();
  }, 30_000);

  it('a password change logs out the sockets of the other sessions and keeps the one that made it', async () => {
    const c = await realClient();
    // A minute after the registration code, another may be sent. Moved before the sockets
    // open: the gateway's sweep (on this clock) closes a socket silent for 30 s.
    t.clock.advance(61_000);
    const mine = await socket(c.token);
    const other = await socket(c.secondToken);
    expect((await amendPassword(t, c, 'brand new pass 2')).code).toBe(1);
    await waitFor(other.loggedOut);
    pushTo(c.id);
    await waitFor(() => mine.count('FOREX_TRADE') === 1);
    await other.drained();
    expect(other.count('FOREX_TRADE')).toBe(0);
    expect(mine.loggedOut()).toBe(false);
    mine.close();
    other.close();
  });

  it('disabling the client in the back office logs out all its sockets', async () => {
    const c = await realClient();
    const a = await socket(c.token);
    const b = await socket(c.secondToken);
    expect((await admin.call(owner, 'POST', `/admin/api/clients/${c.id}/status`, { status: 0 })).code).toBe(
      1,
    );
    await waitFor(() => a.loggedOut() && b.loggedOut());
    pushTo(c.id);
    await Promise.all([a.drained(), b.drained()]);
    expect(a.count('FOREX_TRADE') + b.count('FOREX_TRADE')).toBe(0);
    a.close();
    b.close();
  });

  it('revoke-sessions in the back office logs out all its sockets; other users keep theirs', async () => {
    const c = await realClient();
    const bystander = await trade.demoUser();
    const a = await socket(c.token);
    const other = await socket(bystander.token);
    const res = await admin.call(owner, 'POST', `/admin/api/clients/${c.id}/revoke-sessions`);
    expect(res.code).toBe(1);
    await waitFor(a.loggedOut);
    pushTo(bystander.id);
    await waitFor(() => other.count('FOREX_TRADE') === 1);
    expect(other.loggedOut()).toBe(false);
    a.close();
    other.close();
  });
});
