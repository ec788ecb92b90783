import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headersOf, mockFetch, ok } from '../../../test/http';
import { ACTION_RETRY } from './action-keys';
import { closeOrder, submitOrder, type SubmitOrderBody } from './trading.api';

const ticket: SubmitOrderBody = {
  type: 1,
  cont: '0.10',
  forex_id: 1,
  status: 1,
  target_price: 0,
  stop_loss_price: 0,
  target_profit_price: 0,
  multiple: 100,
};

/** A server that drops the connection for the first `failures` calls, then answers. */
function flakyServer(failures: number, answer: () => unknown = () => ok({ Id: 7 })) {
  let left = failures;
  const fetch = mockFetch(() => {
    if (left-- > 0) throw new TypeError('Failed to fetch');
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const keysSent = (fetch: ReturnType<typeof flakyServer>) =>
  fetch.mock.calls.map(([, init]) => headersOf(init)['Idempotency-Key']);

beforeEach(() => {
  ACTION_RETRY.delayMs = 1;
});
afterEach(() => {
  ACTION_RETRY.delayMs = 1_000;
  vi.unstubAllGlobals();
});

describe('Idempotency-Key on trading actions (a retry is booked once)', () => {
  it('a transport failure is retried once by itself with the same key', async () => {
    const fetch = flakyServer(1);
    await expect(submitOrder(ticket)).resolves.toMatchObject({ Id: 7 });
    const keys = keysSent(fetch);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a re-tap after the retry also failed reuses the key; after the answer, a new tap gets a new one', async () => {
    const fetch = flakyServer(2);
    await expect(closeOrder(42)).rejects.toMatchObject({ kind: 'network' });
    await closeOrder(42); // the user taps Close again
    await closeOrder(42); // a deliberate second action after a definite answer
    const keys = keysSent(fetch);
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a business refusal is definite: no retry, and the next tap has a fresh key', async () => {
    const fetch = flakyServer(0, () => ({ code: 1304, msg: 'Insufficient margin', data: null }));
    await expect(submitOrder(ticket)).rejects.toMatchObject({ kind: 'business', code: 1304 });
    await expect(submitOrder(ticket)).rejects.toMatchObject({ code: 1304 });
    const keys = keysSent(fetch);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('different tickets or orders never share a key', async () => {
    const fetch = flakyServer(0);
    const pending = [
      submitOrder(ticket),
      submitOrder({ ...ticket, cont: '0.20' }),
      closeOrder(1),
      closeOrder(2),
    ];
    await Promise.all(pending);
    expect(new Set(keysSent(fetch)).size).toBe(4);
  });
});
