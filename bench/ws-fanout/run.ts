/**
 * bench/ws-fanout (market-data issue): N sockets on /v1/ws subscribed to DAY_MARKET_BATCH
 * and/or DAY_MARKET with the feed at 20 pairs × 10 ticks/s, through the real gateway and
 * through a bare `ws` broadcast server in the same run; prints delivered messages/s, tick→client
 * latency, server RSS and the ratio. See bench/README.md and docs/benchmarks.md.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { runBench } from '../knobs.js';
import type { ServerKind, Topic } from './ipc.js';
import { LIMITS, USAGE, parseOptions, type BenchOptions } from './options.js';
import { runPhase, type PhaseResult } from './phase.js';
import { openFilesLimits } from './proc.js';
import { table, verdict } from './report.js';

/** File descriptors a process needs beyond its sockets (stdio, IPC, libuv, tsx). */
const SPARE_FILES = 100;

function checkOpenFiles(options: BenchOptions): void {
  // Each child's shell raises its soft limit to the hard one; the server holds every socket.
  const { hard } = openFilesLimits();
  if (options.clients + SPARE_FILES > hard)
    throw new RangeError(
      `${options.clients} clients need about ${options.clients + SPARE_FILES} open files in the server process, ` +
        `but the hard limit here is ${hard} (ulimit -Hn); use at most ${hard - SPARE_FILES} clients`,
    );
}

/** Other processes using more than this share of one core during a window disturb it. */
const DISTURBED_CPU_PERCENT = 30;

/**
 * Runs a phase; reruns it (up to --retries) while other processes ate into the window, and keeps
 * the least disturbed attempt.
 */
async function runUndisturbed(server: ServerKind, topic: Topic, options: BenchOptions): Promise<PhaseResult> {
  let best: PhaseResult | undefined;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    const result = await runPhase(server, topic, options);
    const other = Math.round(result.otherCpuPercent);
    console.log(
      `  ramp ${result.rampSeconds.toFixed(1)} s, ${Math.round(result.deliveredFramesPerSecond).toLocaleString('en-US')} msg/s delivered, ` +
        `tick→client p99 ${result.tickToClientMs.p99 ?? '–'} ms, other processes ${other} % CPU`,
    );
    if (!best || result.otherCpuPercent < best.otherCpuPercent) best = result;
    if (result.otherCpuPercent <= DISTURBED_CPU_PERCENT) return result;
    if (attempt < options.retries)
      console.log(`  disturbed by other processes (${other} % CPU); running it again`);
  }
  if (!best) throw new Error('unreachable: at least one attempt runs');
  console.warn(
    `  every attempt was disturbed; keeping the least disturbed (${Math.round(best.otherCpuPercent)} % CPU), marked in the table`,
  );
  return best;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options === 'help') return void console.log(USAGE);
  checkOpenFiles(options);
  const phases = options.topics.length * options.servers.length;
  // Every phase is bounded; this watchdog only catches a hang in the orchestrator itself.
  const budgetMs =
    phases *
    (options.retries + 1) *
    (options.quietWaitS * 1000 +
      90_000 +
      options.clients * 30 +
      (options.warmupS + options.durationS) * 1000);
  setTimeout(() => {
    console.error(`ws-fanout: gave up after ${Math.round(budgetMs / 1000)} s`);
    process.exit(2);
  }, budgetMs).unref();

  console.log(
    `ws-fanout: ${options.clients.toLocaleString('en-US')} clients in ${options.clientProcesses} process(es), ` +
      `topics ${options.topics.join(', ')}, warm-up ${options.warmupS} s, window ${options.durationS} s, ` +
      `feed 20 pairs × 10 ticks/s (seed ${options.seed}), ${cpus().length} cores, node ${process.version}`,
  );
  const results: PhaseResult[] = [];
  for (const topic of options.topics) {
    for (const server of options.servers) {
      console.log(`→ ${topic} via ${server} …`);
      const result = await runUndisturbed(server, topic, options);
      results.push(result);
    }
  }
  console.log(`\n${table(results)}\n`);
  for (const topic of options.topics) for (const line of verdict(topic, results)) console.log(line);
  if (options.jsonPath) {
    writeFileSync(
      options.jsonPath,
      JSON.stringify({ date: new Date().toISOString(), options, results }, null, 2),
    );
    console.log(`\nresults written to ${options.jsonPath}`);
  }
}

runBench(main, LIMITS);
