/** Latencies above this land in the last bucket (and are reported as "≥ 60,000 ms"). */
export const HISTOGRAM_MAX_MS = 60_000;

/** [milliseconds, count] pairs of the non-empty buckets: a histogram as it crosses IPC. */
export type SparseHistogram = [number, number][];

/** Whole-millisecond latency histogram: constant memory whatever the message count. */
export class LatencyHistogram {
  private readonly counts = new Float64Array(HISTOGRAM_MAX_MS + 1);
  private totalCount = 0;

  get total(): number {
    return this.totalCount;
  }

  record(latencyMs: number): void {
    const bucket = latencyMs <= 0 ? 0 : latencyMs >= HISTOGRAM_MAX_MS ? HISTOGRAM_MAX_MS : latencyMs | 0;
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.totalCount++;
  }

  toSparse(): SparseHistogram {
    const sparse: SparseHistogram = [];
    this.counts.forEach((count, ms) => {
      if (count > 0) sparse.push([ms, count]);
    });
    return sparse;
  }

  addSparse(sparse: SparseHistogram): void {
    for (const [ms, count] of sparse) {
      this.counts[ms] = (this.counts[ms] ?? 0) + count;
      this.totalCount += count;
    }
  }

  /** The smallest latency with at least `fraction` of the samples at or below it. */
  percentile(fraction: number): number | undefined {
    if (this.totalCount === 0) return undefined;
    const rank = Math.max(1, Math.ceil(fraction * this.totalCount));
    let seen = 0;
    for (let ms = 0; ms <= HISTOGRAM_MAX_MS; ms++) {
      seen += this.counts[ms] ?? 0;
      if (seen >= rank) return ms;
    }
    return HISTOGRAM_MAX_MS;
  }

  max(): number | undefined {
    for (let ms = HISTOGRAM_MAX_MS; ms >= 0; ms--) if ((this.counts[ms] ?? 0) > 0) return ms;
    return undefined;
  }
}

/** p50/p99 of a small list of samples (e.g. flush durations); undefined when empty. */
export function quantile(samples: readonly number[], fraction: number): number | undefined {
  if (samples.length === 0) return undefined;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}
