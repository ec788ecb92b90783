import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { demoUser, pairId, setPrice, settle, submit } from './trading-helpers.js';

interface Frame {
  type: string;
  data?: { TransOrder?: { Id: number }[] };
  atMs: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await setPrice(t, 'EURUSD', 1.08763);
});
afterAll(() => t.close());

const small = () => ({ type: 1, cont: '0.01', forex_id: pairId(t, 'EURUSD'), status: 1, multiple: 100 });

/** A socket logged in as the user, collecting FOREX_TRADE frames with their arrival times. */
async function listen(token: string) {
  const ws = await t.app.injectWS('/v1/ws');
  const frames: Frame[] = [];
  ws.on('message', (d) => {
    const frame = JSON.parse(d.toString()) as Frame;
    if (frame.type === 'FOREX_TRADE') frames.push({ ...frame, atMs: performance.now() });
  });
  ws.send(JSON.stringify({ type: 'login', params: { token } }));
  ws.send(JSON.stringify({ type: 'sub', params: ['FOREX_TRADE'] }));
  await settle(50);
  return { frames, close: () => ws.terminate() };
}

/** The most frames seen in any one-second window. */
function busiestSecond(frames: Frame[]): number {
  let most = 0;
  for (const first of frames) {
    const within = frames.filter((f) => f.atMs >= first.atMs && f.atMs - first.atMs < 1000);
    most = Math.max(most, within.length);
  }
  return most;
}

describe('FOREX_TRADE is throttled per account (DESIGN §5: at most 4 a second)', () => {
  it('a burst of 30 parallel orders pushes at most 4 frames a second, and the last one holds all 30', async () => {
    const u = await demoUser(t);
    const socket = await listen(u.token);
    const results = await Promise.all(Array.from({ length: 30 }, () => submit(t, u.token, small())));
    expect(results.every((r) => r.code === 1)).toBe(true);
    // Prices keep moving meanwhile: every engine cycle has this account to push.
    for (let i = 0; i < 6; i++) {
      await setPrice(t, 'EURUSD', 1.08763 + i * 0.0001);
      await settle(200);
    }
    await t.ctx.trading.engine!.idle();
    socket.close();
    expect(socket.frames.length).toBeGreaterThanOrEqual(3);
    expect(busiestSecond(socket.frames)).toBeLessThanOrEqual(4);
    // Held-back pushes are not lost: the newest frame carries every position.
    expect(socket.frames.at(-1)!.data!.TransOrder).toHaveLength(30);
    await setPrice(t, 'EURUSD', 1.08763);
  });

  it("the owner's own change pushes at once when allowed; one right after waits for the next cycle", async () => {
    const u = await demoUser(t);
    const engine = t.ctx.trading.engine!;
    const socket = await listen(u.token);
    engine.stop(); // no cycle: only the immediate path can push
    try {
      const first = await submit(t, u.token, small());
      await engine.idle();
      expect(socket.frames.map((f) => f.data!.TransOrder!.map((o) => o.Id))).toEqual([[first.data.Id]]);
      const second = await submit(t, u.token, small());
      await engine.idle();
      await settle(50);
      expect(socket.frames).toHaveLength(1);
      engine.start();
      await settle(400);
      await engine.idle();
      const ids = socket.frames.at(-1)!.data!.TransOrder!.map((o) => o.Id);
      expect(ids.sort()).toEqual([first.data.Id, second.data.Id].sort());
    } finally {
      engine.stop();
      engine.start();
      socket.close();
    }
  });
});
