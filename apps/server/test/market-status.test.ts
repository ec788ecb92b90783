import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairs } from '../src/db/schema.js';
import { CHANNELS } from '../src/realtime/bus.js';
import { buildTestApp, type TestApp } from './helper.js';
import { drained, waitFor } from './wait.js';

/**
 * SPEC §3 MarketStatus reaches open screens live: a pair closed by the admin switch or by the
 * 24/5 calendar sends no more ticks, so the server pushes its quote with `status` over the socket.
 */

interface Frame {
  type: string;
  data?: unknown;
}
interface Item {
  symbol: string;
  quotation: { close: number; change: number; status: number };
}

let t: TestApp;
beforeAll(async () => {
  // The calendar's timer runs on the fake clock: moving the clock to an open fires it.
  t = await buildTestApp({ manualTimers: true });
  await t.market.listen();
});
afterAll(() => t.close());

async function socket() {
  const ws = await t.app.injectWS('/v1/ws');
  const frames: Frame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame));
  ws.send(JSON.stringify({ type: 'sub', params: ['DAY_MARKET', 'DAY_MARKET_BATCH'] }));
  await waitFor(() => frames.some((f) => f.type === 'sub_result'), 'sub_result');
  return { ws, frames };
}

/**
 * What an admin edit does (admin-monitor.routes.ts): write the row, then tell every node; waits
 * until this node has reloaded the pair and everything it pushed has reached `ws`.
 */
async function editPair(
  ws: Parameters<typeof drained>[0],
  code: string,
  patch: Partial<typeof pairs.$inferInsert>,
) {
  const before = t.ctx.market.pairByCode(code);
  await t.ctx.db.update(pairs).set(patch).where(eq(pairs.code, code));
  await t.ctx.bus.publish(CHANNELS.pairs, code);
  await waitFor(() => t.ctx.market.pairByCode(code) !== before, `${code} reloaded`);
  await drained(ws);
}

const batchItems = (frames: Frame[], code: string) =>
  frames
    .filter((f) => f.type === 'DAY_MARKET_BATCH')
    .flatMap((f) => f.data as Item[])
    .filter((i) => i.symbol === code);
const singles = (frames: Frame[], code: string) =>
  frames
    .filter((f) => f.type === 'DAY_MARKET')
    .map((f) => f.data as Item)
    .filter((i) => i.symbol === code);

describe('MarketStatus pushed over /v1/ws (SPEC §3, §7 DAY_MARKET)', () => {
  it('ticks carry status 1 while the pair trades', async () => {
    const { ws, frames } = await socket();
    const close = t.ctx.market.quote('GBPUSD')!.close;
    const bid = Number((close + 0.0002).toFixed(5));
    await t.market.ingest([
      { code: 'GBPUSD', bid, ask: bid + 0.00015, timeMs: t.clock.now().getTime(), volume: 1 },
    ]);
    await expect
      .poll(() => singles(frames, 'GBPUSD').at(-1)?.quotation)
      .toMatchObject({ close: bid, status: 1 });
    ws.terminate();
  });

  it('the admin switch pushes status 0 at once, keeping the SPEC fields; reopening pushes 1', async () => {
    const { ws, frames } = await socket();
    await editPair(ws, 'EURUSD', { enabled: 0 });
    const closed = batchItems(frames, 'EURUSD');
    expect(closed).toHaveLength(1);
    expect(closed[0]?.quotation).toMatchObject({
      status: 0,
      close: t.ctx.market.quote('EURUSD')!.close,
      change: t.ctx.market.quote('EURUSD')!.change,
    });
    expect(singles(frames, 'EURUSD').at(-1)?.quotation.status).toBe(0);
    // Only the pair that changed is pushed.
    expect(batchItems(frames, 'GBPUSD')).toEqual([]);
    // An unrelated edit pushes nothing more.
    await editPair(ws, 'EURUSD', { feeRate: '0.0005' });
    expect(batchItems(frames, 'EURUSD')).toHaveLength(1);
    await editPair(ws, 'EURUSD', { enabled: 1 });
    expect(batchItems(frames, 'EURUSD').map((i) => i.quotation.status)).toEqual([0, 1]);
    ws.terminate();
  });

  it('the 24/5 calendar closing or opening a pair pushes the change from a timer (no tick, no poll)', async () => {
    // The test clock starts on Sunday 08:00 UTC, when a 24/5 pair is closed until 22:00.
    const first = await socket();
    await editPair(first.ws, 'XAGUSD', { schedule: '24x5' });
    expect(batchItems(first.frames, 'XAGUSD').map((i) => i.quotation.status)).toEqual([0]);
    first.ws.terminate();
    // A screen opened just before the open (over the 14 hours to it, a silent socket idles out).
    const sundayOpen = Date.parse('2026-11-22T22:00:00Z');
    t.clock.advance(sundayOpen - t.clock.now().getTime() - 1_000);
    const { ws, frames } = await socket();
    t.clock.advance(999);
    await drained(ws);
    expect(batchItems(frames, 'XAGUSD')).toEqual([]);
    // The timer the edit armed at the calendar's next change fires at the open and pushes it.
    t.clock.advance(1);
    await drained(ws);
    expect(batchItems(frames, 'XAGUSD').map((i) => i.quotation.status)).toEqual([1]);
    ws.terminate();
  });
});
