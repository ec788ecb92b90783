import { parseArgs } from 'node:util';
import { boundedInteger, knownNames } from '../knobs.js';
import { SERVER_KINDS, TOPICS, type ServerKind, type Topic } from './ipc.js';

export interface BenchOptions {
  clients: number;
  topics: Topic[];
  servers: ServerKind[];
  durationS: number;
  warmupS: number;
  /** Load-generator processes (1 or 2); the machine has 2 cores in all. */
  clientProcesses: number;
  rampBatch: number;
  /** Longest wait, before each phase, for other work on the machine to calm down. */
  quietWaitS: number;
  /** Reruns of a phase that other processes disturbed. */
  retries: number;
  seed: number;
  jsonPath: string | undefined;
}

/** Bounds of every knob (STYLE habit 8): a typo must not open 2 million sockets. */
export const LIMITS = {
  clients: [1, 20_000],
  durationS: [1, 600],
  warmupS: [0, 120],
  clientProcesses: [1, 2],
  rampBatch: [1, 1_000],
  quietWaitS: [0, 600],
  retries: [0, 10],
} as const;

export const USAGE = `Usage: npx tsx bench/ws-fanout/run.ts [options]   (or: npm run bench -- ws-fanout [options])

  --clients N        sockets per scenario (default 2000, env BENCH_WS_CLIENTS, 1..20000)
  --topics LIST      DAY_MARKET_BATCH,DAY_MARKET (default both; aliases batch, symbol; env BENCH_WS_TOPICS)
  --duration S       measurement window in seconds (default 15, env BENCH_WS_DURATION_S, 1..600)
  --warmup S         seconds between the last socket subscribing and the window (default 5)
  --client-procs P   load-generator processes, 1 or 2 (default 1 below 1,000 clients, else 2)
  --servers LIST     fxdesk,bare (default both, in that order)
  --ramp-batch B     sockets opened at once (default 200)
  --quiet-wait S     before each phase, wait up to S seconds for the machine to be idle (default 60)
  --retries R        rerun a phase up to R times when other processes used > 30 % CPU in it (default 2)
  --seed S           feed seed (default 42)
  --json FILE        also write the results as JSON
`;

const integer = (name: keyof typeof LIMITS, raw: unknown, fallback: number) =>
  boundedInteger(LIMITS, name, raw, fallback);

function topicList(raw: string): Topic[] {
  const aliases: Record<string, Topic> = {
    batch: 'DAY_MARKET_BATCH',
    symbol: 'DAY_MARKET',
    'per-symbol': 'DAY_MARKET',
  };
  return [...new Set(knownNames('topics', raw, TOPICS, aliases))];
}

function serverList(raw: string): ServerKind[] {
  return [...new Set(knownNames('servers', raw, SERVER_KINDS))];
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string' },
      topics: { type: 'string' },
      servers: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      'client-procs': { type: 'string' },
      'ramp-batch': { type: 'string' },
      'quiet-wait': { type: 'string' },
      retries: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const clients = integer('clients', values.clients ?? env.BENCH_WS_CLIENTS, 2_000);
  const seed = Number(values.seed ?? 42);
  if (!Number.isSafeInteger(seed))
    throw new RangeError(`--seed: expected a whole number, got ${values.seed}`);
  return {
    clients,
    topics: topicList(values.topics ?? env.BENCH_WS_TOPICS ?? TOPICS.join(',')),
    servers: serverList(values.servers ?? SERVER_KINDS.join(',')),
    durationS: integer('durationS', values.duration ?? env.BENCH_WS_DURATION_S, 15),
    warmupS: integer('warmupS', values.warmup, 5),
    clientProcesses: integer('clientProcesses', values['client-procs'], clients < 1_000 ? 1 : 2),
    rampBatch: integer('rampBatch', values['ramp-batch'], 200),
    quietWaitS: integer('quietWaitS', values['quiet-wait'], 60),
    retries: integer('retries', values.retries, 2),
    seed,
    jsonPath: values.json,
  };
}
