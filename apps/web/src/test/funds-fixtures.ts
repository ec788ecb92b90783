import {
  bankWire,
  cardChargeResult,
  chargeChannel,
  chargeSubmitted,
  chargeSymbol,
  depositRecord,
  drawCurrency,
  drawMethod,
  drawResult,
  forexDetail,
  withdrawRecord as withdrawRecordSchema,
  type UserInfo,
} from '@fxdesk/contract';
import { vi } from 'vitest';
import type {
  ForexDetail,
  BankWire,
  ChargeChannel,
  ChargeRecord,
  DrawCurrency,
  DrawMethod,
  FundRecord,
  WithdrawRecord,
} from '../features/funds/api/funds.api';
import { mockFetch, ok } from './http';

/** Funds fixtures shaped like the server's answers (SPEC §3), with the seeded reference data. */

export const realUser: UserInfo = {
  id: 9,
  uid: '57954730',
  email: 'real@example.com',
  mobile: '',
  area_code: '',
  is_demo: 0,
  invite_code: 'R9',
  created_at: '',
};

export const demoUser: UserInfo = { ...realUser, id: 10, email: '', is_demo: 1 };

export const CHANNELS: ChargeChannel[] = chargeChannel.array().parse([
  { id: 1, currency_code: 'USDT', protocol_code: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  {
    id: 2,
    currency_code: 'USDT',
    protocol_code: 'ERC20',
    address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
  },
  {
    id: 3,
    currency_code: 'BTC',
    protocol_code: 'BTC',
    address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  },
]);

export const SYMBOLS = chargeSymbol.array().parse([
  { code: 'USDT', type: 1 },
  { code: 'BTC', type: 1 },
  { code: 'USD', type: 2 },
  { code: 'EUR', type: 2 },
]);

export const USD_WIRE: BankWire = bankWire.parse({
  id: 1,
  bank_name: 'Example Bank N.A.',
  bank_address: '1 Example Plaza, New York',
  bank_swift: 'EXMPUS33',
  payee_name: 'FXDesk Markets Ltd',
  payee_account: '000123456789',
  bank_remark: 'Put your UID in the transfer reference',
  currency_code: 'USD',
});

/** USDT on TRC20: a fixed fee of 1 USDT, bounds 10 to 100,000. */
export const USDT: DrawCurrency = drawCurrency.parse({
  id: 1,
  code: 'USDT',
  protocol: 'TRC20',
  draw_rate: 0,
  fee_type: 1,
  fee: 1,
  usd_price: 1,
  min: 10,
  max: 100000,
});

export const COIN_CURRENCIES: DrawCurrency[] = drawCurrency.array().parse([
  USDT,
  {
    id: 3,
    code: 'BTC',
    protocol: 'BTC',
    draw_rate: 0.002,
    fee_type: 2,
    fee: 0,
    usd_price: 0.0000105,
    min: 50,
    max: 100000,
  },
]);

export const BANK_CURRENCIES: DrawCurrency[] = drawCurrency.array().parse([
  {
    id: 5,
    code: 'EUR',
    protocol: '',
    draw_rate: 0.015,
    fee_type: 2,
    fee: 0,
    usd_price: 0.9213,
    min: 100,
    max: 100000,
  },
]);

export const TRC20_METHOD: DrawMethod = drawMethod.parse({
  id: 7,
  type: 1,
  dc_address: 'TXYZabcdefghijkmnopqrstuvwxyz12345',
  bank_name: '',
  bank_address: '',
  bank_swift: '',
  payee_name: '',
  payee_account: '',
  draw_currency: COIN_CURRENCIES[0] ?? null,
  confirmed: 1,
});

export function chargeRecord(overrides: Partial<ChargeRecord> & Pick<ChargeRecord, 'id'>): ChargeRecord {
  return depositRecord.parse({
    number: 100,
    type: 0,
    method: 'coin',
    currency_code: 'USDT',
    credited_amount: null,
    status: 0,
    status_name: 'Pending review',
    remark: '',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    proof_img: '/uploads/0123456789abcdef0123456789abcdef.png',
    created_at: '2026-11-22 08:16:48',
    ...overrides,
  });
}

export function withdrawRecord(
  overrides: Partial<WithdrawRecord> & Pick<WithdrawRecord, 'id'>,
): WithdrawRecord {
  return withdrawRecordSchema.parse({
    number: 20,
    real_number: 19,
    draw_currency: { code: 'USDT', protocol: 'TRC20' },
    fee: 1,
    status: 0,
    status_name: 'Under review',
    created_at: '2026-11-22 09:00:00',
    type: 1,
    address: TRC20_METHOD.dc_address,
    payee_account: '',
    notes: '',
    remark: '',
    ...overrides,
  });
}

export interface FundsBackend {
  channels: ChargeChannel[];
  symbols: typeof SYMBOLS;
  wires: Record<string, BankWire[]>;
  currencies: Record<1 | 2, DrawCurrency[]>;
  methods: DrawMethod[];
  charges: ChargeRecord[];
  withdrawals: WithdrawRecord[];
  fundRecords: FundRecord[];
  detail: ForexDetail;
  /** What `card_info` says: card deposits offered, and by the sandbox. */
  card: { enabled: boolean; sandbox: boolean };
  /** Answers for a path that should fail, as an envelope. */
  fail: Record<string, { code: number; msg: string }>;
}

const page = <T>(rows: T[], url: URL) => {
  const n = Number(url.searchParams.get('page') ?? 1);
  return { data: rows.slice((n - 1) * 20, n * 20), total: rows.length };
};

/**
 * A fake of the funds API for component tests: answers from `backend`, records every call so a
 * test can read what was sent, and lets a path fail with an envelope code.
 */
export function serveFunds(overrides: Partial<FundsBackend> = {}) {
  const backend: FundsBackend = {
    channels: CHANNELS,
    symbols: SYMBOLS,
    wires: { USD: [USD_WIRE], EUR: [] },
    currencies: { 1: COIN_CURRENCIES, 2: BANK_CURRENCIES },
    methods: [TRC20_METHOD],
    charges: [],
    withdrawals: [],
    fundRecords: [],
    detail: forexDetail.parse({ balance: 1000, lock_balance: 0, withdrawable: 1000 }),
    card: { enabled: true, sandbox: true },
    fail: {},
    ...overrides,
  };
  const fetch = mockFetch(async (url, init) => {
    const failure = backend.fail[url.pathname];
    if (failure) return { ...failure, data: null };
    const q = url.searchParams;
    switch (url.pathname) {
      case '/api/quickCharge/info':
        return ok(backend.channels);
      case '/api/quickCharge/symbols':
        return ok(backend.symbols);
      case '/api/quickCharge/wire_info':
        return ok(backend.wires[q.get('bank_coin') ?? ''] ?? []);
      case '/api/quickCharge/submit':
      case '/api/quickCharge/wire_submit':
        return ok(chargeSubmitted.parse({ id: 99, status: 0 }), 'Deposit submitted for review');
      case '/api/quickCharge/card_info':
        return ok(backend.card);
      case '/api/quickCharge/card_submit':
        return ok(cardChargeResult.parse({ id: 98 }), 'Deposit credited');
      case '/api/quickCharge/quick_ist': {
        const type = Number(q.get('type'));
        return ok(
          page(
            backend.charges.filter((c) => (type === 1 ? c.type !== 0 : c.type === type)),
            url,
          ),
        );
      }
      case '/api/account/draw_symbol_list':
        return ok(backend.currencies[Number(q.get('type')) as 1 | 2] ?? []);
      case '/api/wallet/get_draw_method': {
        const type = Number(q.get('draw_type'));
        const currencyId = Number(q.get('draw_id'));
        return ok(
          backend.methods.filter(
            (m) => m.type === type && (!currencyId || m.draw_currency?.id === currencyId),
          ),
        );
      }
      case '/api/account/draw':
        return ok(drawResult.parse({ id: 50, fee: 1, real_number: 19 }), 'Withdrawal submitted for review');
      case '/api/account/draw_list':
        return ok(
          page(
            backend.withdrawals.filter((w) => w.type === Number(q.get('type'))),
            url,
          ),
        );
      case '/api/wallet/bind_draw_method':
        return ok(TRC20_METHOD, 'Collection account saved');
      case '/api/wallet/del_draw_method': {
        const id = Number(new URLSearchParams(String(init.body)).get('id'));
        backend.methods = backend.methods.filter((m) => m.id !== id);
        return ok(null, 'Collection account deleted');
      }
      case '/v1/api/main/account/forexDetail':
        return ok(backend.detail);
      case '/v1/api/main/accountLog/forexChange':
        return ok(page(backend.fundRecords, url));
      default:
        return ok(null);
    }
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (path: string) =>
    fetch.mock.calls
      .filter(([input]) => new URL(String(input), 'http://h/').pathname === path)
      .map(([input, init]) => ({ url: new URL(String(input), 'http://h/'), init: init ?? {} }));
  return { fetch, backend, calls };
}

/** The form-encoded body of a recorded call, as an object. */
export const formBody = (init: RequestInit): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(String(init.body)));
