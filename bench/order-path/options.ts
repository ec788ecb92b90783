import { parseArgs } from 'node:util';
import { boundedInteger, knownNames } from '../knobs.js';

export interface OrderPathOptions {
  /** Concurrent HTTP connections, and concurrent workers of the bare loop. */
  connections: number;
  /** Demo accounts; every in-flight open+close holds one, so at least `connections`. */
  accounts: number;
  /** Measured seconds of each phase. */
  durationS: number;
  /** Unmeasured seconds before the peak phases (JIT, caches, connection pools). */
  warmupS: number;
  /** Pool size of the bare loop's `pg.Pool`; the server's own pool holds 10. */
  barePool: number;
  /** Server port; 0 picks a free one. */
  port: number;
  /** PostgreSQL to create the throw-away database on; must be on the loopback interface. */
  adminUrl: string;
  /** Skip `npm run build -w apps/server` (use the dist/ that is there). */
  build: boolean;
  /** Another build of the server to measure (an older commit's dist/main.js, for A/B runs). */
  bundle: string | undefined;
  /** Which phases, in order. */
  phases: Phase[];
  jsonPath: string | undefined;
}

export const PHASES = ['fxdesk', 'half', 'bare'] as const;
export type Phase = (typeof PHASES)[number];

/** Bounds of every knob (STYLE habit 8): requests stay few enough for a shared 2-core machine. */
export const LIMITS = {
  connections: [1, 256],
  accounts: [1, 2_000],
  durationS: [1, 120],
  warmupS: [0, 60],
  barePool: [1, 50],
  port: [0, 65_535],
} as const;

/** Every phase stops after this many requests a second of its window, whatever comes first. */
export const MAX_REQUESTS_PER_SECOND = 20_000;

export const USAGE = `Usage: npx tsx bench/order-path/run.ts [options]   (or: npm run bench -- order-path [options])

  --connections N   concurrent HTTP connections and bare-loop workers (default 16, 1..256)
  --accounts N      demo accounts, ≥ connections (default 2 × connections, ≤ 2000)
  --duration S      measured seconds per phase (default 15, 1..120)
  --warmup S        unmeasured seconds before each peak phase (default 3)
  --bare-pool N     pg.Pool size of the bare loop (default 10, the server's pool size)
  --port P          server port (default 0: a free one)
  --admin-url URL   PostgreSQL to create the bench database on
                    (default env BENCH_PG_ADMIN_URL or postgres://postgres@127.0.0.1:5432/postgres)
  --phases LIST     fxdesk,half,bare (default all three; half needs fxdesk)
  --no-build        use apps/server/dist as it is
  --bundle FILE     measure this server bundle instead of apps/server/dist/main.js (implies
                    --no-build; e.g. an older commit built elsewhere, to compare in one sitting)
  --json FILE       also write the results as JSON
`;

const integer = (name: keyof typeof LIMITS, raw: unknown, fallback: number) =>
  boundedInteger(LIMITS, name, raw, fallback);

function loopbackUrl(raw: string): string {
  const url = new URL(raw);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new RangeError(`--admin-url must point at the loopback interface, got host ${url.hostname}`);
  return raw;
}

function phaseList(raw: string): Phase[] {
  const phases = knownNames('phases', raw, PHASES);
  if (phases.includes('half') && !phases.includes('fxdesk'))
    throw new RangeError('--phases: half runs at half the fxdesk peak, so it needs fxdesk');
  return PHASES.filter((phase) => phases.includes(phase));
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): OrderPathOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      connections: { type: 'string' },
      accounts: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      'bare-pool': { type: 'string' },
      port: { type: 'string' },
      'admin-url': { type: 'string' },
      phases: { type: 'string' },
      'no-build': { type: 'boolean' },
      bundle: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return 'help';
  const connections = integer('connections', values.connections, 16);
  const accounts = integer('accounts', values.accounts, Math.min(LIMITS.accounts[1], 2 * connections));
  if (accounts < connections)
    throw new RangeError(`--accounts (${accounts}) must be at least --connections (${connections})`);
  return {
    connections,
    accounts,
    durationS: integer('durationS', values.duration, 15),
    warmupS: integer('warmupS', values.warmup, 3),
    barePool: integer('barePool', values['bare-pool'], 10),
    port: integer('port', values.port, 0),
    adminUrl: loopbackUrl(
      values['admin-url'] ?? env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    ),
    build: !values['no-build'] && values.bundle === undefined,
    bundle: values.bundle,
    phases: phaseList(values.phases ?? PHASES.join(',')),
    jsonPath: values.json,
  };
}
