// Latency percentiles computed from every response time (autocannon's histogram has no p95).

/** Nearest-rank percentile of an ascending list; 0 for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export type LatencySummary = { requests: number; rps: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number };

const round = (n: number) => Math.round(n * 10) / 10;

export function summarise(latenciesMs: readonly number[], seconds: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: seconds > 0 ? round(sorted.length / seconds) : 0,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}
