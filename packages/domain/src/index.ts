/**
 * @fxdesk/domain: the pure money rules of FXDesk (SPEC §9, DESIGN §5–6), shared by the server's
 * engine and ledger and the web order form. No I/O, no clock, no randomness: every input, the
 * market included, is passed in. Money is exact (bigint fixed-point and rationals) and every
 * rounding names its direction. Decimals go in as strings or numbers and come out as branded
 * decimal strings.
 */

// Decimal arithmetic on strings.
/** A decimal argument: a decimal string ("1.08775", "1e-7") or a finite number. */
export type { DecimalInput } from './decimal/fixed.js';
/** Rounding direction: `ceil` (toward +∞), `floor` (toward −∞), `trunc` (toward 0), `halfUp` (display). */
export type { Rounding } from './decimal/ratio.js';
/** True when the input is a finite decimal the domain accepts. */
export { isDecimal } from './decimal/strings.js';
/** Exact a + b. */
export { decimalAdd } from './decimal/strings.js';
/** Exact a − b. */
export { decimalSub } from './decimal/strings.js';
/** Exact a × b. */
export { decimalMul } from './decimal/strings.js';
/** Exact Σ values ("0" for none). */
export { decimalSum } from './decimal/strings.js';
/** −1, 0 or 1 comparing two decimals exactly. */
export { decimalCompare } from './decimal/strings.js';
/** A decimal rounded to a scale in a named direction, printed with exactly that many decimals. */
export { decimalRound } from './decimal/strings.js';
/** a ÷ b rounded once to a scale in a named direction. */
export { decimalDivide } from './decimal/strings.js';

// Display: how each kind of figure leaves the server, shared with the web client's formatter.
/** Per kind (balance, profit, margin, fee, percent): the wire scale and the rounding direction. */
export { FIGURE_ROUNDING, roundFigure, type FigureKind, type FigureRounding } from './display/figures.js';

// Units.
/** Nominal typing helper: `Brand<string, 'UsdAmount'>`. */
export type { Brand } from './units.js';
/** Branded decimal strings: a price, a quote-currency amount, USD, lots, a percent, a payout. */
export type { PriceQuote, QuoteAmount, UsdAmount, Lots, Percent, CurrencyAmount } from './units.js';
/** Order side 1 (buy, long) or 2 (sell, short). */
export type { OrderSide } from './units.js';
/** `OrderSides.Buy` (1) and `OrderSides.Sell` (2). */
export { OrderSides } from './units.js';
/** SPEC §9 decimals: money 6, balance and withdrawal net 2, risk rate percent 2. */
export { MONEY_SCALE, BALANCE_SCALE, PERCENT_SCALE } from './units.js';

// Market: conversion and sides of the book.
/** Current bid of a pair by code, or undefined; the conversion input of every USD formula. */
export type { BidLookup, ConvertToUsdParams } from './market/conversion.js';
/** Thrown when a currency has neither an XUSD nor a USDX bid. */
export { ConversionRateMissingError } from './market/conversion.js';
/** "EURGBP" → { base: "EUR", quote: "GBP" }. */
export { splitPairCode } from './market/conversion.js';
/** "USDJPY" → "JPY". */
export { quoteCurrencyOf } from './market/conversion.js';
/** A `BidLookup` over a Map or a plain object of bids. */
export { bidLookupFrom } from './market/conversion.js';
/** An amount in any quoted currency as USD: XUSD bid, or 1 ÷ USDX bid; rounded once. */
export { convertToUsd } from './market/conversion.js';
/** A pair's book: bid and spread (ask = bid + spread). */
export type { BookQuote } from './market/prices.js';
/** bid + spread. */
export { askPrice } from './market/prices.js';
/** Where an order opens: a buy at the ask, a sell at the bid. */
export { fillPrice } from './market/prices.js';
/** Where a position closes: a long at the bid, a short at the ask. */
export { closePrice } from './market/prices.js';

// Trading.
/** Margin in USD, rounded up at 6 dp (fixed mode: lots × units; else notional ÷ leverage). */
export { marginUsd, type MarginParams } from './trading/margin.js';
/** Opening fee in USD, rounded up at 6 dp (type 1: lots × rate; else margin × rate). */
export { tradeFeeUsd, type TradeFeeParams } from './trading/fee.js';
/** Exact unrounded P&L in the quote currency (long: close − open; short: reversed). */
export { pnlQuote, type PnlQuoteParams } from './trading/pnl.js';
/** P&L in USD at the current bid, rounded toward −∞ at 6 dp. */
export { pnlUsd, type PnlParams } from './trading/pnl.js';
/** Fill price, margin, fee and margin + fee of a market or pending order. */
export { openCosts, type OpenCostsParams, type OpenCosts } from './trading/orders.js';
/** Close price and realized P&L of a position. */
export { closeOutcome, type CloseOutcomeParams } from './trading/orders.js';
/** Equity, used/free margin, risk rate (null without margin), margin-call and stop-out flags. */
export {
  accountMetrics,
  type AccountMetricsParams,
  type AccountMetrics,
  type PositionExposure,
} from './trading/account.js';
/** Free margin ≥ margin + fee. */
export { canAfford, type CanAffordParams } from './trading/account.js';
/** Stop-loss/take-profit on the right side of the reference price (0 = not set). */
export { validateStops, type ValidateStopsParams, type StopsError } from './trading/stops.js';
/** Which level (stop-loss first) a tick's closing-side price triggers, if any. */
export { stopTriggered, type StopTriggeredParams } from './trading/stops.js';
/** Limit or stop, from the target against the fill side of the book. */
export { pendingOrderKind, type PendingKind } from './trading/pending.js';
/** Whether a pending order fills on this tick. */
export { pendingTriggered, type PendingTriggeredParams } from './trading/pending.js';
/** Lot amount ≥ minimum, ≤ maximum, an exact multiple of the step. */
export { validateLots, type LotRules, type LotsError } from './trading/lots.js';
/** Whether amount − step stays above 0 (SPEC §5 decrement button). */
export { canDecrementLots } from './trading/lots.js';

