import { ErrorCode } from '@fxdesk/contract';
import { ApiError } from '../../../shared/api';
import { randomUuid } from '../../../shared/device/device-id';

/** Keys of actions still without a definite answer, by what the action is (ticket or order). */
const openKeys = new Map<string, string>();

/** How often a transport failure is retried by itself, and after how long. */
export const ACTION_RETRY = { retries: 1, delayMs: 1_000 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server may or may not have acted: the answer never arrived, or it is still working. */
function undecided(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'business') return error.code === ErrorCode.REQUEST_IN_PROGRESS;
  return true; // network, timeout, cancelled
}

const retriable = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/**
 * Sends a trading action with one Idempotency-Key per action (`identity`: the ticket, or the
 * order and what is done to it) until a definite answer arrives: a transport failure is retried
 * once by itself with the same key, and a re-tap after a failure reuses it too, so the server
 * books the action once. A success or a business refusal ends the key; the next tap is new.
 */
export async function sendAction<T>(identity: string, send: (key: string) => Promise<T>): Promise<T> {
  let key = openKeys.get(identity);
  if (!key) {
    key = randomUuid();
    openKeys.set(identity, key);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await send(key);
      openKeys.delete(identity);
      return result;
    } catch (error) {
      if (!undecided(error)) openKeys.delete(identity);
      if (!retriable(error) || attempt >= ACTION_RETRY.retries) throw error;
      await wait(ACTION_RETRY.delayMs);
    }
  }
}
