/**
 * Waits for something the server does without a timer (a socket frame, a bus message, a
 * post-commit event): checks `check` until it holds, failing after `timeoutMs` (generous, since
 * the machine is shared). It returns as soon as the condition holds, never after a fixed delay.
 */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what = 'condition',
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what}: not met in ${timeoutMs} ms`);
    // A short poll interval: the check is cheap, and the loop must yield to the server's I/O.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** What `drained` needs of a test socket (`app.injectWS` answers a `ws` WebSocket). */
interface TestSocket {
  send(data: string): void;
  on(event: 'message', listener: (data: { toString(): string }) => void): unknown;
  off(event: 'message', listener: (data: { toString(): string }) => void): unknown;
}

/**
 * Resolves once the server answers a ping sent now: every frame it sent this socket before has
 * arrived by then (one connection, in order). A test that expects no frame checks after this,
 * rather than after a fixed delay.
 */
export function drained(ws: TestSocket): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (data: { toString(): string }) => {
      if ((JSON.parse(data.toString()) as { type?: string }).type !== 'pong') return;
      ws.off('message', onMessage);
      resolve();
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ type: 'ping' }));
  });
}
