import type { Topic } from './ipc.js';
import type { PhaseResult } from './phase.js';

/** Targets of the market-data issue. */
export const TARGETS = { rateRatio: 0.8, latencyMsP99: 100, latencyClients: 5_000 } as const;

const whole = (value: number | undefined) =>
  value === undefined ? '–' : Math.round(value).toLocaleString('en-US');
const fixed = (value: number | undefined, digits = 1) => (value === undefined ? '–' : value.toFixed(digits));
const pair = (a: number | undefined, b: number | undefined) => `${whole(a)} / ${whole(b)}`;

const COLUMNS: [string, (r: PhaseResult) => string][] = [
  ['topic', (r) => r.topic],
  ['server', (r) => r.server],
  [
    'clients',
    (r) => `${r.clientsOpen.toLocaleString('en-US')}/${r.clientsRequested.toLocaleString('en-US')}`,
  ],
  ['delivered msg/s', (r) => whole(r.deliveredFramesPerSecond)],
  ['sent msg/s', (r) => whole(r.sentFramesPerSecond)],
  ['quotes/s', (r) => whole(r.deliveredQuotesPerSecond)],
  ['MB/s', (r) => fixed(r.deliveredMegabytesPerSecond)],
  ['tick→client p50/p99 ms', (r) => pair(r.tickToClientMs.p50, r.tickToClientMs.p99)],
  ['after flush p50/p99 ms', (r) => pair(r.afterFlushMs.p50, r.afterFlushMs.p99)],
  ['flush p50/p99 ms', (r) => `${fixed(r.flushDurationMs.p50)} / ${fixed(r.flushDurationMs.p99)}`],
  ['RSS peak MiB', (r) => whole(r.serverRssMiB.peak)],
  ['server CPU % (sys)', (r) => `${whole(r.serverCpuPercent)} (${whole(r.serverSystemCpuPercent)})`],
  ['clients CPU % (sys)', (r) => `${whole(r.clientsCpuPercent)} (${whole(r.clientsSystemCpuPercent)})`],
  ['other CPU %', (r) => `${whole(r.otherCpuPercent)}${r.otherCpuPercent > 30 ? ' (disturbed)' : ''}`],
  ['loop p99 srv/cli ms', (r) => `${whole(r.serverLoopDelayMsP99)} / ${whole(r.clientLoopDelayMsP99)}`],
  ['dropped/closed', (r) => `${r.slowConsumersDropped}/${r.closedEarly}`],
];

export function table(results: PhaseResult[]): string {
  const rows = [COLUMNS.map(([title]) => title), ...results.map((r) => COLUMNS.map(([, cell]) => cell(r)))];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head ?? []), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)].join(
    '\n',
  );
}

/** The ratio line of one topic, and the targets it meets or misses. */
export function verdict(topic: Topic, results: PhaseResult[]): string[] {
  const fxdesk = results.find((r) => r.topic === topic && r.server === 'fxdesk');
  const bare = results.find((r) => r.topic === topic && r.server === 'bare');
  const lines: string[] = [];
  if (fxdesk && bare) {
    const ratio = fxdesk.deliveredFramesPerSecond / bare.deliveredFramesPerSecond;
    lines.push(
      `${topic} ${fxdesk.clientsRequested.toLocaleString('en-US')} clients: ` +
        `fxdesk ${whole(fxdesk.deliveredFramesPerSecond)} msg/s vs bare ${whole(bare.deliveredFramesPerSecond)} msg/s ` +
        `→ ratio ${ratio.toFixed(2)}; p99 ${whole(fxdesk.tickToClientMs.p99)} ms (bare ${whole(bare.tickToClientMs.p99)} ms); ` +
        `after flush p99 ${whole(fxdesk.afterFlushMs.p99)} ms (bare ${whole(bare.afterFlushMs.p99)} ms); ` +
        `RSS ${whole(fxdesk.serverRssMiB.peak)} MiB (bare ${whole(bare.serverRssMiB.peak)} MiB)`,
      `  target rate ≥ ${TARGETS.rateRatio}× bare: ${ratio >= TARGETS.rateRatio ? 'met' : 'MISSED'} (${ratio.toFixed(2)})`,
    );
  }
  if (fxdesk) {
    const p99 = fxdesk.tickToClientMs.p99 ?? Number.POSITIVE_INFINITY;
    const scope =
      fxdesk.clientsRequested === TARGETS.latencyClients
        ? ''
        : ` (the target is stated at ${TARGETS.latencyClients.toLocaleString('en-US')} clients; this run has ${fxdesk.clientsRequested.toLocaleString('en-US')})`;
    lines.push(
      `  target tick→client p99 ≤ ${TARGETS.latencyMsP99} ms: ${p99 <= TARGETS.latencyMsP99 ? 'met' : 'MISSED'} ` +
        `(${whole(fxdesk.tickToClientMs.p99)} ms, of which up to ~98 ms is the 100 ms conflation wait; ` +
        `after-flush p99 ${whole(fxdesk.afterFlushMs.p99)} ms)${scope}`,
    );
  }
  return lines;
}
