// Tests may read files; the rule against node:* imports guards the domain's runtime code.
import { readFileSync } from 'node:fs';
import type { OrderSide } from '../units.js';

/*
 * golden/money-cases.json (DESIGN §5), typed: worked cases of every formula (open, close,
 * account, withdraw), read by the golden test and by the float-mark test of the close cases.
 */

export interface Market {
  readonly [pair: string]: { bid: string; spread: string };
}

export interface OpenCase {
  kind: 'open';
  name: string;
  pair: string;
  side: OrderSide;
  entry: 'market' | 'pending';
  lots: string;
  leverage: number;
  margin_mode_fixed: boolean;
  trade_fee_type: number;
  fee_rate: string;
  units_per_lot: number;
  fill_price: string;
  expected: { margin_usd: string; fee_usd: string };
}

export interface CloseCase {
  kind: 'close';
  name: string;
  pair: string;
  side: OrderSide;
  lots: string;
  units_per_lot: number;
  open_price: string;
  close_bid: string;
  spread: string;
  close_price: string;
  conversion_bids: Record<string, string>;
  expected: { pnl_usd: string };
}

export interface AccountCase {
  kind: 'account';
  name: string;
  balance: string;
  positions: { margin_usd: string; floating_pnl_usd: string }[];
  expected: {
    equity: string;
    used_margin: string;
    free_margin: string;
    risk_rate_percent: string | null;
    below_stop_out_50: boolean;
    margin_call_100: boolean;
  };
}

export interface WithdrawCase {
  kind: 'withdraw';
  name: string;
  amount: string;
  fee_type: number;
  fee_value: string;
  draw_rate: string;
  usd_price: string;
  expected: { fee: string; real_number: string };
}

export type GoldenCase = OpenCase | CloseCase | AccountCase | WithdrawCase;

const goldenUrl = new URL('../../golden/money-cases.json', import.meta.url);

/** The file as read: the market the cases price against, and every case. */
export const golden = JSON.parse(readFileSync(goldenUrl, 'utf8')) as { market: Market; cases: GoldenCase[] };
