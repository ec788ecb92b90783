import { CopyTraderStatus } from '@fxdesk/contract';
import {
  SeededRandom,
  closeOutcome,
  decimalAdd,
  decimalCompare,
  equityDays,
  openCosts,
  tradeDays,
  type OrderSide,
} from '@fxdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { CopyContext as AppContext } from './copy.deps.js';
import type { Tx } from '../../db/client.js';
import { accounts, copyTraders } from '../../db/schema.js';
import type { PairRow } from '../market/index.js';
import { newInviteCode, newUid } from '../security/index.js';
import { readSetting } from '../settings/index.js';
import { openAccount } from '../wallet/index.js';
import { bidsOf } from '../trading/index.js';
import { rows } from './stats.repository.js';

/** What seeding the demo traders uses: the database, the clock, the market's bars and pairs. */
export type SeedDeps = Pick<AppContext, 'db' | 'clock' | 'market'>;

/*
 * Demo traders (DESIGN §7): with the simulated feed a fresh install has a population of demo
 * accounts, marked as such, with distinct styles, three weeks of back-filled closed trades
 * priced on the back-filled hourly bars and booked in their ledgers, and trading live on the feed
 * afterwards through the ordinary order path, so the ranking, curves and back-test are alive.
 */

export type Style = 'scalper' | 'swing' | 'trend' | 'conservative' | 'reckless';

interface StyleRules {
  /** Trades per day (mean). */
  perDay: number;
  /** Holding time in minutes: [min, max]. */
  holdMinutes: [number, number];
  /** Lots as a share of balance per 10,000 USD: [min, max] in lot steps. */
  lotsPer10k: [number, number];
  leverage: number;
  pairs: string[];
  /** Probability the trade goes the way of the next bars (skill). */
  edge: number;
}

export const STYLES: Record<Style, StyleRules> = {
  scalper: {
    perDay: 14,
    holdMinutes: [2, 30],
    lotsPer10k: [20, 60],
    leverage: 200,
    pairs: ['EURUSD', 'GBPUSD', 'USDJPY'],
    edge: 0.55,
  },
  swing: {
    perDay: 1.2,
    holdMinutes: [360, 2880],
    lotsPer10k: [10, 40],
    leverage: 100,
    pairs: ['GBPJPY', 'EURJPY', 'AUDUSD', 'XAUUSD'],
    edge: 0.56,
  },
  trend: {
    perDay: 3,
    holdMinutes: [60, 720],
    lotsPer10k: [20, 50],
    leverage: 100,
    pairs: ['EURUSD', 'USDCAD', 'XAUUSD', 'NZDUSD'],
    edge: 0.57,
  },
  conservative: {
    perDay: 2,
    holdMinutes: [120, 960],
    lotsPer10k: [5, 15],
    leverage: 50,
    pairs: ['EURUSD', 'USDCHF', 'EURGBP'],
    edge: 0.54,
  },
  reckless: {
    perDay: 6,
    holdMinutes: [10, 240],
    lotsPer10k: [80, 200],
    leverage: 500,
    pairs: ['XAUUSD', 'GBPJPY', 'XAGUSD', 'GBPUSD'],
    edge: 0.5,
  },
};

const NAMES = [
  'Aurora FX',
  'Blue Heron',
  'Kestrel Capital',
  'Quiet Pips',
  'Momentum Max',
  'Lena Swing',
  'Tokyo Drift',
  'Golden Mean',
  'Atlas Trend',
  'Night Owl Scalps',
  'Steady Eddie',
  'Wildcard Wu',
  'Marco Macro',
  'Pip Hunter',
  'Sakura Trades',
  'Nordic Calm',
  'Bull & Bear',
  'Desert Fox',
  'Carry Queen',
  'Volatility Vic',
  'Harbor Light',
  'Ironbark',
  'Zen Ledger',
  'Rio Runner',
  'Polar Star',
  'Crimson Kite',
  'Sable Rock',
  'Orchid Edge',
];
const STYLE_ORDER: Style[] = ['scalper', 'swing', 'trend', 'conservative', 'reckless'];

