/**
 * The half-rate phase: open + close cycles started at evenly spaced times (open loop), not in
 * bursts. autocannon's `overallRate` lets each connection send its whole quota for a second as
 * fast as answers come and then wait for the next second, so "half the peak rate" through it is
 * half a second at peak and half a second idle, and its latencies are the peak's. Here a cycle
 * starts every 2 ÷ rate seconds on a leased account over a keep-alive agent of `connections`
 * sockets; each request's latency counts from the moment it was due, so a server that falls
 * behind shows it (no coordinated omission).
 */
import { Agent, request } from 'node:http';
import { latencySummary, type LoadResult } from './report.js';
import { cycleOrderBody, type LoadRun } from './load.js';
import type { DemoAccount } from './server.js';

function post(
  agent: Agent,
  url: URL,
  token: string,
  body: string,
): Promise<{ status: number; code?: number; id?: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method: 'POST',
        headers: {
          authorization: token,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: 10_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            const envelope = JSON.parse(text) as { code?: number; data?: { Id?: number } | null };
            resolve({ status: res.statusCode ?? 0, code: envelope.code, id: envelope.data?.Id });
          } catch {
            resolve({ status: res.statusCode ?? 0 });
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

export async function pacedLoad(
  options: LoadRun & {
    /** Requests a second (two per cycle). */
    requestsPerSecond: number;
  },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const submitUrl = new URL('/v1/api/forex/submit', options.baseUrl);
  const closeUrl = new URL('/v1/api/forex/close', options.baseUrl);
  const submitBody = cycleOrderBody(options.pairId);
  const free = options.accounts.map((_, index) => index).reverse();
  const latenciesMs: number[] = [];
  let cycles = 0;
  let errors = 0;
  let skipped = 0;
  /** The first few failed answers, for the log. */
  const failures: string[] = [];
  const failed = (what: string, answer: { status: number; code?: number }) => {
    errors++;
    if (failures.length < 3) failures.push(`${what}: HTTP ${answer.status}, code ${answer.code ?? '?'}`);
  };
  const running = new Set<Promise<void>>();

  const cycle = async (account: DemoAccount, dueMs: number): Promise<void> => {
    const opened = await post(agent, submitUrl, account.token, submitBody);
    const openedAt = performance.now();
    latenciesMs.push(openedAt - dueMs);
    if (opened.status !== 200 || opened.code !== 1 || typeof opened.id !== 'number') {
      failed('submit', opened);
      return;
    }
    const closed = await post(agent, closeUrl, account.token, JSON.stringify({ id: opened.id }));
    latenciesMs.push(performance.now() - openedAt);
    if (closed.status === 200 && closed.code === 1) cycles++;
    else failed('close', closed);
  };

  const intervalMs = 2000 / options.requestsPerSecond;
  const startMs = performance.now();
  const endMs = startMs + options.durationS * 1000;
  for (let index = 0; ; index++) {
    const dueMs = startMs + index * intervalMs;
    if (dueMs >= endMs) break;
    const waitMs = dueMs - performance.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    const slot = free.pop();
    const account = slot === undefined ? undefined : options.accounts[slot];
    if (slot === undefined || !account) {
      // Every account is mid-cycle: the server is this far behind. Counted as an error.
      skipped++;
      continue;
    }
    const run: Promise<void> = cycle(account, dueMs)
      .catch((error: unknown) => failed(String(error), { status: 0 }))
      .finally(() => {
        free.push(slot);
        running.delete(run);
      });
    running.add(run);
  }
  await Promise.all(running);
  agent.destroy();
  if (skipped > 0 || errors > 0)
    console.log(
      `  ${options.name}: ${skipped} cycles not started (every account mid-cycle: the server fell behind), ` +
        `${errors} failed${failures.length > 0 ? ` (${failures.join('; ')})` : ''}`,
    );
  const elapsedS = (performance.now() - startMs) / 1000;
  return {
    name: options.name,
    connections: options.connections,
    targetRequestsPerSecond: options.requestsPerSecond,
    durationS: elapsedS,
    cycles,
    requests: latenciesMs.length,
    errors: errors + skipped,
    cyclesPerSecond: cycles / elapsedS,
    requestsPerSecond: latenciesMs.length / elapsedS,
    latencyMs: latencySummary(latenciesMs),
  };
}
