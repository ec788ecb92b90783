/** Results of a load phase, and the table and verdict the run prints. */

export const TARGETS = { rateRatio: 0.5, latencyMsP99AtHalfRate: 20 } as const;

export interface LatencySummary {
  p50: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  name: string;
  connections: number;
  /** The target rate of a rate-limited phase (requests/s), undefined at peak. */
  targetRequestsPerSecond?: number;
  durationS: number;
  /** Completed open + close pairs. */
  cycles: number;
  /** Completed requests (HTTP) or transactions (bare): one open or one close each. */
  requests: number;
  errors: number;
  cyclesPerSecond: number;
  requestsPerSecond: number;
  latencyMs: LatencySummary;
}

/** p50/p99/max of latency samples (ms); NaN when there are none. */
export function latencySummary(samplesMs: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samplesMs).sort();
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

const number = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–';

export function table(results: readonly LoadResult[]): string {
  const header = ['phase', 'conns', 'cycles/s', 'req or tx/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'];
  const rows = results.map((r) => [
    r.targetRequestsPerSecond === undefined
      ? r.name
      : `${r.name} @ ${number(r.targetRequestsPerSecond)} req/s`,
    String(r.connections),
    number(r.cyclesPerSecond, 1),
    number(r.requestsPerSecond, 1),
    number(r.latencyMs.p50, 2),
    number(r.latencyMs.p99, 2),
    number(r.latencyMs.max, 1),
    String(r.errors),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

export function verdict(peak?: LoadResult, half?: LoadResult, bare?: LoadResult): string[] {
  const lines: string[] = [];
  if (peak && bare) {
    const ratio = peak.cyclesPerSecond / bare.cyclesPerSecond;
    lines.push(
      `rate: fxdesk ${number(peak.cyclesPerSecond, 1)} open+close/s vs bare ${number(bare.cyclesPerSecond, 1)}/s ` +
        `→ ratio ${ratio.toFixed(2)}; target ≥ ${TARGETS.rateRatio}×: ${ratio >= TARGETS.rateRatio ? 'met' : 'MISSED'}`,
    );
  }
  if (half) {
    const p99 = half.latencyMs.p99;
    lines.push(
      `latency at half the peak rate (${number(half.targetRequestsPerSecond ?? Number.NaN)} req/s): p99 ${number(p99, 2)} ms; ` +
        `target ≤ ${TARGETS.latencyMsP99AtHalfRate} ms: ${p99 <= TARGETS.latencyMsP99AtHalfRate ? 'met' : 'MISSED'}`,
    );
  }
  const failed = [peak, half, bare].filter((r) => r && r.errors > 0);
  if (failed.length > 0) lines.push(`errors in ${failed.map((r) => r?.name).join(', ')}: see above`);
  return lines;
}
