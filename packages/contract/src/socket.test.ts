import { describe, expect, it } from 'vitest';
import { clientFrame, parseServerFrame, serverFrame, TOPICS, topicsWith } from './socket.js';

const quotation = {
  close: 1.1,
  change: 0.1,
  open: 1,
  high: 1.2,
  low: 1,
  bid: 1.1,
  ask: 1.2,
  volume: 3,
  time: 5,
};
const trade = {
  ProfitsTotal: 1,
  HazardRate: 250,
  CautionMoneyAll: 10,
  Balance: 100,
  Equity: 101,
  FreeMargin: 91,
  TransOrder: [{ Id: 1, UpdatePrice: 1.1, FactProfits: 1, FollowId: 0 }],
  MarginCall: false,
};

describe('socket protocol (DESIGN §8)', () => {
  it('parses every server frame by its type, payload included', () => {
    const frames = [
      { type: 'login_result', code: 1 },
      { type: 'sub_result', code: 1001, params: ['DAY_MARKET'], rejected: ['X'] },
      { type: 'unsub_result', code: 1, params: [] },
      { type: 'logout_result', code: 1 },
      { type: 'pong' },
      { type: 'error', code: 1004, msg: 'invalid JSON' },
      { type: 'DAY_MARKET', data: { symbol: 'EURUSD', quotation: { ...quotation, status: 1 } } },
      { type: 'DAY_MARKET_BATCH', data: [{ symbol: 'EURUSD', quotation }] },
      { type: 'FOREX_TRADE', data: trade },
      { type: 'FOREX_CLOSED', data: { id: [1, 2] } },
      {
        type: 'KLINE.EURUSD',
        data: { kline: { Period: '1min', Time: 60, Open: 1, High: 2, Low: 0.5, Close: 1.5, Volume: 1 } },
      },
    ];
    for (const frame of frames) {
      expect(parseServerFrame(frame)).toEqual(frame);
      expect(serverFrame.parse(frame)).toEqual(frame);
    }
  });

  it('refuses unknown types and payloads that do not match their topic', () => {
    for (const bad of [
      null,
      { type: 'NOPE', data: 1 },
      { type: 'FOREX_TRADE', data: { ...trade, MarginCall: undefined } },
      { type: 'FOREX_CLOSED', data: { id: ['1'] } },
      { type: 'DAY_MARKET_BATCH', data: [{ symbol: 'EURUSD' }] },
      { type: 'KLINE.EURUSD', data: { kline: { Period: '2min', Time: 1 } } },
      { type: 'login_result' },
    ]) {
      expect(parseServerFrame(bad)).toBeUndefined();
      expect(serverFrame.safeParse(bad).success).toBe(false);
    }
  });

  it('client frames: the five types, bounded', () => {
    expect(clientFrame.safeParse({ type: 'sub', params: ['KLINE.EURUSD'] }).success).toBe(true);
    expect(clientFrame.safeParse({ type: 'sub', params: Array(65).fill('A') }).success).toBe(false);
    expect(clientFrame.safeParse({ type: 'login', params: { token: 'x'.repeat(201) } }).success).toBe(false);
    expect(clientFrame.safeParse({ type: 'custom' }).success).toBe(false);
  });

  it('every topic is public or private, from the one TOPICS table', () => {
    expect(topicsWith('public')).toEqual(['DAY_MARKET', 'DAY_MARKET_BATCH']);
    expect(topicsWith('private')).toEqual(['FOREX_TRADE', 'FOREX_CLOSED', 'FOLLOW', 'SUPPORT']);
    expect([...topicsWith('public'), ...topicsWith('private')].sort()).toEqual(Object.keys(TOPICS).sort());
  });
});
