import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidLookupFrom } from '../market/conversion.js';
import {
  bidsArb,
  decimalString,
  lotsArb,
  pairCodeArb,
  sideArb,
  unitsPerLotArb,
} from '../test-support/arbitraries.js';
import { golden, type CloseCase } from '../test-support/golden.js';
import { Ref, refPnlUsd, type RefBids, type RefValue } from '../test-support/reference.js';
import type { OrderSide } from '../units.js';
import { accountMetrics } from './account.js';
import {
  AccountMarks,
  MARK_RELATIVE_ERROR,
  PositionBook,
  accountRisk,
  addToAccounts,
  mayBeAtOrBelow,
  revalue,
  usdPerQuoteUnit,
} from './marks.js';
import { closeOutcome } from './orders.js';

/*
 * The float marks against two exact references: decimal.js (`refPnlUsd`, unrounded) and the
 * package's own `closeOutcome` / `accountMetrics`, which the engine books with. The analysed error
 * of one mark is a few ulps (≈ 1e-15 relative); the tests allow 1e-12 so that they test the
 * design, not the last bit.
 */
const ROW_RELATIVE_TOLERANCE = 1e-12;

/** A decimal string of `points × 10^-scale`. */
const priceOf = (points: bigint, scale: number): string =>
  new Ref(points.toString()).dividedBy(new Ref(10).pow(scale)).toFixed(scale);

interface Row {
  id: number;
  accountSlot: number;
  side: OrderSide;
  lots: string;
  unitsPerLot: string;
  openPriceQuote: string;
  marginUsd: string;
}

interface Scenario {
  pairCode: string;
  priceScale: number;
  bid: string;
  ask: string;
  bids: RefBids;
  rows: Row[];
}

/** Prices up to 99,999 on a grid of 0–5 decimals, spreads up to 1,000 points. */
function scenarioArb(options: { maxRows: number; accounts: number }): fc.Arbitrary<Scenario> {
  return fc
    .record({
      pairCode: pairCodeArb,
      priceScale: fc.integer({ min: 0, max: 5 }),
      bidPoints: fc.bigInt({ min: 1n, max: 9_999_900_000n }),
      spreadPoints: fc.bigInt({ min: 0n, max: 1_000n }),
      bids: bidsArb,
      rows: fc.array(
        fc.record({
          side: sideArb,
          lots: lotsArb,
          unitsPerLot: unitsPerLotArb,
          openPoints: fc.bigInt({ min: 1n, max: 9_999_900_000n }),
          marginUsd: decimalString(0n, 10n ** 13n, 6, 6),
          accountSlot: fc.integer({ min: 0, max: options.accounts - 1 }),
        }),
        { minLength: 1, maxLength: options.maxRows },
      ),
    })
    .map(({ pairCode, priceScale, bidPoints, spreadPoints, bids, rows }) => {
      const cap = 10n ** BigInt(priceScale + 5);
      // Keep every price below 100,000 whatever the grid, as the instruments are.
      const fit = (points: bigint) => ((points - 1n) % cap) + 1n;
      return {
        pairCode,
        priceScale,
        bid: priceOf(fit(bidPoints), priceScale),
        ask: priceOf(fit(bidPoints) + spreadPoints, priceScale),
        bids,
        rows: rows.map((row, index) => ({
          id: index + 1,
          accountSlot: row.accountSlot,
          side: row.side,
          lots: row.lots,
          unitsPerLot: row.unitsPerLot,
          openPriceQuote: priceOf(fit(row.openPoints), priceScale),
          marginUsd: row.marginUsd,
        })),
      };
    });
}

function bookOf(scenario: Scenario): PositionBook {
  const book = new PositionBook({ pairCode: scenario.pairCode, priceScale: scenario.priceScale });
  for (const row of scenario.rows) book.add(row);
  return book;
}

function revalueScenario(scenario: Scenario, book = bookOf(scenario)) {
  const rate = usdPerQuoteUnit(scenario.pairCode, bidLookupFrom(scenario.bids));
  return { book, ...revalue(book, Number(scenario.bid), Number(scenario.ask), rate) };
}

/** The exact unrounded P&L (USD) of a row: a long closes at the bid, a short at the ask. */
function exactPnl(scenario: Scenario, row: Row): RefValue {
  return refPnlUsd({
    ...row,
    pairCode: scenario.pairCode,
    bids: scenario.bids,
    closePriceQuote: row.side === 1 ? scenario.bid : scenario.ask,
  });
}

