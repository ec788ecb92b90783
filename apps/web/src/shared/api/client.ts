import {
  ErrorCode,
  type ClientRouteTypes,
  type Envelope,
  type PathArgument,
  type RouteAnswer,
  type RouteCall,
  type RouteRequestOptions,
  type RoutePath,
} from '@fxdesk/contract';
import { ApiError, type ApiErrorKind, type Params } from '@fxdesk/browser/api-error';
import type { RouteRequest } from '@fxdesk/browser/route-request';

/**
 * The HTTP client of SPEC §7/§8: one envelope `{code, msg, data}`, code 1 = success, any other
 * code rejects and shows `msg` as a toast, 999 clears the session and sends the user to login
 * (unless the call was an initial one), transport failures toast with an error code.
 *
 * Everything the client touches outside itself (token, language, toasts, the spinner, the
 * redirect) comes in through `ApiClientDeps`, so tests drive it with plain functions.
 */

export { ApiError, type ApiErrorKind, type Params, type Scalar } from '@fxdesk/browser/api-error';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Query string parameters; undefined and null values are left out. */
  params?: Params;
  /** Body of a POST/PUT: JSON by default, form-encoded with `form`, multipart when FormData. */
  body?: Params | FormData;
  /** Send the body as application/x-www-form-urlencoded (SPEC marks these calls "(form)"). */
  form?: boolean;
  /** Show the blocking spinner while the call runs (SPEC §9: no timeout, blocks clicks). */
  loading?: boolean;
  /** An initial (start-up) call: a 999 clears the session but does not redirect to login. */
  initial?: boolean;
  /** Set to false to reject silently on a business error (SPEC §8 showErrorMessage). */
  showErrorMessage?: boolean;
  /** Toast the server's `msg` when the call succeeds (SPEC §8: many actions do). */
  showSuccessMessage?: boolean;
  signal?: AbortSignal;
  /** Gives up after this long with a timeout error; 0 disables. */
  timeoutMs?: number;
  /** Extra request headers, e.g. `Idempotency-Key` on a trading action. */
  headers?: Record<string, string>;
}

/** Options of a multipart upload: the envelope handling of any call, plus upload progress. */
export type UploadOptions = Pick<
  RequestOptions,
  'loading' | 'showErrorMessage' | 'showSuccessMessage' | 'signal' | 'timeoutMs'
> & {
  /** Called as the body leaves the browser, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void;
};

export interface ApiClientDeps {
  /** '' for same origin, otherwise an origin such as https://api.example.com. */
  baseUrl: () => string;
  getToken: () => string | null;
  getLang: () => string;
  /** Code 999: clear the session, and unless `initial` send the user to login. */
  onUnauthorized: (initial: boolean) => void;
  toastError: (message: string) => void;
  toastSuccess: (message: string) => void;
  showLoading: () => void;
  hideLoading: () => void;
  /** The localized toast for a transport failure, e.g. "Network error (502)". */
  transportMessage: (code: string) => string;
  fetch?: typeof fetch;
  /** Uploads go through XMLHttpRequest: fetch cannot report upload progress. */
  xhr?: () => XMLHttpRequest;
  now?: () => number;
}

/**
 * The client's calls, typed by a route map (the contract's `clientRoutes`): a path is one of the
 * map's under that method, what a call sends is what the route's schema takes, and the answer is
 * the map's type for it, never one a caller picks.
 */
export interface ApiClient<Routes = ClientRouteTypes> {
  /** Resolves with the unwrapped `data`. */
  request: RouteRequest<Routes, Method, RequestOptions, FormData>;
  /** Resolves with the whole envelope (SPEC §7 "flat is false"). */
  requestEnvelope<M extends Method, P extends RoutePath<Routes, M>>(
    method: M,
    path: PathArgument<P>,
    options?: RouteRequestOptions<Routes, M, P, RequestOptions, FormData>,
  ): Promise<Envelope<RouteAnswer<Routes, M, P>>>;
  get: RouteCall<Routes, 'GET', 'query', RequestOptions>;
  del: RouteCall<Routes, 'DELETE', 'query', RequestOptions>;
  post: RouteCall<Routes, 'POST', 'body', RequestOptions>;
  postForm: RouteCall<Routes, 'POST', 'body', RequestOptions>;
  /** A multipart POST that reports progress; resolves with the unwrapped `data`. */
  upload<P extends RoutePath<Routes, 'POST'>>(
    path: PathArgument<P>,
    body: FormData,
    options?: UploadOptions,
  ): Promise<RouteAnswer<Routes, 'POST', P>>;
}

