/**
 * The FXDesk side: autocannon connections each looping "POST /v1/api/forex/submit (market buy,
 * 0.01 EURUSD) then POST /v1/api/forex/close {id}" against the real server. Each open+close
 * leases an account nobody else is using, so the account row lock never makes two connections
 * wait for each other, as the bare loop's one-account-per-worker does.
 */
import autocannon from 'autocannon';
import { latencySummary, type LoadResult } from './report.js';
import { cycleOrderBody, type LoadRun } from './load.js';

interface Envelope {
  code?: number;
  data?: { Id?: number } | null;
}

function parse(body: string): Envelope {
  try {
    return JSON.parse(body) as Envelope;
  } catch {
    return {};
  }
}

/** Free accounts; a cycle takes one at its open and gives it back after its close. */
class Leases {
  private readonly free: number[];
  private next = 0;

  constructor(private readonly count: number) {
    this.free = Array.from({ length: count }, (_, index) => count - 1 - index);
  }

  take(): number {
    // With at least as many accounts as connections this never runs dry; share if it does.
    return this.free.pop() ?? this.next++ % this.count;
  }

  give(index: unknown): void {
    if (typeof index === 'number' && !this.free.includes(index)) this.free.push(index);
  }
}

export async function httpLoad(
  options: LoadRun & {
    maxRequests: number;
    /** Requests a second from all connections; peak (as fast as answers come) when undefined. */
    overallRate?: number;
  },
): Promise<LoadResult> {
  const leases = new Leases(options.accounts.length);
  const tokenOf = (context: autocannon.Context): string =>
    options.accounts[Number(context.account)]?.token ?? '';
  const submitBody = cycleOrderBody(options.pairId);
  const headers = { 'content-type': 'application/json' };
  let cycles = 0;
  let failures = 0;
  const latenciesMs: number[] = [];

  const instance = autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationS,
    maxOverallRequests: options.maxRequests,
    timeout: 10,
    ...(options.overallRate === undefined
      ? {}
      : // Latencies come from the per-request 'response' event below, not autocannon's
        // corrected histogram, so its coordinated-omission correction is not used.
        { overallRate: options.overallRate, ignoreCoordinatedOmission: true }),
    requests: [
      {
        method: 'POST',
        path: '/v1/api/forex/submit',
        setupRequest: (request, context) => {
          context.account = leases.take();
          return { ...request, headers: { ...headers, authorization: tokenOf(context) }, body: submitBody };
        },
        onResponse: (status, body, context) => {
          const envelope = parse(body);
          if (status === 200 && envelope.code === 1 && typeof envelope.data?.Id === 'number') {
            context.orderId = envelope.data.Id;
          } else {
            failures++;
          }
        },
      },
      {
        method: 'POST',
        path: '/v1/api/forex/close',
        setupRequest: (request, context) => {
          if (typeof context.orderId !== 'number') {
            // The open failed: start a new cycle (autocannon restarts on a falsy request).
            leases.give(context.account);
            return null;
          }
          const body = JSON.stringify({ id: context.orderId });
          return { ...request, headers: { ...headers, authorization: tokenOf(context) }, body };
        },
        onResponse: (status, body, context) => {
          if (status === 200 && parse(body).code === 1) cycles++;
          else failures++;
          leases.give(context.account);
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
    latenciesMs.push(responseTimeMs);
  });
  const result = await instance;
  const elapsedS = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    name: options.name,
    connections: options.connections,
    ...(options.overallRate === undefined ? {} : { targetRequestsPerSecond: options.overallRate }),
    durationS: elapsedS,
    cycles,
    requests: latenciesMs.length,
    errors: failures + result.errors + result.timeouts,
    cyclesPerSecond: cycles / elapsedS,
    requestsPerSecond: latenciesMs.length / elapsedS,
    latencyMs: latencySummary(latenciesMs),
  };
}