/** What the engine books today: `closeOutcome`, rounded toward −∞ at 6 dp. */
function bookedPnl(scenario: Scenario, row: Row): string {
  return closeOutcome({
    ...row,
    pairCode: scenario.pairCode,
    book: { bid: scenario.bid, spread: new Ref(scenario.ask).minus(scenario.bid).toFixed() },
    bids: bidLookupFrom(scenario.bids),
  }).pnlUsd;
}

const within = (mark: number, exact: RefValue, relative: number): boolean =>
  exact.minus(mark).abs().lte(exact.abs().times(relative));

describe('revalue (float64 live marks)', () => {
  it('DESIGN §5 P&L: each mark is within 1e-12 relative of the exact unrounded P&L', () => {
    fc.assert(
      fc.property(scenarioArb({ maxRows: 12, accounts: 3 }), (scenario) => {
        const { book, pnlUsd } = revalueScenario(scenario);
        expect(pnlUsd.length).toBe(scenario.rows.length);
        for (const row of scenario.rows) {
          const mark = pnlUsd[book.rowOf(row.id) ?? -1] ?? Number.NaN;
          expect(within(mark, exactPnl(scenario, row), ROW_RELATIVE_TOLERANCE)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('DESIGN §5 P&L: a mark has exactly the sign of the exact P&L, and is 0 exactly when it is', () => {
    fc.assert(
      fc.property(scenarioArb({ maxRows: 12, accounts: 3 }), (scenario) => {
        const { book, pnlUsd } = revalueScenario(scenario);
        for (const row of scenario.rows) {
          const mark = pnlUsd[book.rowOf(row.id) ?? -1] ?? Number.NaN;
          const exact = exactPnl(scenario, row);
          expect(Math.sign(mark)).toBe(exact.isZero() ? 0 : exact.isNegative() ? -1 : 1);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('DESIGN §5 stop-out order: losers rank as they do exactly, but for near-ties within the tolerance', () => {
    fc.assert(
      fc.property(scenarioArb({ maxRows: 30, accounts: 1 }), (scenario) => {
        const { book, pnlUsd } = revalueScenario(scenario);
        const pairs = scenario.rows.map((row) => ({
          mark: pnlUsd[book.rowOf(row.id) ?? -1] ?? Number.NaN,
          exact: exactPnl(scenario, row),
        }));
        for (const a of pairs) {
          for (const b of pairs) {
            const gap = Ref.max(a.exact.abs(), b.exact.abs()).times(2 * ROW_RELATIVE_TOLERANCE);
            if (a.exact.plus(gap).lt(b.exact)) expect(a.mark).toBeLessThan(b.mark);
          }
        }
        // The worst float mark is the exact worst loser, or ties with it within the tolerance.
        const worst = pairs.reduce((w, p) => (p.mark < w.mark ? p : w));
        const exactWorst = Ref.min(...pairs.map((p) => p.exact));
        expect(within(worst.mark, exactWorst, 2 * ROW_RELATIVE_TOLERANCE)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('the total is the sum of the rows within 1e-12 of Σ|P&L|', () => {
    fc.assert(
      fc.property(scenarioArb({ maxRows: 40, accounts: 1 }), (scenario) => {
        const { totalPnlUsd } = revalueScenario(scenario);
        const exact = scenario.rows.map((row) => exactPnl(scenario, row));
        const sum = exact.reduce((total, value) => total.plus(value), new Ref(0));
        const magnitude = exact.reduce((total, value) => total.plus(value.abs()), new Ref(0));
        expect(sum.minus(totalPnlUsd).abs().lte(magnitude.times(ROW_RELATIVE_TOLERANCE))).toBe(true);
      }),
    );
  });

  it('DESIGN §5 realistic sizes: a mark is within a micro-dollar of what closing would book', () => {
    // EURUSD, USDJPY and XAUUSD near their real prices, up to 100 lots, moves up to ±5 %.
    const realisticArb = fc
      .record({
        pair: fc.constantFrom(
          { pairCode: 'EURUSD', priceScale: 5, bid: 108_763n, unitsPerLot: '100000' },
          { pairCode: 'USDJPY', priceScale: 3, bid: 151_237n, unitsPerLot: '100000' },
          { pairCode: 'XAUUSD', priceScale: 2, bid: 235_142n, unitsPerLot: '100' },
        ),
        movePermille: fc.integer({ min: -50, max: 50 }),
        spreadPoints: fc.bigInt({ min: 0n, max: 50n }),
        side: sideArb,
        lots: decimalString(1n, 10_000n, 2, 2),
      })
      .map(({ pair, movePermille, spreadPoints, side, lots }) => {
        const open = (pair.bid * BigInt(1000 + movePermille)) / 1000n;
        const bid = priceOf(pair.bid, pair.priceScale);
        const scenario: Scenario = {
          pairCode: pair.pairCode,
          priceScale: pair.priceScale,
          bid,
          ask: priceOf(pair.bid + spreadPoints, pair.priceScale),
          bids: { USDJPY: pair.pairCode === 'USDJPY' ? bid : '151.237' },
          rows: [
            {
              id: 1,
              accountSlot: 0,
              side,
              lots,
              unitsPerLot: pair.unitsPerLot,
              openPriceQuote: priceOf(open, pair.priceScale),
              marginUsd: '100',
            },
          ],
        };
        return scenario;
      });
    fc.assert(
      fc.property(realisticArb, (scenario) => {
        const [row] = scenario.rows;
        if (row === undefined) throw new Error('no row');
        const mark = revalueScenario(scenario).pnlUsd[0] ?? Number.NaN;
        const booked = new Ref(bookedPnl(scenario, row));
        // The booked figure is the exact one rounded down: the mark sits in [booked, booked + 1e-6).
        expect(booked.minus(mark).lte('1e-9')).toBe(true);
        expect(booked.plus('0.000001').minus(mark).gt(0)).toBe(true);
        expect(exactPnl(scenario, row).minus(mark).abs().lt('1e-8')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('an open price off the grid (a pending target with more decimals) is still close to exact', () => {
    const book = new PositionBook({ pairCode: 'EURUSD', priceScale: 5 });
    book.add({
      id: 7,
      accountSlot: 0,
      side: 1,
      lots: '1',
      unitsPerLot: '100000',
      openPriceQuote: '1.0876312',
      marginUsd: '0',
    });
    const { pnlUsd } = revalue(book, 1.08775, 1.08787, 1);
    expect(pnlUsd[0]).toBeCloseTo(11.88, 9);
  });

  it('rejects a bad book or rate loudly (a feed bug, not an expected failure)', () => {
    const book = new PositionBook({ pairCode: 'EURUSD', priceScale: 5 });
    expect(() => revalue(book, 0, 1, 1)).toThrow(RangeError);
    expect(() => revalue(book, 1.1, 1.0, 1)).toThrow(RangeError);
    expect(() => revalue(book, 1.1, Number.NaN, 1)).toThrow(RangeError);
    expect(() => revalue(book, 1.1, 1.2, 0)).toThrow(RangeError);
    expect(() => new PositionBook({ pairCode: 'EUR', priceScale: 5 })).toThrow(RangeError);
    expect(() => new PositionBook({ pairCode: 'EURUSD', priceScale: 11 })).toThrow(RangeError);
  });
});

describe('PositionBook rows', () => {
  it('add and remove in any order keep every id on its own row, and marks follow their ids', () => {
    const opArb = fc.array(
      fc.oneof(
        fc.record({ op: fc.constant('add' as const), id: fc.integer({ min: 1, max: 40 }), side: sideArb }),
        fc.record({ op: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 40 }) }),
      ),
      { maxLength: 200 },
    );
    fc.assert(
      fc.property(opArb, (ops) => {
        const book = new PositionBook({ pairCode: 'EURUSD', priceScale: 5, initialCapacity: 1 });
        const model = new Map<number, OrderSide>();
        for (const step of ops) {
          if (step.op === 'add') {
            if (model.has(step.id)) {
              expect(() => add(book, step.id, step.side)).toThrow(RangeError);
            } else {
              add(book, step.id, step.side);
              model.set(step.id, step.side);
            }
          } else {
            expect(book.remove(step.id)).toBe(model.delete(step.id));
          }
        }
        expect(book.size).toBe(model.size);
        // Longs first, then shorts: the segments the revaluation loops rely on.
        for (let row = 0; row < book.size; row++) {
          expect(book.directions[row]).toBe(row < book.longCount ? 1 : -1);
          expect(book.rowOf(book.ids[row] ?? 0)).toBe(row);
        }
        const { pnlUsd } = revalue(book, 1.1, 1.1001, 1);
        for (const [id, side] of model) {
          const row = book.rowOf(id) ?? -1;
          expect(book.ids[row]).toBe(id);
          // Opened at 1.0 + id points: a long makes bid − open, a short open − ask, on 1,000 units.
          const open = 100_000 + id;
          const expected = side === 1 ? (110_000 - open) * 0.01 : (open - 110_010) * 0.01;
          expect(pnlUsd[row]).toBeCloseTo(expected, 9);
        }
      }),
    );
  });

  function add(book: PositionBook, id: number, side: OrderSide): void {
    book.add({
      id,
      accountSlot: 0,
      side,
      lots: '0.01',
      unitsPerLot: '100000',
      openPriceQuote: priceOf(100_000n + BigInt(id), 5),
      marginUsd: '1',
    });
  }
});

describe('usdPerQuoteUnit', () => {
  it('DESIGN §5 conversion: 1 for USD, the XUSD bid, else 1 ÷ the USDX bid; missing throws', () => {
    const bids = bidLookupFrom({ GBPUSD: '1.27415', USDJPY: '151.237' });
    expect(usdPerQuoteUnit('EURUSD', bids)).toBe(1);
    expect(usdPerQuoteUnit('EURGBP', bids)).toBe(1.27415);
    expect(usdPerQuoteUnit('EURJPY', bids)).toBe(1 / 151.237);
    expect(() => usdPerQuoteUnit('EURCHF', bids)).toThrow(/CHF/);
    expect(() => usdPerQuoteUnit('EURGBP', bidLookupFrom({ GBPUSD: '0' }))).toThrow(RangeError);
  });
});

describe('account marks', () => {
  /** The engine's exact path today: closeOutcome per position, then accountMetrics. */
  function exactAccount(
    scenario: Scenario,
    slot: number,
    balanceUsd: string,
    pendingMarginUsd: string,
    level: number,
  ) {
    const rows = scenario.rows.filter((row) => row.accountSlot === slot);
    return accountMetrics({
      balanceUsd,
      positions: [
        ...rows.map((row) => ({ marginUsd: row.marginUsd, floatingPnlUsd: bookedPnl(scenario, row) })),
        { marginUsd: pendingMarginUsd, floatingPnlUsd: '0' },
      ],
      stopOutPercent: level,
      marginCallPercent: 100,
    });
  }

  const accountScenarioArb = fc.record({
    scenario: scenarioArb({ maxRows: 16, accounts: 3 }),
    pendingMarginsUsd: fc.array(decimalString(0n, 10n ** 9n, 6, 6), { minLength: 3, maxLength: 3 }),
    level: fc.constantFrom(20, 50, 100),
    /** Where the balance puts the account: far away, or within a few micro-dollars of the level. */
    offsetsMicros: fc.array(
      fc.oneof(fc.bigInt({ min: -5n, max: 5n }), fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n })),
      {
        minLength: 3,
        maxLength: 3,
      },
    ),
  });

  it('DESIGN §5 account: equity, used margin and risk rate match the exact ones; the screen never misses a breach', () => {
    fc.assert(
      fc.property(accountScenarioArb, ({ scenario, pendingMarginsUsd, level, offsetsMicros }) => {
        const { book } = revalueScenario(scenario);
        const accounts = new AccountMarks(1);
        accounts.reset(3);
        addToAccounts(book, accounts);
        for (let slot = 0; slot < 3; slot++) {
          const pending = pendingMarginsUsd[slot] ?? '0';
          accounts.addMargin(slot, Number(pending));
          // The balance that puts exact equity exactly at the level, moved by the offset.
          const atLevel = exactAccount(scenario, slot, '0', pending, level);
          const balance = new Ref(atLevel.usedMarginUsd)
            .times(level)
            .dividedBy(100)
            .minus(atLevel.floatingPnlUsd)
            .plus(new Ref((offsetsMicros[slot] ?? 0n).toString()).dividedBy(1e6))
            .toFixed(6, Ref.ROUND_FLOOR);
          const exact = exactAccount(scenario, slot, balance, pending, level);
          const risk = accountRisk(accounts, slot, Number(balance));
          const count = scenario.rows.filter((row) => row.accountSlot === slot).length;
          const magnitude = new Ref(balance)
            .abs()
            .plus(accounts.absolutePnlUsd[slot] ?? 0)
            .plus(exact.usedMarginUsd);
          const slack = magnitude.times(MARK_RELATIVE_ERROR).plus(count * 1e-6);
          expect(new Ref(exact.usedMarginUsd).minus(risk.usedMarginUsd).abs().lte(slack)).toBe(true);
          expect(new Ref(exact.equityUsd).minus(risk.equityUsd).abs().lte(slack)).toBe(true);
          expect(new Ref(exact.freeMarginUsd).minus(risk.freeMarginUsd).abs().lte(slack.times(2))).toBe(true);
          expect(risk.riskRatePercent === null).toBe(exact.riskRatePercent === null);
          const screened = mayBeAtOrBelow(accounts, slot, Number(balance), level);
          // Never misses: an exact stop-out is always screened in.
          if (exact.stopOut) expect(screened).toBe(true);
          // And only near the level: a screened account is within the slack of it, exactly.
          if (screened) {
            const distance = new Ref(exact.equityUsd).minus(
              new Ref(exact.usedMarginUsd).times(level).dividedBy(100),
            );
            expect(distance.lte(slack.times(3))).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('DESIGN §5 stop-out: the screen allows for the exact engine rounding each P&L down at 6 dp', () => {
    // A −0.0000001 mark books as −0.000001: at balance 0.000002 and margin 0.000002 the exact
    // equity is 0.000001, a 50 % risk rate, while the unrounded equity is 0.0000019 (95 %).
    const book = new PositionBook({ pairCode: 'EURUSD', priceScale: 5 });
    const position = { id: 1, accountSlot: 0, side: 1 as const, lots: '0.01', unitsPerLot: '1' };
    book.add({ ...position, openPriceQuote: '1.00001', marginUsd: '0.000002' });
    revalue(book, 1, 1, 1);
    const accounts = new AccountMarks(1);
    addToAccounts(book, accounts);
    const booked = closeOutcome({
      ...position,
      pairCode: 'EURUSD',
      openPriceQuote: '1.00001',
      book: { bid: '1', spread: '0' },
      bids: bidLookupFrom({}),
    }).pnlUsd;
    expect(booked).toBe('-0.000001');
    const exact = accountMetrics({
      balanceUsd: '0.000002',
      positions: [{ marginUsd: '0.000002', floatingPnlUsd: booked }],
      stopOutPercent: 50,
    });
    expect(exact.stopOut).toBe(true);
    expect(accountRisk(accounts, 0, 0.000002).riskRatePercent).toBeCloseTo(95, 9);
    expect(mayBeAtOrBelow(accounts, 0, 0.000002, 50)).toBe(true);
  });

  it('grows on reset and refuses a slot it does not have', () => {
    const accounts = new AccountMarks(2);
    expect(() => accounts.addMargin(2, 1)).toThrow(RangeError);
    const book = new PositionBook({ pairCode: 'EURUSD', priceScale: 5 });
    book.add({
      id: 1,
      accountSlot: 5,
      side: 1,
      lots: '1',
      unitsPerLot: '1',
      openPriceQuote: '1',
      marginUsd: '2',
    });
    revalue(book, 1, 1, 1);
    expect(() => addToAccounts(book, accounts)).toThrow(RangeError);
    accounts.reset(6);
    addToAccounts(book, accounts);
    expect(accountRisk(accounts, 5, 1)).toEqual({
      floatingPnlUsd: 0,
      usedMarginUsd: 2,
      equityUsd: 1,
      freeMarginUsd: -1,
      riskRatePercent: 50,
    });
    expect(mayBeAtOrBelow(accounts, 5, 1, 50)).toBe(true);
    expect(mayBeAtOrBelow(accounts, 5, 1.01, 50)).toBe(false);
    expect(mayBeAtOrBelow(accounts, 0, -5, 50)).toBe(false);
  });
});

describe('golden close cases as float marks', () => {
  const cases = golden.cases.filter((c): c is CloseCase => c.kind === 'close');

  it('covers some cases', () => expect(cases.length).toBeGreaterThan(0));

  for (const c of cases) {
    it(`${c.name}: the mark is in [booked, booked + 0.000001)`, () => {
      const priceScale = (c.close_bid.split('.')[1] ?? '').length;
      const book = new PositionBook({ pairCode: c.pair, priceScale });
      book.add({
        id: 1,
        accountSlot: 0,
        side: c.side,
        lots: c.lots,
        unitsPerLot: c.units_per_lot,
        openPriceQuote: c.open_price,
        marginUsd: '0',
      });
      const bid = Number(c.close_bid);
      const ask = Number(new Ref(c.close_bid).plus(c.spread).toFixed());
      const rate = usdPerQuoteUnit(c.pair, bidLookupFrom(c.conversion_bids));
      const mark = revalue(book, bid, ask, rate).totalPnlUsd;
      const booked = new Ref(c.expected.pnl_usd);
      expect(booked.minus(mark).lte('1e-9')).toBe(true);
      expect(booked.plus('0.000001').minus(mark).gt(0)).toBe(true);
    });
  }
});
