import { withdrawalAmounts } from '@fxdesk/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USDT } from '../../test/funds-fixtures';
import type { DrawCurrency } from './api/funds.api';
import {
  addressValid,
  cardProblem,
  expiryValid,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  swiftValid,
  withdrawPreview,
  withinBounds,
} from './rules';

const usdt = USDT;
const eur: DrawCurrency = {
  ...usdt,
  id: 5,
  code: 'EUR',
  protocol: '',
  fee_type: 2,
  fee: 0,
  draw_rate: 0.015,
  usd_price: 0.9213,
};

describe('amounts (SPEC §5 charge and withdraw forms)', () => {
  it('checks the currency bounds inclusively', () => {
    expect(withinBounds('10', usdt)).toBe(true);
    expect(withinBounds('9.99', usdt)).toBe(false);
    expect(withinBounds('100000', usdt)).toBe(true);
    expect(withinBounds('100000.01', usdt)).toBe(false);
  });
});

describe('withdraw preview (SPEC §9 withdraw fee, SPEC §5 net never below 0)', () => {
  it('is withdrawalAmounts of @fxdesk/domain for any amount and currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom(1, 2),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom(1, 0.9213, 7.78, 0.0000105),
        (cents, feeType, feeCents, ratePermille, usdPrice) => {
          const amount = (cents / 100).toFixed(2);
          const currency = {
            ...usdt,
            fee_type: feeType,
            fee: feeCents / 100,
            draw_rate: ratePermille / 1000,
            usd_price: usdPrice,
          };
          const expected = withdrawalAmounts({
            amountUsd: amount,
            feeType,
            feeValueUsd: currency.fee,
            drawRate: currency.draw_rate,
            usdPrice,
          });
          const preview = withdrawPreview(currency, amount);
          expect(preview).toEqual(expected);
          expect(Number(preview?.realNumber)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('matches the golden cases and pays 0 when the fee eats the amount', () => {
    expect(withdrawPreview(usdt, '100')).toEqual({ feeUsd: '1.000000', realNumber: '99.00' });
    expect(withdrawPreview(eur, '250')).toEqual({ feeUsd: '3.750000', realNumber: '226.87' });
    expect(withdrawPreview(usdt, '0.5')).toEqual({ feeUsd: '1.000000', realNumber: '0' });
  });

  it('has nothing to show until the amount is one', () => {
    expect(withdrawPreview(usdt, '')).toBeNull();
    expect(withdrawPreview(usdt, '0')).toBeNull();
    expect(withdrawPreview(usdt, 'abc')).toBeNull();
  });
});

describe('addresses and bank codes (withdraw-way, server error 1405)', () => {
  it('checks the address format of each network', () => {
    expect(addressValid('TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(true);
    expect(addressValid('TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5Kcb')).toBe(false);
    expect(addressValid('TRC20', '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063')).toBe(false);
    expect(addressValid('ERC20', '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063')).toBe(true);
    expect(addressValid('ERC20', '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A06')).toBe(false);
    expect(addressValid('BTC', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')).toBe(true);
    expect(addressValid('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(addressValid('BTC', 'xyz')).toBe(false);
    // A network the client does not know is left to the server; empty never passes.
    expect(addressValid('SOL', 'anything')).toBe(true);
    expect(addressValid('SOL', '  ')).toBe(false);
  });

  it('accepts SWIFT codes of 8 or 11 characters', () => {
    expect(swiftValid('EXMPUS33')).toBe(true);
    expect(swiftValid('exmphkhhxxx')).toBe(true);
    expect(swiftValid('EXMPUS3')).toBe(false);
    expect(swiftValid('1234US33')).toBe(false);
  });
});

describe('card form (sandbox bank card deposit)', () => {
  const now = new Date(2026, 10, 22);
  const good = { amount: '100', number: '4242 4242 4242 4242', exp: '12/30', cvc: '123', holder: 'A Trader' };

  it('formats the number in groups of four and types the expiry slash', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('1230', '')).toBe('12/30');
    // Backspace over the slash removes the digit before it.
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('checks the Luhn digit and an expiry from this month on', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/30', now)).toBe(false);
  });

  it('names the first field that cannot be sent, in screen order', () => {
    expect(cardProblem(good, now)).toBeNull();
    expect(cardProblem({ ...good, amount: '' }, now)).toBe('amount');
    expect(cardProblem({ ...good, number: '4242 4242 4242 4241' }, now)).toBe('number');
    expect(cardProblem({ ...good, exp: '01/20' }, now)).toBe('exp');
    expect(cardProblem({ ...good, cvc: '12' }, now)).toBe('cvc');
    expect(cardProblem({ ...good, holder: '  ' }, now)).toBe('holder');
  });
});