// Live marks: float64 for the engine's per-cycle revaluation only; nothing here is booked.
/** One pair's open positions as typed-array columns; `add` / `remove` rows, read the columns. */
export { PositionBook, type PositionBookOptions, type MarkPositionInput } from './trading/marks.js';
/** Floating P&L (USD, float64) of every row of a book at a bid/ask, and their sum. */
export { revalue, type Revaluation } from './trading/marks.js';
/** USD per unit of a pair's quote currency as a double: 1, XUSD bid, or 1 ÷ USDX bid. */
export { usdPerQuoteUnit } from './trading/marks.js';
/** Float totals per account slot; equity, free margin, risk rate; a never-missing level screen. */
export {
  AccountMarks,
  addToAccounts,
  accountRisk,
  mayBeAtOrBelow,
  MARK_RELATIVE_ERROR,
  type AccountRisk,
} from './trading/marks.js';

// Funds.
/** Withdrawal fee (rounded up, 6 dp) and real_number (rounded down, 2 dp, never below 0). */
export { withdrawalAmounts, type WithdrawalParams, type WithdrawalAmounts } from './funds/withdraw.js';

// Market data: kline periods and bars, the simulated feed, history backfill, hours, quote change.
/** SPEC §9 periods (`1min` … `1day`), the period guard, a period's length, a time's bar start (UTC). */
export { KLINE_PERIODS, isKlinePeriod, periodMs, barStart, type KlinePeriod } from './market/periods.js';
/** SPEC §3 kline point; fold a tick into the open bar; roll finer bars up; assert the OHLC order. */
export { applyTick, aggregateBars, assertBar, type Bar, type TickResult } from './market/kline.js';
/** The price grid: round to precision, price ↔ whole points, ask = bid + spread points exactly. */
export { roundToPrecision, priceToPoints, pointsToPrice, askFromBid } from './market/grid.js';
/** Seedable xoshiro128** (uniform, int, Box–Muller normal, exponential) and per-label sub-seeds. */
export { SeededRandom, deriveSeed } from './market/random.js';
/** Zero-drift GBM steps (forward and backward), the year length, default tick interval and volume. */
export {
  gbmStep,
  gbmStepBackward,
  tickVolume,
  MS_PER_YEAR,
  DEFAULT_MEAN_TICK_INTERVAL_MS,
  MAX_TICK_VOLUME,
  MEAN_TICK_VOLUME,
} from './market/gbm.js';
/** DESIGN §4 simulated feed: an endless, seeded, time-ordered tick stream for several pairs. */
export {
  SimulatedPath,
  type SimulatedPair,
  type SimulatedTick,
  type SimulatedPathOptions,
} from './market/simulated-path.js';
/** DESIGN §4 first-boot history: `count` continuous bars of a period ending at the current bid. */
export { backfillBars, MAX_BACKFILL_BARS, type BackfillParams } from './market/backfill.js';
export { backfillAllPeriods } from './market/backfill-periods.js';
/** DESIGN §4 market hours: `24x7`, or the `24x5` forex week (Sunday 22:00 to Friday 22:00 UTC). */
export { isMarketOpen, nextOpenChange, isSchedule, SCHEDULES, type Schedule } from './market/session.js';
/** DESIGN §4 quote Change: % of close against the day open, 2 decimals, 0 without an open. */
export { dayChangePercent } from './market/quote.js';

// Copy trading: statistics (time-weighted return, drawdown), copy sizing and the back-test.
export {
  TWR_SCALE,
  TRADING_KINDS,
  twrStep,
  equityDays,
  tradeDays,
  ratePercent,
  maxDrawdownPercent,
  type LedgerMove,
  type EquityDay,
  type ClosedTrade,
  type TradeDay,
} from './copy/stats.js';
export {
  FOLLOW_LIMITS,
  copyLots,
  backtest,
  type CopySizeParams,
  type BacktestTrade,
  type BacktestParams,
  type BacktestResult,
  type SkipReason,
} from './copy/sizing.js';
