import type { ChildProcess } from 'node:child_process';
import { nextMessage, sleep, spawnBenchChild, stopChild } from './children.js';
import type { FromClient, FromServer, ServerKind, ServerStats, Topic } from './ipc.js';
import type { BenchOptions } from './options.js';
import { cpus } from 'node:os';
import { cpuTimeMs, machineBusyPercent, machineCpu, rssBytes } from './proc.js';
import { waitForQuiet } from './quiet.js';
import { summarize, type PhaseResult } from './summary.js';

export type { PhaseResult } from './summary.js';

const RSS_SAMPLE_MS = 500;
/** Frames sent just before the window closes still get this long to be read and counted. */
const DRAIN_MS = 1_000;

const split = (total: number, parts: number) =>
  Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0)).filter(
    (n) => n > 0,
  );

function cpuPercent(
  pids: number[],
  before: (number | undefined)[],
  windowMs: number,
  systemOnly = false,
): number | undefined {
  const used = pids.map((pid, i) => (cpuTimeMs(pid, systemOnly) ?? Number.NaN) - (before[i] ?? Number.NaN));
  const total = used.reduce((a, b) => a + b, 0);
  return Number.isFinite(total) ? (total / windowMs) * 100 : undefined;
}

async function serverStats(server: ChildProcess): Promise<ServerStats> {
  server.send({ type: 'stats' });
  return (await nextMessage<FromServer, 'stats'>(server, 'stats', 10_000)).stats;
}

/** One server kind × one topic: start, ramp N sockets, warm up, measure, tear down. */
export async function runPhase(
  server: ServerKind,
  topic: Topic,
  options: BenchOptions,
): Promise<PhaseResult> {
  const children: ChildProcess[] = [];
  const busyBeforePercent = await waitForQuiet(options.quietWaitS);
  try {
    const serverChild = spawnBenchChild(`./${server}-server.ts`, { BENCH_SEED: String(options.seed) });
    children.push(serverChild);
    const { port } = await nextMessage<FromServer, 'ready'>(serverChild, 'ready', 30_000);
    const shares = split(options.clients, options.clientProcesses);
    const clientChildren = shares.map(() => spawnBenchChild('./client.ts', {}));
    children.push(...clientChildren);
    const rampStartMs = Date.now();
    const rampTimeoutMs = 30_000 + options.clients * 20;
    const connected = await Promise.all(
      clientChildren.map((child, i) => {
        child.send({
          type: 'connect',
          port,
          count: shares[i] ?? 0,
          topic,
          rampBatch: Math.ceil(options.rampBatch / shares.length),
        });
        return nextMessage<FromClient, 'connected'>(child, 'connected', rampTimeoutMs);
      }),
    );
    const rampSeconds = (Date.now() - rampStartMs) / 1000;
    const failed = connected.reduce((sum, c) => sum + c.failed, 0);
    if (failed > 0) console.warn(`  ${failed} of ${options.clients} sockets failed to subscribe`);

    const startMs = Date.now() + options.warmupS * 1000;
    const endMs = startMs + options.durationS * 1000;
    for (const child of clientChildren) child.send({ type: 'measure', startMs, endMs });
    await sleep(startMs - Date.now());
    const pids = clientChildren.map((child) => child.pid ?? 0);
    const serverPid = serverChild.pid ?? 0;
    const cpuBefore = {
      server: cpuTimeMs(serverPid),
      clients: pids.map((pid) => cpuTimeMs(pid)),
      serverSystem: cpuTimeMs(serverPid, true),
      clientsSystem: pids.map((pid) => cpuTimeMs(pid, true)),
      machine: machineCpu(),
    };
    const before = await serverStats(serverChild);
    const rss: number[] = [];
    while (Date.now() < endMs) {
      const bytes = rssBytes(serverPid);
      if (bytes !== undefined) rss.push(bytes / 2 ** 20);
      await sleep(Math.min(RSS_SAMPLE_MS, endMs - Date.now()));
    }
    const after = await serverStats(serverChild);
    const windowMs = endMs - startMs;
    const serverCpuPercent = cpuPercent([serverPid], [cpuBefore.server], windowMs);
    const clientsCpuPercent = cpuPercent(pids, cpuBefore.clients, windowMs);
    const serverSystem = cpuPercent([serverPid], [cpuBefore.serverSystem], windowMs, true);
    const clientsSystem = cpuPercent(pids, cpuBefore.clientsSystem, windowMs, true);
    const machineCpuPercent = machineBusyPercent(cpuBefore.machine, machineCpu(), cpus().length);
    await sleep(DRAIN_MS);
    const results = await Promise.all(
      clientChildren.map((child) => {
        child.send({ type: 'report' });
        return nextMessage<FromClient, 'result'>(child, 'result', 30_000).then((m) => m.result);
      }),
    );
    const cpu = {
      server: serverCpuPercent,
      clients: clientsCpuPercent,
      serverSystem,
      clientsSystem,
      machine: machineCpuPercent,
      busyBeforePercent,
    };
    return summarize({ server, topic, options, rampSeconds, windowMs, before, after, rss, results, cpu });
  } finally {
    await Promise.all(children.map((child) => stopChild(child, { type: 'stop' })));
  }
}
