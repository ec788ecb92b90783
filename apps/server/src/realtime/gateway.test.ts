import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { EMPTY_TRADE_PUSH } from '../../test/socket-helpers.js';
import { SocketGateway } from './gateway.js';
import { frame, SOCKET_LIMITS } from './protocol.js';

const quote = (close: number) =>
  frame('DAY_MARKET', {
    symbol: 'EURUSD',
    quotation: { close, change: 0, open: 1, high: 1, low: 1, bid: close, ask: close, volume: 0, time: 0 },
  });
const TRADE = frame('FOREX_TRADE', EMPTY_TRADE_PUSH);

/** A stand-in socket: records what was sent and lets a test set its backlog. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  terminated = false;
  closedWith: number | undefined;
  send(data: string) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  receive(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
  frames(): { type: string; [k: string]: unknown }[] {
    return this.sent.map((s) => JSON.parse(s) as { type: string });
  }
}

const flush = () => new Promise((r) => setImmediate(r));

function gateway(now = () => 0) {
  return new SocketGateway({
    resolveToken: async (token) =>
      token === 'good'
        ? { id: 7, sessionId: 1, isDemo: false }
        : token === 'other'
          ? { id: 8, sessionId: 2, isDemo: false }
          : null,
    isKnownPair: (code) => code === 'EURUSD' || /^P\d+$/.test(code),
    now,
  });
}

function connect(gw: SocketGateway) {
  const socket = new FakeSocket();
  gw.accept(socket as unknown as WebSocket);
  return socket;
}

describe('socket gateway (DESIGN §8)', () => {
  it('login answers login_result 1 for a live token and another code for a bad one', async () => {
    const gw = gateway();
    const a = connect(gw);
    a.receive({ type: 'login', params: { token: 'good' } });
    a.receive({ type: 'login', params: { token: 'bad' } });
    await flush();
    expect(a.frames().map((f) => [f.type, f.code])).toEqual([
      ['login_result', 1],
      ['login_result', 999],
    ]);
    gw.close();
  });

  it('answers ping with pong and refuses unknown frames without closing', async () => {
    const gw = gateway();
    const a = connect(gw);
    a.receive({ type: 'ping' });
    a.receive({ type: 'dance' });
    a.emit('message', Buffer.from('{not json'), false);
    await flush();
    expect(a.frames().map((f) => f.type)).toEqual(['pong', 'error', 'error']);
    expect(a.closedWith).toBeUndefined();
    gw.close();
  });

  it('sub accepts known topics, rejects unknown pairs, and unsub stops delivery', async () => {
    const gw = gateway();
    const a = connect(gw);
    a.receive({ type: 'sub', params: ['DAY_MARKET', 'KLINE.EURUSD', 'KLINE.NOPE', 'WHATEVER'] });
    await flush();
    expect(a.frames()[0]).toMatchObject({
      type: 'sub_result',
      params: ['DAY_MARKET', 'KLINE.EURUSD'],
      rejected: ['KLINE.NOPE', 'WHATEVER'],
    });
    gw.publish('DAY_MARKET', quote(1));
    a.receive({ type: 'unsub', params: ['DAY_MARKET'] });
    await flush();
    gw.publish('DAY_MARKET', quote(2));
    expect(a.sent.filter((s) => s.includes('"DAY_MARKET","data"'))).toEqual([quote(1)]);
    gw.close();
  });

  it('private topics reach only the logged-in owner, never a stranger or a logged-out socket', async () => {
    const gw = gateway();
    const owner = connect(gw);
    const stranger = connect(gw);
    const anonymous = connect(gw);
    owner.receive({ type: 'login', params: { token: 'good' } });
    stranger.receive({ type: 'login', params: { token: 'other' } });
    for (const s of [owner, stranger, anonymous]) s.receive({ type: 'sub', params: ['FOREX_TRADE'] });
    await flush();
    gw.publishToUser(7, 'FOREX_TRADE', TRADE);
    expect(owner.sent.at(-1)).toContain('FOREX_TRADE');
    expect(stranger.sent.some((s) => s.includes('"FOREX_TRADE","data"'))).toBe(false);
    expect(anonymous.sent.some((s) => s.includes('"FOREX_TRADE","data"'))).toBe(false);
    owner.receive({ type: 'logout' });
    await flush();
    const before = owner.sent.length;
    gw.publishToUser(7, 'FOREX_TRADE', TRADE);
    expect(owner.sent.length).toBe(before);
    gw.close();
  });

  it('drops a slow consumer instead of queueing without bound, and counts it', async () => {
    const gw = gateway();
    const slow = connect(gw);
    const fast = connect(gw);
    for (const s of [slow, fast]) s.receive({ type: 'sub', params: ['DAY_MARKET'] });
    await flush();
    slow.bufferedAmount = SOCKET_LIMITS.maxBufferedBytes + 1;
    gw.publish('DAY_MARKET', quote(3));
    expect(slow.terminated).toBe(true);
    expect(fast.sent.at(-1)).toBe(quote(3));
    expect(gw.stats.slowConsumersDropped).toBe(1);
    expect(gw.stats.connections).toBe(1);
    gw.close();
  });

  it('limits subscriptions per socket and closes a flooding client', async () => {
    const gw = gateway();
    const a = connect(gw);
    a.receive({ type: 'sub', params: Array.from({ length: 60 }, (_, i) => `KLINE.P${i}`) });
    a.receive({ type: 'sub', params: Array.from({ length: 10 }, (_, i) => `KLINE.P${60 + i}`) });
    await flush();
    const [first, second] = a.frames();
    expect(first).toMatchObject({ type: 'sub_result', code: 1 });
    expect(second).toMatchObject({ type: 'sub_result', code: 1001 });
    expect((second?.params as string[]).length).toBe(4);
    expect((second?.rejected as string[]).length).toBe(6);
    for (let i = 0; i < SOCKET_LIMITS.maxFramesPerSecond + 1; i++) a.receive({ type: 'ping' });
    await flush();
    expect(a.closedWith).toBe(1008);
    expect(gw.stats.floodersClosed).toBe(1);
    gw.close();
  });
});