export const BACKFILL_DAYS = 21;
export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface PlannedTrade {
  pair: PairRow;
  side: OrderSide;
  lots: string;
  leverage: number;
  openMs: number;
  closeMs: number;
  openPrice: string;
  closePrice: string;
  margin: string;
  fee: string;
  pnl: string;
}

/**
 * A pair's price at a past time from the back-filled history: hourly bars where they reach,
 * daily bars before that, interpolated from a bar's open to its close within it.
 */
function priceAt(ctx: SeedDeps, code: string) {
  const series = [
    { bars: ctx.market.bars(code, '60min'), span: HOUR_MS },
    { bars: ctx.market.bars(code, '1day'), span: DAY_MS },
  ];
  return (ms: number): number | undefined => {
    for (const { bars, span } of series) {
      if (bars.length === 0 || ms < (bars[0]?.time ?? 0)) continue;
      let lo = 0;
      let hi = bars.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((bars[mid]?.time ?? 0) <= ms) lo = mid;
        else hi = mid - 1;
      }
      const bar = bars[lo];
      if (!bar) continue;
      const t = Math.min(1, (ms - bar.time) / span);
      return bar.open + (bar.close - bar.open) * t;
    }
    return undefined;
  };
}

/** A trader's three weeks of closed trades, priced on the history and kept solvent. */
function planTrades(
  ctx: SeedDeps,
  style: Style,
  rng: SeededRandom,
  startMs: number,
  endMs: number,
  startBalance: string,
  feeType: number,
): PlannedTrade[] {
  const rules = STYLES[style];
  const out: PlannedTrade[] = [];
  let balance = startBalance;
  let t = startMs + rng.nextInt(0, 6) * HOUR_MS;
  const meanGapMs = DAY_MS / rules.perDay;
  while (t < endMs) {
    t += Math.max(60_000, Math.round(-Math.log(1 - rng.nextFloat()) * meanGapMs));
    const pair = ctx.market.pairByCode(rules.pairs[rng.nextInt(0, rules.pairs.length - 1)] ?? 'EURUSD');
    if (!pair) continue;
    const hold = rng.nextInt(rules.holdMinutes[0], rules.holdMinutes[1]) * 60_000;
    const closeMs = t + hold;
    if (closeMs >= endMs) break;
    const price = priceAt(ctx, pair.code);
    const open = price(t);
    const close = price(closeMs);
    if (open === undefined || close === undefined) continue;
    // Skill: with probability `edge` the side is the way the price went.
    const up = close >= open;
    const side: OrderSide = rng.nextFloat() < rules.edge === up ? 1 : 2;
    const steps = rng.nextInt(rules.lotsPer10k[0], rules.lotsPer10k[1]);
    const scale = Math.max(0.2, Number(balance) / 10_000);
    const unitsFactor = Number(pair.unitsPerLot) >= 100_000 ? 1 : 0.2;
    const lots = Math.max(0.01, Math.floor(steps * scale * unitsFactor) / 100).toFixed(2);
    const spread = (pair.spreadPoints / 10 ** pair.pricePrecision).toFixed(pair.pricePrecision);
    const bids = bidsOf(ctx.market);
    const costs = openCosts({
      pairCode: pair.code,
      side,
      entry: 'market',
      book: { bid: open.toFixed(pair.pricePrecision), spread },
      lots,
      unitsPerLot: pair.unitsPerLot,
      leverage: rules.leverage,
      marginModeFixed: pair.marginMode === 1,
      tradeFeeType: feeType,
      feeRate: pair.feeRate,
      bids,
    });
    const outcome = closeOutcome({
      pairCode: pair.code,
      side,
      lots,
      unitsPerLot: pair.unitsPerLot,
      openPriceQuote: costs.priceQuote,
      book: { bid: close.toFixed(pair.pricePrecision), spread },
      bids,
    });
    const after = decimalAdd(decimalAdd(balance, `-${costs.feeUsd}`), outcome.pnlUsd);
    // Solvent: margin within half the balance and never below a tenth of the start.
    if (decimalCompare(costs.marginUsd, String(Number(balance) / 2)) > 0) continue;
    if (Number(after) < Number(startBalance) / 10) continue;
    balance = after;
    out.push({
      pair,
      side,
      lots,
      leverage: rules.leverage,
      openMs: t,
      closeMs,
      openPrice: costs.priceQuote,
      closePrice: outcome.priceQuote,
      margin: costs.marginUsd,
      fee: costs.feeUsd,
      pnl: outcome.pnlUsd,
    });
    // One position at a time per trader keeps the back-fill's ledger order simple.
    t = closeMs;
  }
  return out;
}

