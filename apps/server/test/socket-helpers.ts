import type WebSocket from 'ws';

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
