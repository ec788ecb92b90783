/**
 * The live connection of SPEC §4 / DESIGN §8, as a plain object with injected transport and
 * timers so tests drive it frame by frame:
 *
 * - `start()` connects (called on every navigation; a no-op while connected or connecting).
 * - A 5 s connect timeout; a ping every 5 s; after 3 pings without a pong the socket is
 *   dropped and a new one opened.
 * - On every (re)connect: login with the token when there is one, one `sub` frame with every
 *   topic somebody listens to, then the messages queued while the socket was down.
 * - Its state (connecting, live, reconnecting, offline) is observable, so the UI can show a
 *   badge and grey prices that are no longer live.
 */

import type { ClientFrame, ServerFrame, ServerFrameType, Topic, TopicPayload } from '@fxdesk/contract';

export type SocketState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline';

/** The part of the browser WebSocket the client uses. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A frame from the server (`@fxdesk/contract` socket protocol), parsed and typed. */
export type ServerMessage = ServerFrame;
/** The server frame of one type. */
export type MessageOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;

export type ClientMessage = ClientFrame;

/** Checks a decoded frame against the contract (`parseServerFrame`); undefined drops it. */
export type FrameParser = (json: unknown) => ServerFrame | undefined;

export interface SocketClientOptions {
  url: () => string;
  /**
   * The frame parser (the contract's zod schemas, ~25 kB gzip). Loaded on the first `start()`,
   * after the first paint, so it stays out of the start-up download; nothing connects before
   * it is there, so no frame goes unchecked.
   */
  loadFrameParser?: () => Promise<FrameParser>;
  /** The parser at hand (tests): the first start() connects at once. One of the two is needed. */
  frameParser?: FrameParser;
  createSocket: (url: string) => SocketLike;
  getToken: () => string | null;
  /**
   * The server refused a token the socket logged in with (`login_result` code ≠ 1): the session
   * is dead, as with an HTTP 999. Called with that token, so a newer login is never undone.
   */
  onLoginRejected?: (token: string, code: number) => void;
  /** False when the browser knows it is offline; the badge then says offline at once. */
  isOnline?: () => boolean;
  /** SPEC §9: 5 s. */
  pingIntervalMs?: number;
  /** SPEC §9: 5 s. */
  connectTimeoutMs?: number;
  /** SPEC §4: reconnect after 3 pings without a pong. */
  maxUnansweredPings?: number;
  /** Wait before each consecutive attempt; the last value repeats. */
  retryDelaysMs?: readonly number[];
  /** After this many failed attempts in a row the state reads offline (retries go on). */
  offlineAfterFailures?: number;
  /**
   * Messages kept while the socket is down (oldest dropped first). Kept under the server's
   * 50 frames/s so a reconnect never floods it.
   */
  maxQueued?: number;
}

export interface SocketClient {
  start(): void;
  /** Loads the frame parser now, so the next start() connects at once (tests, warm-up). */
  preload(): Promise<void>;
  /** Drops the socket and connects again now (network came back, or a test). */
  reconnect(): void;
  stop(): void;
  /** Sends now when live, otherwise queues for the next connection. */
  send(message: ClientMessage): void;
  /**
   * Listens to a topic (`DAY_MARKET_BATCH`, `KLINE.EURUSD`, …) with its payload as the contract
   * types it; subscribes on the first listener.
   */
  subscribe<T extends Topic>(topic: T, listener: (data: TopicPayload<T>) => void): () => void;
  /** Listens to any message type (`login_result`, `sub_result`, `DAY_MARKET`, …). */
  on<T extends ServerFrameType>(type: T, listener: (message: MessageOf<T>) => void): () => void;
  /** The token changed: login with the new one, or logout. */
  authChanged(): void;
  readonly state: SocketState;
  onState(listener: (state: SocketState) => void): () => void;
  /** Topics currently wanted (for tests and diagnostics). */
  topics(): string[];
}

const OPEN = 1;
const DEFAULTS = {
  pingIntervalMs: 5_000,
  connectTimeoutMs: 5_000,
  maxUnansweredPings: 3,
  retryDelaysMs: [0, 1_000, 2_000, 5_000, 10_000],
  offlineAfterFailures: 3,
  maxQueued: 32,
} as const;

