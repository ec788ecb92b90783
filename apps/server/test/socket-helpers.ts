import type { ForexTradePush } from '@fxdesk/contract';
import type WebSocket from 'ws';

/** A FOREX_TRADE payload of an empty account: nothing booked, nothing open. */
export const EMPTY_TRADE_PUSH: ForexTradePush = {
  ProfitsTotal: 0,
  HazardRate: 0,
  CautionMoneyAll: 0,
  Balance: 0,
  Equity: 0,
  FreeMargin: 0,
  TransOrder: [],
  MarginCall: false,
};

/**
 * Logs a client's socket in with `token` and subscribes it to `topics`, waiting for the answer to
 * each step, as the web client does; works on an injected socket and on a real process's alike.
 */
export async function socketLoginAndSubscribe(ws: WebSocket, token: string, topics: string[]): Promise<void> {
  const answered = () => new Promise((resolve) => ws.once('message', resolve));
  let answer = answered();
  ws.send(JSON.stringify({ type: 'login', params: { token } }));
  await answer;
  answer = answered();
  ws.send(JSON.stringify({ type: 'sub', params: topics }));
  await answer;
}
