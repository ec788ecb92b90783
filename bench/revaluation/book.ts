/**
 * The revaluation bench's data: one pair's open book of N positions (as the database returns
 * them: decimal strings) and a seeded random walk of ticks on the pair's grid.
 */
import { SeededRandom, bidLookupFrom, deriveSeed, type BidLookup, type OrderSide } from '@fxdesk/domain';
import {
  INSTRUMENT_SEED,
  type InstrumentSeed,
} from '../../apps/server/src/modules/market/instruments.seed.js';

/** One open position as `allLiveOrders` returns it (numeric columns are strings). */
export interface OpenPosition {
  id: number;
  userId: number;
  side: OrderSide;
  /** numeric(12,4), e.g. "0.0100". */
  lots: string;
  /** numeric(16,2), e.g. "100000.00". */
  unitsPerLot: string;
  /** numeric(20,8), e.g. "1.08775000". */
  openPrice: string;
  /** USD, 6 decimals. */
  margin: string;
}

/** One tick of the pair: bid and ask as the feed holds them (doubles on the grid). */
export interface Tick {
  bid: number;
  ask: number;
  /** Bids of every pair the conversion may need, as decimal strings (what `bidsOf` returns). */
  bids: BidLookup;
}

export interface BenchMarket {
  pair: InstrumentSeed;
  positions: OpenPosition[];
  /** Balance (USD) by account slot (user id − 1): five times the account's used margin. */
  balancesUsd: Float64Array;
  ticks: Tick[];
}

/** Pairs whose quote currency is USD, converted through XUSD, or through 1 ÷ USDX. */
export const BENCH_PAIRS = ['EURUSD', 'EURGBP', 'USDJPY', 'EURJPY', 'XAUUSD'] as const;
export type BenchPair = (typeof BENCH_PAIRS)[number];

function instrument(code: string): InstrumentSeed {
  const pair = INSTRUMENT_SEED.find((candidate) => candidate.code === code);
  if (!pair) throw new RangeError(`no seeded instrument ${code}`);
  return pair;
}

/**
 * N positions on `code`, spread over `accounts` users: random side, 0.01–5.00 lots, opened within
 * ±1 % of the seed price, margin as at leverage 100. Then `tickCount` ticks walking ±3 points.
 */
export function benchMarket(options: {
  code: BenchPair;
  positions: number;
  accounts: number;
  ticks: number;
  seed: number;
}): BenchMarket {
  const pair = instrument(options.code);
  const scale = 10 ** pair.precision;
  const startPoints = Math.round(Number(pair.seedPrice) * scale);
  const random = new SeededRandom(deriveSeed(options.seed, `positions:${options.code}`));
  const positions: OpenPosition[] = [];
  for (let index = 0; index < options.positions; index++) {
    const lotsHundredths = random.nextInt(1, 500);
    const openPoints =
      startPoints + random.nextInt(-Math.round(startPoints / 100), Math.round(startPoints / 100));
    const notional = (lotsHundredths / 100) * Number(pair.unitsPerLot) * (openPoints / scale);
    positions.push({
      id: index + 1,
      userId: 1 + random.nextInt(0, options.accounts - 1),
      side: random.nextFloat() < 0.5 ? 1 : 2,
      lots: (lotsHundredths / 100).toFixed(4),
      unitsPerLot: Number(pair.unitsPerLot).toFixed(2),
      openPrice: (openPoints / scale).toFixed(8),
      margin: (notional / 100).toFixed(6),
    });
  }
  const balancesUsd = new Float64Array(options.accounts);
  for (const position of positions) {
    const slot = position.userId - 1;
    balancesUsd[slot] = (balancesUsd[slot] ?? 0) + 5 * Number(position.margin);
  }
  const walk = new SeededRandom(deriveSeed(options.seed, `ticks:${options.code}`));
  const conversion = { GBPUSD: instrument('GBPUSD'), USDJPY: instrument('USDJPY') };
  const ticks: Tick[] = [];
  let points = startPoints;
  for (let index = 0; index < options.ticks; index++) {
    points = Math.max(1, points + walk.nextInt(-3, 3));
    const bid = points / scale;
    const ask = (points + pair.spreadPoints) / scale;
    const bidText = bid.toFixed(pair.precision);
    ticks.push({
      bid,
      ask,
      bids: bidLookupFrom({
        GBPUSD: conversion.GBPUSD.seedPrice,
        USDJPY: options.code === 'USDJPY' ? bidText : conversion.USDJPY.seedPrice,
        [options.code]: bidText,
      }),
    });
  }
  return { pair, positions, balancesUsd, ticks };
}
