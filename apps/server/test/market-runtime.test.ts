import path from 'node:path';
import { KLINE_PERIODS } from '@fxdesk/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { backfillHistory } from '../src/modules/market/backfill.js';
import type { BarWrite } from '../src/modules/market/market.repository.js';
import { MarketRuntime, type MarketRuntimeOptions } from '../src/modules/market/market.runtime.js';
import { MarketState, type Tick } from '../src/modules/market/market-state.js';
import { InProcessBus } from '../src/realtime/bus.js';
import { body, TEST_BACKFILL_BARS, type TestApp, withTestApp } from './helper.js';

let t: TestApp;
withTestApp((app) => (t = app));

/** A runtime over `state` on the test database, with no feed (an api node unless `options` say). */
function runtimeOver(state: MarketState, options: Partial<MarketRuntimeOptions>): MarketRuntime {
  return new MarketRuntime({
    database: t.ctx.database,
    state,
    bus: new InProcessBus(),
    gateway: t.ctx.gateway,
    log: t.app.log,
    now: () => t.clock.now().getTime(),
    role: 'api',
    nodeId: 'test',
    createFeed: () => {
      throw new Error('no feed in this test');
    },
    ...options,
  });
}

/** A runtime over its own in-memory market (no feed, not leading): ingest and flush only. */
function runtime(options: Partial<MarketRuntimeOptions>): { rt: MarketRuntime; state: MarketState } {
  const state = new MarketState();
  state.setPairs(t.ctx.market.pairs());
  return { rt: runtimeOver(state, options), state };
}

const minute = (n: number) => Math.floor(t.clock.now().getTime() / 60_000) * 60_000 + n * 60_000;
const tick = (code: string, bid: number, timeMs: number): Tick => ({
  code,
  bid,
  ask: bid + 0.0002,
  timeMs,
  volume: 1,
});
const find = (batch: BarWrite[] | undefined, pairId: number, period: string, time: number) =>
  batch?.find((b) => b.pairId === pairId && b.period === period && b.time === time);

describe('kline flush (DESIGN §4: closed bars flushed in batches)', () => {
  it('a failed write requeues its batch: the next flush writes it, nothing is lost', async () => {
    const batches: BarWrite[][] = [];
    let failing = true;
    const { rt, state } = runtime({
      writeBars: async (bars) => {
        batches.push(bars);
        if (failing) throw new Error('database down');
      },
    });
    await rt.ingest([tick('AUDUSD', 0.65432, minute(0) + 1_000)]);
    await expect(rt.flush()).rejects.toThrow('database down');
    failing = false;
    // Only another pair moves before the next flush; AUDUSD's bars must still be written.
    await rt.ingest([tick('NZDUSD', 0.59876, minute(0) + 2_000)]);
    await rt.flush();
    const aud = state.pairByCode('AUDUSD')!.id;
    for (const period of KLINE_PERIODS) {
      const bar = state.openBar('AUDUSD', period)!;
      expect(find(batches[1], aud, period, bar.time)?.close).toBe(0.65432);
    }
    await rt.flush();
    expect(batches).toHaveLength(2);
  });

  it('a requeued bar never overwrites a newer version queued while the failed write ran', async () => {
    const batches: BarWrite[][] = [];
    let fail: (err: Error) => void = () => {};
    const { rt, state } = runtime({
      writeBars: (bars) => {
        batches.push(bars);
        if (batches.length > 1) return Promise.resolve();
        return new Promise<void>((_, reject) => (fail = reject));
      },
    });
    await rt.ingest([tick('USDCAD', 1.36001, minute(0) + 1_000)]);
    const first = rt.flush();
    // While the write hangs: the minute moves on, then closes at 1.36009 (a final bar).
    await rt.ingest([tick('USDCAD', 1.36009, minute(0) + 30_000)]);
    await rt.ingest([tick('USDCAD', 1.3602, minute(1) + 1_000)]);
    // A flush while one runs starts no second write: it answers the running one's outcome.
    const again = rt.flush();
    fail(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(again).rejects.toThrow('database down');
    expect(batches).toHaveLength(1);
    await rt.flush();
    const cad = state.pairByCode('USDCAD')!.id;
    expect(find(batches[0], cad, '1min', minute(0))?.close).toBe(1.36001);
    expect(find(batches[1], cad, '1min', minute(0))?.close).toBe(1.36009);
    expect(find(batches[1], cad, '1min', minute(1))?.close).toBe(1.3602);
  });
});

describe('restart keeps history (DESIGN §4)', () => {
  it('a second runtime on the same database with a fresh market backfills 0 bars and serves the same klines', async () => {
    const eur = t.ctx.market.pairByCode('EURUSD')!;
    const kline = async (app: typeof t.app, period: string) =>
      body<unknown[]>(await app.inject({ url: `/v1/api/forex/kline?forex_id=${eur.id}&period=${period}` }))
        .data;
    const before = await Promise.all(KLINE_PERIODS.map((p) => kline(t.app, p)));
    expect(before.every((bars) => bars.length >= TEST_BACKFILL_BARS)).toBe(true);
    // The first process stops (final flush, leadership released); the second one starts.
    await t.market.stop();
    const written: number[] = [];
    const state = new MarketState();
    const second = runtimeOver(state, {
      role: 'all',
      nodeId: 'second',
      backfill: async (s) => {
        written.push(
          await backfillHistory(t.ctx.db, s, {
            bars: TEST_BACKFILL_BARS,
            nowMs: t.clock.now().getTime(),
            seed: 99,
          }),
        );
      },
    });
    await second.init();
    expect(second.isLeader).toBe(true);
    expect(written).toEqual([0]);
    const app2 = await buildApp(
      { ...t.ctx, market: state },
      { webDistDir: path.join(t.ctx.config.DATA_DIR, 'no-web') },
    );
    const after = await Promise.all(KLINE_PERIODS.map((p) => kline(app2, p)));
    expect(after).toEqual(before);
    await second.stop();
    await app2.close();
  });
});