export function createSocketClient(options: SocketClientOptions): SocketClient {
  const config = { ...DEFAULTS, ...options };
  const isOnline = options.isOnline ?? (() => true);

  let socket: SocketLike | null = null;
  let state: SocketState = 'idle';
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let unansweredPings = 0;
  /** Attempts in a row that ended before the server answered anything. */
  let failures = 0;
  let answered = false;
  let queue: string[] = [];
  let parseFrame: FrameParser | null = options.frameParser ?? null;
  const loadFrameParser = options.loadFrameParser;
  if (!parseFrame && !loadFrameParser) throw new Error('createSocketClient needs a frame parser');
  /** A start() waits for the parser; stop() cancels that wait. */
  let startWanted = false;
  /** Tokens of login frames sent on this connection and not yet answered, oldest first. */
  let loginsInFlight: string[] = [];
  const topicListeners = new Map<string, Set<(data: never) => void>>();
  const typeListeners = new Map<string, Set<(message: never) => void>>();
  const stateListeners = new Set<(state: SocketState) => void>();

  function setState(next: SocketState): void {
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  }

  function isLive(): boolean {
    return socket !== null && socket.readyState === OPEN && state === 'live';
  }

  function write(message: ClientMessage): void {
    socket?.send(JSON.stringify(message));
  }

  function login(token: string): void {
    loginsInFlight.push(token);
    write({ type: 'login', params: { token } });
  }

  /** Answers come in the order the logins went out; a refusal reports the token it refused. */
  function onLoginResult(message: MessageOf<'login_result'>): void {
    const token = loginsInFlight.shift();
    if (token !== undefined && message.code !== 1) options.onLoginRejected?.(token, message.code);
  }

  function clearTimers(): void {
    clearTimeout(connectTimer);
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    connectTimer = retryTimer = pingTimer = undefined;
  }

  function detach(): void {
    if (!socket) return;
    const old = socket;
    socket = null;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    try {
      old.close();
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  }

  function connect(): void {
    clearTimers();
    detach();
    if (state !== 'reconnecting' && state !== 'offline') setState('connecting');
    answered = false;
    let next: SocketLike;
    try {
      next = config.createSocket(config.url());
    } catch {
      fail();
      return;
    }
    socket = next;
    next.onopen = () => onOpen();
    next.onmessage = (event) => onMessage(event);
    next.onclose = () => fail();
    next.onerror = () => {
      // A close event follows every error; reconnecting happens there.
    };
    connectTimer = setTimeout(() => {
      if (socket === next && next.readyState !== OPEN) fail();
    }, config.connectTimeoutMs);
  }

  function onOpen(): void {
    clearTimeout(connectTimer);
    unansweredPings = 0;
    loginsInFlight = [];
    setState('live');
    const token = config.getToken();
    if (token) login(token);
    const topics = [...topicListeners.keys()];
    if (topics.length) write({ type: 'sub', params: topics });
    const pending = queue;
    queue = [];
    for (const text of pending) socket?.send(text);
    pingTimer = setInterval(ping, config.pingIntervalMs);
  }

  function ping(): void {
    if (unansweredPings >= config.maxUnansweredPings) {
      // SPEC §4: 3 pings without a pong — the connection is dead even if it looks open.
      dropAndRetry();
      return;
    }
    unansweredPings += 1;
    write({ type: 'ping' });
  }

  function onMessage(event: MessageEvent): void {
    let json: unknown;
    try {
      json = JSON.parse(String(event.data));
    } catch {
      return;
    }
    // Only frames of the contract's protocol reach listeners, their payloads checked.
    const message = parseFrame?.(json);
    if (!message) return;
    if (!answered) {
      // The server talks back: this connection counts as a success for the retry backoff.
      answered = true;
      failures = 0;
    }
    if (message.type === 'pong') unansweredPings = 0;
    if (message.type === 'login_result') onLoginResult(message);
    for (const listener of [...(typeListeners.get(message.type) ?? [])])
      (listener as (message: ServerMessage) => void)(message);
    if (!('data' in message)) return;
    const payload: unknown = message.data;
    for (const listener of [...(topicListeners.get(message.type) ?? [])])
      (listener as (data: unknown) => void)(payload);
  }

  /** The current socket is gone (closed, timed out, never opened): try again after a delay. */
  function fail(): void {
    if (state === 'idle') return;
    clearTimers();
    detach();
    if (!answered) failures += 1;
    answered = false;
    const offline = !isOnline() || failures >= config.offlineAfterFailures;
    setState(offline ? 'offline' : 'reconnecting');
    const delays = config.retryDelaysMs;
    const delay = delays[Math.min(Math.max(failures - 1, 0), delays.length - 1)] ?? 0;
    retryTimer = setTimeout(connect, delay);
  }

  function dropAndRetry(): void {
    clearTimers();
    detach();
    setState(isOnline() ? 'reconnecting' : 'offline');
    connect();
  }

  function start(): void {
    if (socket !== null || startWanted) return;
    if (parseFrame || !loadFrameParser) return connect();
    startWanted = true;
    void loadFrameParser().then(
      (parser) => {
        parseFrame = parser;
        if (!startWanted) return;
        startWanted = false;
        if (socket === null) connect();
      },
      () => {
        // The chunk failed to load (offline, or a new deploy): the next start() tries again.
        startWanted = false;
        setState('offline');
      },
    );
  }

  return {
    get state() {
      return state;
    },
    start,
    async preload() {
      if (!parseFrame && loadFrameParser) parseFrame = await loadFrameParser();
    },
    reconnect() {
      if (!parseFrame) return start();
      if (state === 'idle') return connect();
      dropAndRetry();
    },
    stop() {
      startWanted = false;
      clearTimers();
      detach();
      queue = [];
      setState('idle');
    },
    send(message) {
      if (isLive()) {
        write(message);
        return;
      }
      queue.push(JSON.stringify(message));
      if (queue.length > config.maxQueued) queue = queue.slice(queue.length - config.maxQueued);
    },
    subscribe<T extends Topic>(topic: T, listener: (data: TopicPayload<T>) => void) {
      let listeners = topicListeners.get(topic);
      if (!listeners) {
        listeners = new Set();
        topicListeners.set(topic, listeners);
        if (isLive()) write({ type: 'sub', params: [topic] });
      }
      listeners.add(listener);
      return () => {
        const current = topicListeners.get(topic);
        if (!current?.delete(listener) || current.size > 0) return;
        topicListeners.delete(topic);
        if (isLive()) write({ type: 'unsub', params: [topic] });
      };
    },
    on<T extends ServerFrameType>(type: T, listener: (message: MessageOf<T>) => void) {
      let listeners = typeListeners.get(type);
      if (!listeners) typeListeners.set(type, (listeners = new Set()));
      listeners.add(listener);
      return () => void typeListeners.get(type)?.delete(listener);
    },
    authChanged() {
      if (!isLive()) return; // The next connection logs in with whatever token is current.
      const token = config.getToken();
      if (token) login(token);
      else write({ type: 'logout' });
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    topics: () => [...topicListeners.keys()],
  };
}
