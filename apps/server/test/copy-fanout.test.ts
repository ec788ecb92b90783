import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyTrades, ledgerEntries, orders } from '../src/db/schema.js';
import type { AccountRunner } from '../src/modules/copy/copy.fanout.js';
import { CopyMirror } from '../src/modules/copy/copy.mirror.js';
import { type TestApp } from './helper.js';
import { copiesSettled, follow, trader } from './copy-helpers.js';
import { withTradingApp } from './trading-helpers.js';

let t: TestApp;
const trade = withTradingApp(['EURUSD'], (app) => (t = app));
let runner: AccountRunner;
beforeAll(() => {
  runner = t.ctx.copy.mirror.runner;
});
beforeEach(() => {
  t.ctx.copy.mirror.runner = runner;
});

/** How many copies the fan-out decided in one round trip and through the order path, from now. */
function counting() {
  const before = { ...t.ctx.copy.mirror.written };
  return () => {
    const now = t.ctx.copy.mirror.written;
    return { oneTrip: now.oneTrip - before.oneTrip, orderPath: now.orderPath - before.orderPath };
  };
}

/** `userId`'s account changes by `change` after the fan-out read it, just before its copy. */
function changeAfterRead(userId: number, change: () => Promise<unknown>) {
  t.ctx.copy.mirror.runner = async (id, run) => {
    if (id === userId) await change();
    return runner(id, run);
  };
}

const recordOf = async (followId: number) =>
  (await t.ctx.db.select().from(copyTrades).where(eq(copyTrades.followId, followId)))[0];

const copiesOf = (userId: number) =>
  t.ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 1)));