/** The same calls as they run: a path is a string, the data whatever the server sent. */
interface UntypedClient {
  request(method: Method, path: string, options?: RequestOptions): Promise<unknown>;
  requestEnvelope(method: Method, path: string, options?: RequestOptions): Promise<Envelope<unknown>>;
  get(path: string, params?: Params, options?: RequestOptions): Promise<unknown>;
  del(path: string, params?: Params, options?: RequestOptions): Promise<unknown>;
  post(path: string, body?: Params, options?: RequestOptions): Promise<unknown>;
  postForm(path: string, body?: Params, options?: RequestOptions): Promise<unknown>;
  upload(path: string, body: FormData, options?: UploadOptions): Promise<unknown>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** An image on a slow mobile uplink: 5 MB at 100 kB/s is under a minute. */
const UPLOAD_TIMEOUT_MS = 120_000;

export function buildQuery(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  return search.toString();
}

function buildUrl(base: string, path: string, params: Params): string {
  const query = buildQuery(params);
  const url = `${base}${path}`;
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function encodeBody(options: RequestOptions): { body?: BodyInit; contentType?: string } {
  const { body, form } = options;
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  if (form) return { body: buildQuery(body), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  return { body: JSON.stringify(clean), contentType: 'application/json' };
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

/** Joins the caller's signal with a timeout; reports which of the two fired. */
function linkSignals(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  if (signal) {
    if (signal.aborted) controller.abort();
    else signal.addEventListener('abort', onAbort, { once: true });
  }
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * `Routes` is the route map's types (the production client's default); a test may type its client
 * by a map of its own.
 */
export function createApiClient<Routes = ClientRouteTypes>(deps: ApiClientDeps): ApiClient<Routes> {
  const doFetch =
    deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = deps.now ?? Date.now;
  let loadingDepth = 0;

  function startLoading() {
    loadingDepth += 1;
    if (loadingDepth === 1) deps.showLoading();
  }

  function stopLoading() {
    loadingDepth = Math.max(0, loadingDepth - 1);
    if (loadingDepth === 0) deps.hideLoading();
  }

  function transportError(kind: ApiErrorKind, code: string, toast: boolean): ApiError {
    const message = deps.transportMessage(code);
    if (toast) deps.toastError(message);
    return new ApiError(kind, code, message);
  }

  function requestHeaders(extra: Record<string, string> | undefined): Record<string, string> {
    const headers: Record<string, string> = { ...extra, lang: deps.getLang(), accept: 'application/json' };
    const token = deps.getToken();
    if (token) headers.authorization = token;
    return headers;
  }

  async function send(method: Method, path: string, options: RequestOptions): Promise<Envelope<unknown>> {
    // SPEC §7: GET and DELETE carry a timestamp `t` so no cache answers for the server.
    const params: Params = { ...options.params };
    if (method === 'GET' || method === 'DELETE') params.t = now();
    const { body, contentType } = method === 'GET' || method === 'DELETE' ? {} : encodeBody(options);

    const headers = requestHeaders(options.headers);
    if (contentType) headers['content-type'] = contentType;

    const link = linkSignals(options.signal, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response: Response;
    try {
      response = await doFetch(buildUrl(deps.baseUrl(), path, params), {
        method,
        headers,
        body,
        signal: link.signal,
      });
    } catch {
      // SPEC §8: cancelled requests stay silent; every other transport failure toasts a code.
      if (link.timedOut()) throw transportError('timeout', 'ECONNABORTED', true);
      if (link.signal.aborted) throw new ApiError('cancelled', 'ERR_CANCELED', 'cancelled');
      throw transportError('network', 'ERR_NETWORK', true);
    } finally {
      link.dispose();
    }

    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    if (isEnvelope(payload)) return payload;
    throw transportError('network', response.ok ? 'ERR_BAD_RESPONSE' : String(response.status), true);
  }

  /** A multipart POST over XMLHttpRequest, reporting upload progress; same envelope rules. */
  function sendXhr(path: string, body: FormData, options: UploadOptions): Promise<Envelope<unknown>> {
    return new Promise((resolve, reject) => {
      const xhr = deps.xhr ? deps.xhr() : new XMLHttpRequest();
      const onAbort = () => xhr.abort();
      const done = () => options.signal?.removeEventListener('abort', onAbort);
      xhr.open('POST', buildUrl(deps.baseUrl(), path, {}));
      // The browser sets the multipart content type with its boundary.
      for (const [name, value] of Object.entries(requestHeaders(undefined)))
        xhr.setRequestHeader(name, value);
      xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        done();
        let payload: unknown;
        try {
          payload = JSON.parse(xhr.responseText) as unknown;
        } catch {
          payload = undefined;
        }
        if (isEnvelope(payload)) resolve(payload);
        else {
          const ok = xhr.status >= 200 && xhr.status < 300;
          reject(transportError('network', ok ? 'ERR_BAD_RESPONSE' : String(xhr.status), true));
        }
      };
      xhr.onerror = () => {
        done();
        reject(transportError('network', 'ERR_NETWORK', true));
      };
      xhr.ontimeout = () => {
        done();
        reject(transportError('timeout', 'ECONNABORTED', true));
      };
      xhr.onabort = () => {
        done();
        reject(new ApiError('cancelled', 'ERR_CANCELED', 'cancelled'));
      };
      if (options.signal?.aborted) {
        reject(new ApiError('cancelled', 'ERR_CANCELED', 'cancelled'));
        return;
      }
      options.signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(body);
    });
  }

  /** Runs a transport with the optional spinner, then applies the envelope rules of SPEC §8. */
  async function settle(
    transport: () => Promise<Envelope<unknown>>,
    options: RequestOptions | UploadOptions,
  ): Promise<Envelope<unknown>> {
    if (options.loading) startLoading();
    let envelope: Envelope<unknown>;
    try {
      envelope = await transport();
    } finally {
      // SPEC §8: the spinner closes on every response, good or bad.
      if (options.loading) stopLoading();
    }

    const showError = options.showErrorMessage !== false;
    if (envelope.code === ErrorCode.OK) {
      if (options.showSuccessMessage && envelope.msg) deps.toastSuccess(envelope.msg);
      return envelope;
    }
    if (envelope.code === ErrorCode.NOT_LOGGED_IN) {
      const initial = 'initial' in options && options.initial === true;
      deps.onUnauthorized(initial);
      if (showError && !initial && envelope.msg) deps.toastError(envelope.msg);
    } else if (showError && envelope.msg) {
      deps.toastError(envelope.msg);
    }
    throw new ApiError('business', envelope.code, envelope.msg, envelope.data);
  }

  function requestEnvelope(method: Method, path: string, options: RequestOptions = {}) {
    return settle(() => send(method, path, options), options);
  }

  async function request(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
    return (await requestEnvelope(method, path, options)).data;
  }

  const client: UntypedClient = {
    request,
    requestEnvelope,
    get: (path, params, options) => request('GET', path, { ...options, params }),
    del: (path, params, options) => request('DELETE', path, { ...options, params }),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    postForm: (path, body, options) => request('POST', path, { ...options, body, form: true }),
    upload: async (path, body, options = {}) =>
      (await settle(() => sendXhr(path, body, options), options)).data,
  };
  // The map types the calls; at run time they are the untyped ones (the types were checked at
  // each call site, and the server serializes every answer with the map's schema).
  return client as unknown as ApiClient<Routes>;
}
