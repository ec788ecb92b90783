import { describe, expect, it } from 'vitest';
import { codesIn } from './outbox.api';

describe('outbox codes', () => {
  it('finds each 6-digit code once and ignores other numbers', () => {
    expect(codesIn('Your code is 042917. It expires in 10 minutes. Code: 042917')).toEqual(['042917']);
    expect(codesIn('Order 1234567 and 12345')).toEqual([]);
  });
});