describe('fan-out of one fill (DESIGN §7): one round trip per copy, the order path rules', () => {
  it('opens a copy with its fee in the ledger, and records a refusal, each in one round trip', async () => {
    const leader = await trader(t);
    const fan = await trade.demoUser();
    const broke = await trade.demoUser();
    const { id: followId } = (await follow(t, fan.token, { trader_id: leader.id, amount: '5000' })).data;
    const { id: brokeFollow } = (await follow(t, broke.token, { trader_id: leader.id, amount: '5000' })).data;
    // 9 lots at 1:100 hold ~9,800 of its 10,000 USD: no margin left for a 0.5-lot copy.
    expect((await trade.submit(broke.token, trade.marketOrder(1, { cont: '9.00' }))).code).toBe(1);
    const written = counting();
    expect((await trade.submit(leader.token, trade.marketOrder(1, { cont: '1.00' }))).code).toBe(1);
    await copiesSettled(t);
    expect(written()).toEqual({ oneTrip: 2, orderPath: 0 });

    const [copy] = (await copiesOf(fan.id)).filter((o) => o.followId === followId);
    expect(copy).toMatchObject({ side: 1, lots: '0.5000' });
    expect(await recordOf(followId)).toMatchObject({ outcome: 'opened', followerOrderId: copy!.id });
    // The copy's fee is booked against it, as for any market order.
    expect(Number(copy!.fee)).toBeGreaterThan(0);
    const fees = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'fee'), eq(ledgerEntries.refId, String(copy!.id))));
    expect(fees.map((e) => Number(e.amount))).toEqual([-Number(copy!.fee)]);
    await trade.expectLedgerBalanced(fan.id);

    expect(await recordOf(brokeFollow)).toMatchObject({ outcome: 'skipped', reason: 'insufficient_margin' });
    expect((await copiesOf(broke.id)).filter((o) => o.followId !== null)).toEqual([]);
    await trade.expectLedgerBalanced(broke.id);
  });

  it('a follower who used its margin after the read gets no copy: judged on its account as it is now', async () => {
    const leader = await trader(t);
    const fan = await trade.demoUser();
    const { id: followId } = (await follow(t, fan.token, { trader_id: leader.id, amount: '5000' })).data;
    changeAfterRead(fan.id, async () => {
      expect((await trade.submit(fan.token, trade.marketOrder(2, { cont: '9.00' }))).code).toBe(1);
    });
    const written = counting();
    await trade.submit(leader.token, trade.marketOrder(1, { cont: '1.00' }));
    await copiesSettled(t);
    expect(await recordOf(followId)).toMatchObject({ outcome: 'skipped', reason: 'insufficient_margin' });
    expect((await copiesOf(fan.id)).map((o) => o.followId)).toEqual([null]);
    await trade.expectLedgerBalanced(fan.id);
    // The one round trip found the account changed and wrote nothing; the order path decided.
    expect(written()).toEqual({ oneTrip: 0, orderPath: 1 });
  });

  it('a follower whose account changed after the read but still affords the copy gets it once', async () => {
    const leader = await trader(t);
    const fan = await trade.demoUser();
    const { id: followId } = (await follow(t, fan.token, { trader_id: leader.id, amount: '5000' })).data;
    changeAfterRead(fan.id, async () => {
      expect((await trade.submit(fan.token, trade.marketOrder(2))).code).toBe(1);
    });
    const written = counting();
    await trade.submit(leader.token, trade.marketOrder(1, { cont: '1.00' }));
    await copiesSettled(t);
    const copies = (await copiesOf(fan.id)).filter((o) => o.followId === followId);
    expect(copies).toHaveLength(1);
    expect(await recordOf(followId)).toMatchObject({ outcome: 'opened', followerOrderId: copies[0]!.id });
    await trade.expectLedgerBalanced(fan.id);
    expect(written()).toEqual({ oneTrip: 0, orderPath: 1 });
  });

  it('a copy that fails inside a shared transaction costs the copies beside it nothing', async () => {
    const leader = await trader(t);
    const fans = [await trade.demoUser(), await trade.demoUser(), await trade.demoUser()];
    const followIds: number[] = [];
    for (const fan of fans)
      followIds.push((await follow(t, fan.token, { trader_id: leader.id, amount: '3000' })).data.id);
    // After the read, the middle follow gets a record of this fill from elsewhere (another
    // engine): its copy's write breaks the record's unique key, which aborts its transaction.
    let marked: Promise<unknown> | undefined;
    const mark = async () => {
      const [fill] = await t.ctx.db.select().from(orders).where(eq(orders.userId, leader.id));
      await t.ctx.db
        .insert(copyTrades)
        .values({ followId: followIds[1]!, leaderOrderId: fill!.id, outcome: 'skipped', reason: 'failed' });
    };
    t.ctx.copy.mirror.runner = async (id, run) => {
      // Every copy waits for the mark, so all three are ready at the same moment.
      await (marked ??= mark());
      return runner(id, run);
    };
    await trade.submit(leader.token, trade.marketOrder(1, { cont: '1.00' }));
    await copiesSettled(t);
    for (const [i, fan] of fans.entries()) {
      expect((await copiesOf(fan.id)).length).toBe(i === 1 ? 0 : 1);
      await trade.expectLedgerBalanced(fan.id);
    }
    expect(await recordOf(followIds[1]!)).toMatchObject({ outcome: 'skipped', followerOrderId: null });
  });

  it('two engines copying the same fill at once (a failover overlap) open one copy per follow', async () => {
    const leader = await trader(t);
    const fans = [await trade.demoUser(), await trade.demoUser(), await trade.demoUser()];
    for (const fan of fans) await follow(t, fan.token, { trader_id: leader.id, amount: '3000' });
    // The fill's event is not heard here: the two engines below copy it.
    const subscriber = t.ctx.copy.mirror.subscriber;
    const on = subscriber.on;
    subscriber.on = () => undefined;
    let opened;
    try {
      opened = await t.ctx.trading.service.submit(
        { id: leader.id, sessionId: 0, isDemo: true },
        {
          type: 2,
          cont: '1.00',
          forex_id: trade.pairId('EURUSD'),
          status: 1,
          multiple: 100,
          target_price: undefined,
          stop_loss_price: undefined,
          target_profit_price: undefined,
        },
      );
    } finally {
      subscriber.on = on;
    }
    const { db, clock, market, scheduler } = t.ctx;
    const engines = [0, 1].map(
      () => new CopyMirror({ db, clock, market, scheduler, trading: t.ctx.trading.service }, t.app.log),
    );
    await Promise.all(engines.map((engine) => engine.copyFill(opened)));
    await copiesSettled(t);
    for (const fan of fans) {
      expect((await copiesOf(fan.id)).map((o) => o.side)).toEqual([2]);
      await trade.expectLedgerBalanced(fan.id);
    }
    const records = await t.ctx.db.select().from(copyTrades).where(eq(copyTrades.leaderOrderId, opened.id));
    expect(records.map((r) => r.outcome)).toEqual(['opened', 'opened', 'opened']);
  });
});
