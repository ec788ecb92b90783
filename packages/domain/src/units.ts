/*
 * Nominal (branded) types for the units that must not mix. A brand exists only in the type
 * system: at run time every one of these is a plain decimal string, so values cross JSON, SQL
 * `numeric` columns and form fields unchanged. Domain functions return branded strings, which
 * still pass anywhere a `string` or a `DecimalInput` is accepted.
 */

declare const unitBrand: unique symbol;

/** `Base` tagged with the unit `Unit`, e.g. `Brand<string, 'UsdAmount'>`. */
export type Brand<Base, Unit extends string> = Base & { readonly [unitBrand]: Unit };

/** A price in the pair's quote currency per unit of its base (EURUSD 1.08775 is USD per EUR). */
export type PriceQuote = Brand<string, 'PriceQuote'>;

/** An amount in the pair's quote currency (the raw P&L of USDJPY is in JPY). */
export type QuoteAmount = Brand<string, 'QuoteAmount'>;

/** An amount in US dollars, the account currency. */
export type UsdAmount = Brand<string, 'UsdAmount'>;

/** A position size in lots (a lot is `ForexContNum` units of the base). */
export type Lots = Brand<string, 'Lots'>;

/** A percentage, e.g. the risk rate 580.61 (%). */
export type Percent = Brand<string, 'Percent'>;

/** An amount in a withdrawal currency (USDT, EUR, BTC…), e.g. a withdrawal's real_number. */
export type CurrencyAmount = Brand<string, 'CurrencyAmount'>;

/** Order side as the API carries it (SPEC §4): 1 buy (long), 2 sell (short). */
export type OrderSide = 1 | 2;

/** Named order sides, so call sites read `OrderSides.Buy` rather than a bare 1. */
export const OrderSides = { Buy: 1, Sell: 2 } as const satisfies Record<string, OrderSide>;

/** SPEC §9 decimals: margin, fee and profit are booked with 6. */
export const MONEY_SCALE = 6;

/** SPEC §9 decimals: balance-like amounts shown with 2 (also the withdrawal net). */
export const BALANCE_SCALE = 2;

/** Risk rate is shown with 2 decimals of a percent. */
export const PERCENT_SCALE = 2;
