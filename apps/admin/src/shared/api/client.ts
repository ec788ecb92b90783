import {
  ErrorCode,
  type BackOfficeRouteTypes,
  type ClientRouteTypes,
  type RouteCall,
} from '@fxdesk/contract';
import { ApiError, type ApiErrorKind, type Params } from '@fxdesk/browser/api-error';
import type { RouteRequest } from '@fxdesk/browser/route-request';

/**
 * The back-office HTTP client: one envelope `{code, msg, data}`, code 1 = success. Any other code
 * rejects with an ApiError carrying the server's localized `msg` (the `lang` header picks the
 * language); 999 ends the session and returns to the login screen. Mutations toast the `msg`;
 * queries pass `silent` and show it in place instead (a polled screen must not toast every tick).
 *
 * The session travels in an httpOnly cookie the browser sends by itself (same origin); every
 * request carries the session's CSRF token in `x-csrf-token`, which the server checks.
 *
 * Everything outside the client (CSRF token, language, toasts, the redirect) comes in through
 * `ApiClientDeps`, so tests drive it with plain functions.
 */

export { ApiError, type ApiErrorKind, type Params, type Scalar } from '@fxdesk/browser/api-error';
export type Method = 'GET' | 'POST' | 'PUT';
export type Body = Record<string, unknown>;

export interface RequestOptions {
  /** Query string parameters; undefined, null and '' are left out. */
  params?: Params;
  /** JSON body of a POST/PUT, or a multipart form (an image upload). */
  body?: Body | FormData;
  /** Do not toast a business error (the caller shows it in place). 999 still redirects. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Gives up after this long with a timeout error. */
  timeoutMs?: number;
}

export interface ApiClientDeps {
  /** The session's CSRF token (null when signed out). */
  getCsrf: () => string | null;
  getLang: () => string;
  /** Code 999: end the session and show the login screen, with the server's message. */
  onUnauthorized: (message: string) => void;
  toastError: (message: string) => void;
  /** The localized message for a transport failure, e.g. "Network error (502)". */
  transportMessage: (code: string) => string;
  fetch?: typeof fetch;
}

/** What the console calls: every back-office route, and the one public route it reads. */
export type ConsoleRoutes = BackOfficeRouteTypes & Pick<ClientRouteTypes, 'GET /v1/api/forex/getCategories'>;

/** What a console route takes as its JSON body, e.g. `RouteBody<'PUT /admin/api/settings'>`. */
export type RouteBody<Key extends keyof ConsoleRoutes> = ConsoleRoutes[Key]['body'];
/** What a console route takes as its query string. */
export type RouteQuery<Key extends keyof ConsoleRoutes> = ConsoleRoutes[Key]['query'];

/**
 * The client's calls, typed by the contract's route maps: a path is one of the map's under that
 * method (a route with parameters only through `apiPath`), what a call sends is what the route's
 * schema takes, and the answer is the map's type.
 */
export interface ApiClient<Routes = ConsoleRoutes> {
  request: RouteRequest<Routes, Method, RequestOptions, FormData>;
  get: RouteCall<Routes, 'GET', 'query', Omit<RequestOptions, 'params'>>;
  /** A JSON body as the route's schema takes it; a multipart upload (no schema) a FormData. */
  post: RouteCall<Routes, 'POST', 'body', Omit<RequestOptions, 'body'>, FormData>;
  put: RouteCall<Routes, 'PUT', 'body', Omit<RequestOptions, 'body'>>;
}

/** The same calls as they run: a path is a string, the data whatever the server sent. */
interface UntypedClient {
  request(method: Method, path: string, options?: RequestOptions): Promise<unknown>;
  get(path: string, params?: Params, options?: Omit<RequestOptions, 'params'>): Promise<unknown>;
  post(path: string, body?: Body | FormData, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  put(path: string, body?: Body, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export function buildQuery(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  return search.toString();
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    'msg' in value
  );
}

/** `Routes` is the console's routes (the default); a test may type its client by its own map. */
export function createApiClient<Routes = ConsoleRoutes>(deps: ApiClientDeps): ApiClient<Routes> {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  function transportError(kind: ApiErrorKind, code: string): ApiError {
    const error = new ApiError(kind, code, deps.transportMessage(code));
    deps.toastError(error.message);
    return error;
  }

  async function send(method: Method, path: string, options: RequestOptions): Promise<Envelope> {
    const query = buildQuery(options.params ?? {});
    const headers: Record<string, string> = { lang: deps.getLang(), accept: 'application/json' };
    const csrf = deps.getCsrf();
    if (csrf) headers['x-csrf-token'] = csrf;
    const hasBody = method !== 'GET';
    const form = options.body instanceof FormData;
    // A multipart body sets its own content type, boundary included.
    if (hasBody && !form) headers['content-type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);

    let response: Response;
    try {
      response = await doFetch(query ? `${path}?${query}` : path, {
        method,
        headers,
        body: !hasBody ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body ?? {}),
        signal: controller.signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch {
      if (timedOut) throw transportError('timeout', 'ECONNABORTED');
      if (controller.signal.aborted) throw new ApiError('cancelled', 'ERR_CANCELED', 'cancelled');
      throw transportError('network', 'ERR_NETWORK');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }

    const payload: unknown = await response.json().catch(() => undefined);
    if (isEnvelope(payload)) return payload;
    throw transportError('network', response.ok ? 'ERR_BAD_RESPONSE' : String(response.status));
  }

  async function request(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
    const envelope = await send(method, path, options);
    if (envelope.code === ErrorCode.OK) return envelope.data;
    if (envelope.code === ErrorCode.NOT_LOGGED_IN) deps.onUnauthorized(envelope.msg);
    else if (!options.silent && envelope.msg) deps.toastError(envelope.msg);
    throw new ApiError('business', envelope.code, envelope.msg);
  }

  const client: UntypedClient = {
    request,
    get: (path, params, options) => request('GET', path, { ...options, params }),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
  };
  // The maps type the calls; at run time they are the untyped ones (the types were checked at
  // each call site, and the server serializes every answer with the map's schema).
  return client as unknown as ApiClient<Routes>;
}
