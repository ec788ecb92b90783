import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { parseServerFrame } from '@fxdesk/contract';
import { createSocketClient, type SocketState } from './socket-client';

function setup(token: string | null = null, online = true) {
  FakeSocket.reset();
  let currentToken = token;
  let isOnline = online;
  const client = createSocketClient({
    url: () => 'ws://localhost/v1/ws',
    createSocket: (url) => new FakeSocket(url),
    frameParser: parseServerFrame,
    getToken: () => currentToken,
    isOnline: () => isOnline,
  });
  const states: SocketState[] = [];
  client.onState((s) => states.push(s));
  return {
    client,
    states,
    setToken: (t: string | null) => (currentToken = t),
    setOnline: (v: boolean) => (isOnline = v),
  };
}

/** A started client whose first socket has opened. */
function setupLive() {
  const kit = setup();
  kit.client.start();
  const socket = FakeSocket.latest();
  socket.open();
  return { ...kit, socket };
}

const types = (socket: FakeSocket) => socket.messages().map((m) => m.type);

describe('socket client (SPEC §4 live connection, §9 constants)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects on start and is a no-op while connected', () => {
    const { client, states } = setup();
    client.start();
    client.start();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().url).toBe('ws://localhost/v1/ws');
    FakeSocket.latest().open();
    client.start();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(states).toEqual(['connecting', 'live']);
  });

  it('logs in with the token, then subscribes every wanted topic in one frame', () => {
    const { client } = setup('tok-1');
    client.subscribe('DAY_MARKET_BATCH', () => {});
    client.subscribe('KLINE.EURUSD', () => {});
    client.start();
    FakeSocket.latest().open();
    expect(FakeSocket.latest().messages()).toEqual([
      { type: 'login', params: { token: 'tok-1' } },
      { type: 'sub', params: ['DAY_MARKET_BATCH', 'KLINE.EURUSD'] },
    ]);
  });

  it('does not log in without a token', () => {
    const { client } = setup(null);
    client.start();
    FakeSocket.latest().open();
    expect(types(FakeSocket.latest())).not.toContain('login');
  });

  it('pings every 5 s', () => {
    const { socket } = setupLive();
    vi.advanceTimersByTime(4_999);
    expect(types(socket)).not.toContain('ping');
    vi.advanceTimersByTime(1);
    expect(types(socket).filter((t) => t === 'ping')).toHaveLength(1);
  });

  it('keeps the socket while pongs come back', () => {
    const { client, socket } = setupLive();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(5_000);
      socket.receive({ type: 'pong' });
    }
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.state).toBe('live');
  });

  it('reconnects after 3 pings without a pong', () => {
    const { client, states, socket: first } = setupLive();
    vi.advanceTimersByTime(15_000);
    expect(types(first).filter((t) => t === 'ping')).toHaveLength(3);
    expect(FakeSocket.instances).toHaveLength(1);
    // The fourth tick finds three unanswered pings: the socket is dropped and a new one opened.
    vi.advanceTimersByTime(5_000);
    expect(first.readyState).toBe(3);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(states.at(-1)).toBe('reconnecting');
    FakeSocket.latest().open();
    expect(client.state).toBe('live');
  });

  it('a pong resets the count of unanswered pings', () => {
    const { socket } = setupLive();
    vi.advanceTimersByTime(10_000);
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(15_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('gives up a connection that does not open within 5 s and tries again', () => {
    const { client } = setup();
    client.start();
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(client.state).toBe('reconnecting');
    vi.runOnlyPendingTimers();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('re-subscribes and logs in again on reconnect', () => {
    const { client } = setup('tok-2');
    client.subscribe('DAY_MARKET_BATCH', () => {});
    client.start();
    FakeSocket.latest().open();
    client.subscribe('KLINE.GBPUSD', () => {});
    FakeSocket.latest().serverClose();
    vi.runOnlyPendingTimers();
    const second = FakeSocket.latest();
    expect(FakeSocket.instances).toHaveLength(2);
    second.open();
    expect(second.messages()).toEqual([
      { type: 'login', params: { token: 'tok-2' } },
      { type: 'sub', params: ['DAY_MARKET_BATCH', 'KLINE.GBPUSD'] },
    ]);
  });

  it('resends messages queued while the socket was down, after the subscriptions', () => {
    const { client } = setup();
    client.subscribe('DAY_MARKET_BATCH', () => {});
    client.start();
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose();
    client.send({ type: 'unsub', params: ['KLINE.EURUSD'] });
    client.send({ type: 'ping' });
    vi.runOnlyPendingTimers();
    FakeSocket.latest().open();
    expect(FakeSocket.latest().messages()).toEqual([
      { type: 'sub', params: ['DAY_MARKET_BATCH'] },
      { type: 'unsub', params: ['KLINE.EURUSD'] },
      { type: 'ping' },
    ]);
  });

  it('a topic dropped while offline is not re-subscribed', () => {
    const { client } = setup();
    const off = client.subscribe('KLINE.EURUSD', () => {});
    client.subscribe('DAY_MARKET_BATCH', () => {});
    client.start();
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose();
    off();
    vi.runOnlyPendingTimers();
    FakeSocket.latest().open();
    expect(FakeSocket.latest().messages()).toEqual([{ type: 'sub', params: ['DAY_MARKET_BATCH'] }]);
  });

  it('counts listeners per topic: sub on the first, unsub after the last', () => {
    const { client, socket } = setupLive();
    const a = client.subscribe('KLINE.EURUSD', () => {});
    const b = client.subscribe('KLINE.EURUSD', () => {});
    a();
    expect(socket.messages()).toEqual([{ type: 'sub', params: ['KLINE.EURUSD'] }]);
    b();
    expect(socket.messages().at(-1)).toEqual({ type: 'unsub', params: ['KLINE.EURUSD'] });
    expect(client.topics()).toEqual([]);
  });

  it('delivers topic data to its listeners only', () => {
    const { client } = setup();
    const batch = vi.fn();
    const kline = vi.fn();
    client.subscribe('DAY_MARKET_BATCH', batch);
    client.subscribe('KLINE.EURUSD', kline);
    client.start();
    FakeSocket.latest().open();
    const quote = {
      symbol: 'EURUSD',
      quotation: {
        close: 1.1,
        change: 0,
        open: 1,
        high: 1.2,
        low: 1,
        bid: 1.1,
        ask: 1.2,
        volume: 3,
        time: 5,
      },
    };
    FakeSocket.latest().receive({ type: 'DAY_MARKET_BATCH', data: [quote] });
    expect(batch).toHaveBeenCalledWith([quote]);
    expect(kline).not.toHaveBeenCalled();
  });

  it('hands listeners only frames the contract describes (payload checked)', () => {
    const { client } = setup();
    const batch = vi.fn();
    const kline = vi.fn();
    const unknownType = vi.fn();
    client.subscribe('DAY_MARKET_BATCH', batch);
    client.subscribe('KLINE.EURUSD', kline);
    client.on('pong', unknownType);
    client.start();
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive({ type: 'DAY_MARKET_BATCH', data: [{ symbol: 'EURUSD' }] });
    socket.receive({ type: 'KLINE.EURUSD', data: { kline: { Period: '2min', Time: 1 } } });
    socket.receive({ type: 'SOMETHING_ELSE', data: 1 });
    expect(batch).not.toHaveBeenCalled();
    expect(kline).not.toHaveBeenCalled();
    const bar = { Period: '1min', Time: 60, Open: 1, High: 2, Low: 0.5, Close: 1.5, Volume: 7 };
    socket.receive({ type: 'KLINE.EURUSD', data: { kline: bar } });
    expect(kline).toHaveBeenCalledWith({ kline: bar });
    socket.receive({ type: 'pong' });
    expect(unknownType).toHaveBeenCalledWith({ type: 'pong' });
  });

  it('logs in or out on the open socket when the session changes', () => {
    const { client, setToken } = setup(null);
    client.start();
    const socket = FakeSocket.latest();
    socket.open();
    setToken('tok-3');
    client.authChanged();
    setToken(null);
    client.authChanged();
    expect(socket.messages()).toEqual([{ type: 'login', params: { token: 'tok-3' } }, { type: 'logout' }]);
  });

  it('reads offline after 3 failed attempts in a row, and live again once connected', () => {
    const { client } = setup();
    client.start();
    for (let i = 0; i < 3; i++) {
      FakeSocket.latest().serverClose();
      if (i < 2) expect(client.state).toBe('reconnecting');
      vi.runOnlyPendingTimers();
    }
    expect(client.state).toBe('offline');
    FakeSocket.latest().open();
    expect(client.state).toBe('live');
  });

  it('reads offline at once when the browser is offline', () => {
    const { client, setOnline } = setup();
    client.start();
    FakeSocket.latest().open();
    setOnline(false);
    FakeSocket.latest().serverClose();
    expect(client.state).toBe('offline');
  });

  it('backs off between failed attempts', () => {
    const { client } = setup();
    client.start();
    FakeSocket.latest().serverClose(); // failure 1: retry at once
    vi.advanceTimersByTime(0);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().serverClose(); // failure 2: 1 s
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('stop closes the socket and stays down', () => {
    const { client } = setup();
    client.start();
    FakeSocket.latest().open();
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.state).toBe('idle');
  });

  it('loads the frame parser on the first start, connects only then, and checks frames with it', async () => {
    FakeSocket.reset();
    let resolveParser: (parser: typeof parseServerFrame) => void = () => {};
    const load = vi.fn(() => new Promise<typeof parseServerFrame>((resolve) => (resolveParser = resolve)));
    const client = createSocketClient({
      url: () => 'ws://localhost/v1/ws',
      createSocket: (url) => new FakeSocket(url),
      loadFrameParser: load,
      getToken: () => null,
    });
    const quotes: unknown[] = [];
    client.subscribe('DAY_MARKET_BATCH', (data) => quotes.push(data));
    client.start();
    client.start();
    expect(load).toHaveBeenCalledTimes(1);
    expect(FakeSocket.instances).toHaveLength(0);
    resolveParser(parseServerFrame);
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    FakeSocket.latest().open();
    FakeSocket.latest().receive({ type: 'DAY_MARKET_BATCH', data: 'not a list' });
    expect(quotes).toEqual([]);
    client.start();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a stop while the parser loads keeps the socket down', async () => {
    FakeSocket.reset();
    const client = createSocketClient({
      url: () => 'ws://localhost/v1/ws',
      createSocket: (url) => new FakeSocket(url),
      loadFrameParser: () => Promise.resolve(parseServerFrame),
      getToken: () => null,
    });
    client.start();
    client.stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(FakeSocket.instances).toHaveLength(0);
    expect(client.state).toBe('idle');
  });
});