/**
 * Seeds `count` demo traders once (none exist yet): users, accounts, three weeks of closed
 * trades and their ledger entries, and the statistics rows, in a few batched statements.
 */
export async function seedDemoTraders(ctx: SeedDeps, count: number, seed = 20261125): Promise<number> {
  const [existing] = await rows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from copy_traders where is_demo`,
  );
  if ((existing?.n ?? 0) > 0 || count <= 0) return 0;
  const feeType = await readSetting(ctx.db, 'trade_fee_type');
  const endMs = ctx.clock().getTime() - 5 * 60_000;
  const startMs = endMs - BACKFILL_DAYS * DAY_MS;
  const rng = new SeededRandom(seed);
  await ctx.db.transaction(async (tx) => {
    // The statistics rows are written from the same plan below (the triggers would do it row by row).
    await tx.execute(sql`select set_config('fxdesk.stats_off', 'on', true)`);
    for (let i = 0; i < count; i++) {
      const style = STYLE_ORDER[i % STYLE_ORDER.length]!;
      const startBalance = String([10_000, 20_000, 50_000, 5_000][i % 4]);
      const trades = planTrades(ctx, style, rng, startMs, endMs, startBalance, feeType);
      await seedOne(tx, { name: NAMES[i % NAMES.length]!, style, startBalance, startMs, trades });
    }
  });
  return count;
}

async function seedOne(
  tx: Tx,
  p: { name: string; style: Style; startBalance: string; startMs: number; trades: PlannedTrade[] },
): Promise<void> {
  const [user] = await rows<{ id: number }>(
    tx,
    sql`insert into users (uid, invite_code, is_demo, created_at) values (${newUid()}, ${newInviteCode()}, 1, ${new Date(p.startMs)}) returning id`,
  );
  const userId = user!.id;
  const accountId = await openAccount(tx, userId);
  await tx.insert(copyTraders).values({
    userId,
    status: CopyTraderStatus.APPROVED,
    displayName: p.name,
    bio: '',
    isDemo: true,
    style: p.style,
    appliedAt: new Date(p.startMs),
    reviewedAt: new Date(p.startMs),
  });
  const ids: number[] = [];
  if (p.trades.length > 0) {
    const inserted = await rows<{ id: number }>(
      tx,
      sql`insert into orders (user_id, account_id, pair_id, side, entry_type, status, lots, leverage, units_per_lot,
            open_price, close_price, margin, fee, realized_pnl, close_reason, created_at, opened_at, closed_at)
          select ${userId}, ${accountId}, t.pair_id, t.side, 1, 3, t.lots, t.leverage, t.units, t.open_price, t.close_price,
            t.margin, t.fee, t.pnl, 'manual', t.opened, t.opened, t.closed
          from unnest(${arr(p.trades.map((t) => t.pair.id))}::int[], ${arr(p.trades.map((t) => t.side))}::int[],
            ${arr(p.trades.map((t) => t.lots))}::numeric[], ${arr(p.trades.map((t) => t.leverage))}::int[],
            ${arr(p.trades.map((t) => t.pair.unitsPerLot))}::numeric[], ${arr(p.trades.map((t) => t.openPrice))}::numeric[],
            ${arr(p.trades.map((t) => t.closePrice))}::numeric[], ${arr(p.trades.map((t) => t.margin))}::numeric[],
            ${arr(p.trades.map((t) => t.fee))}::numeric[], ${arr(p.trades.map((t) => t.pnl))}::numeric[],
            ${arr(p.trades.map((t) => new Date(t.openMs).toISOString()))}::timestamptz[],
            ${arr(p.trades.map((t) => new Date(t.closeMs).toISOString()))}::timestamptz[])
            with ordinality as t(pair_id, side, lots, leverage, units, open_price, close_price, margin, fee, pnl, opened, closed, n)
          order by t.n
          returning id`,
    );
    ids.push(...inserted.map((r) => r.id).sort((a, b) => a - b));
  }
  // The ledger: the demo credit, then each trade's fee at its open and P&L at its close.
  type Entry = { kind: string; amount: string; refType: string; refId: string; at: number };
  const entries: Entry[] = [
    { kind: 'demo_credit', amount: p.startBalance, refType: 'user', refId: String(userId), at: p.startMs },
  ];
  p.trades.forEach((t, i) => {
    const id = String(ids[i]);
    if (Number(t.fee) !== 0)
      entries.push({ kind: 'fee', amount: `-${t.fee}`, refType: 'order', refId: id, at: t.openMs });
    entries.push({ kind: 'realized_pnl', amount: t.pnl, refType: 'order', refId: id, at: t.closeMs });
  });
  let balance = '0';
  const after = entries.map((e) => (balance = decimalAdd(balance, e.amount)));
  await tx.execute(sql`insert into ledger_entries (account_id, kind, amount, balance_after, ref_type, ref_id, actor, created_at)
    select ${accountId}, e.kind, e.amount, e.after, e.ref_type, e.ref_id, 'engine', e.at
    from unnest(${arr(entries.map((e) => e.kind))}::text[], ${arr(entries.map((e) => e.amount))}::numeric[],
      ${arr(after)}::numeric[], ${arr(entries.map((e) => e.refType))}::text[], ${arr(entries.map((e) => e.refId))}::text[],
      ${arr(entries.map((e) => new Date(e.at).toISOString()))}::timestamptz[])
      with ordinality as e(kind, amount, after, ref_type, ref_id, at, n)
    order by e.n`);
  await tx.update(accounts).set({ balance }).where(eq(accounts.id, accountId));
  await writeStatistics(tx, accountId, entries, after, p.trades);
}

/** The statistics the triggers would have kept, from the same definition (packages/domain). */
async function writeStatistics(
  tx: Tx,
  accountId: number,
  entries: { kind: string; amount: string; at: number }[],
  after: string[],
  trades: PlannedTrade[],
): Promise<void> {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const days = equityDays(
    entries.map((e, i) => ({ day: day(e.at), kind: e.kind, amount: e.amount, balanceAfter: after[i]! })),
  );
  if (days.length > 0)
    await tx.execute(sql`insert into trader_days (account_id, day, open_balance, close_balance, flow, pnl, twr_index)
      select ${accountId}, d.day, d.o, d.c, d.f, d.p, d.i from unnest(${arr(days.map((d) => d.day))}::date[],
        ${arr(days.map((d) => d.openBalance))}::numeric[], ${arr(days.map((d) => d.closeBalance))}::numeric[],
        ${arr(days.map((d) => d.flow))}::numeric[], ${arr(days.map((d) => d.pnl))}::numeric[],
        ${arr(days.map((d) => d.twrIndex))}::numeric[]) as d(day, o, c, f, p, i)`);
  const perDay = tradeDays(
    trades.map((t) => ({ day: day(t.closeMs), realizedPnl: t.pnl, pairId: t.pair.id, leverage: t.leverage })),
  );
  if (perDay.length > 0)
    await tx.execute(sql`insert into trader_trade_days (account_id, day, closed_orders, wins, gross_pnl)
      select ${accountId}, d.day, d.n, d.w, d.g from unnest(${arr(perDay.map((d) => d.day))}::date[],
        ${arr(perDay.map((d) => d.closedOrders))}::int[], ${arr(perDay.map((d) => d.wins))}::int[],
        ${arr(perDay.map((d) => d.grossPnl))}::numeric[]) as d(day, n, w, g)`);
  const count = <K>(keys: K[]) => {
    const m = new Map<K, number>();
    for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
    return [...m];
  };
  for (const [pairId, n] of count(trades.map((t) => t.pair.id)))
    await tx.execute(
      sql`insert into trader_pairs (account_id, pair_id, closed_orders) values (${accountId}, ${pairId}, ${n})`,
    );
  for (const [leverage, n] of count(trades.map((t) => t.leverage)))
    await tx.execute(
      sql`insert into trader_leverages (account_id, leverage, closed_orders) values (${accountId}, ${leverage}, ${n})`,
    );
}

/** A Postgres array literal parameter (one bound value however long the list). */
function arr(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '')}"`)).join(',')}}`;
}
