import { ErrorCode } from '@fxdesk/contract';
import { withStaffToken } from './staff-session.js';

/**
 * One API call as a browser test's tool makes it: JSON in, the envelope's `data` out, any code
 * but 1 thrown with its message. A staff login's session travels in its httpOnly cookie; its
 * token is read from Set-Cookie into `data.token` for the calls that follow.
 */
export async function apiData<T>(
  baseURL: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: ApiOptions = {},
): Promise<T> {
  // 1904: no price heard for PRICE_STALE_MS. On a loaded CI machine the feed's timer can be
  // late; the message says "try again in a moment", so the tool does, as a client would.
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiOnce<T>(baseURL, method, url, options);
    } catch (error) {
      if (attempt >= 10 || !(error instanceof PricesNotLive)) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

class PricesNotLive extends Error {}

/** A JSON `body`, or a multipart `form` (an upload); `token` goes in `authorization`. */
export interface ApiOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One call, its whole envelope whatever the code (for tests of refusals). */
export async function apiEnvelope<T>(
  baseURL: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: ApiOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { lang: 'en' };
  if (options.token) headers.authorization = options.token;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${baseURL}${url}`, { method, headers, body });
  const envelope = (await response.json()) as Envelope<T>;
  return { ...envelope, data: withStaffToken(response, envelope.data) };
}

async function apiOnce<T>(
  baseURL: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: ApiOptions,
): Promise<T> {
  const envelope = await apiEnvelope<T>(baseURL, method, url, options);
  if (envelope.code === ErrorCode.PRICES_STALE)
    throw new PricesNotLive(`${method} ${url}: 1904 ${envelope.msg}`);
  if (envelope.code !== 1) throw new Error(`${method} ${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}
