import { describe, expect, it } from 'vitest';
import { askPrice, closePrice, fillPrice } from './prices.js';

const book = { bid: '0.85360', spread: '0.00018' };

describe('sides of the book', () => {
  it('DESIGN §5 ask = bid + spread, exact, at the precision of the quote', () => {
    expect(askPrice(book)).toBe('0.85378');
    expect(askPrice({ bid: 2351.42, spread: 0.35 })).toBe('2351.77');
  });

  it('DESIGN §5 buy opens at the ask, sell at the bid', () => {
    expect(fillPrice(1, book)).toBe('0.85378');
    expect(fillPrice(2, book)).toBe('0.85360');
  });

  it('DESIGN §5 long closes at the bid, short at the ask', () => {
    expect(closePrice(1, book)).toBe('0.85360');
    expect(closePrice(2, book)).toBe('0.85378');
  });

  it('refuses a non-positive bid or a negative spread', () => {
    expect(() => askPrice({ bid: 0, spread: 1 })).toThrow(/bid must be positive/);
    expect(() => askPrice({ bid: 1, spread: -0.1 })).toThrow(/spread must not be negative/);
  });
});
