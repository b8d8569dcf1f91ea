export const RUM_METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type RumMetricName = (typeof RUM_METRIC_NAMES)[number];

/** web-vitals' ratings: up to [0] good, up to [1] needs improvement, above poor (the Chrome UX Report's too). */
export const RUM_THRESHOLDS: Record<RumMetricName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

/** The metrics whose slow samples name their element (the largest element, the slowest interaction's target). */
const WITH_TARGETS: ReadonlySet<RumMetricName> = new Set(['LCP', 'INP']);

export interface RumAggregateOptions {
  /** newest samples kept per page type and metric; the figures are computed from them */
  samplesPerMetric?: number;
  /** page types kept; samples of further ones are dropped */
  maxPageTypes?: number;
  /** distinct targets counted per page type and metric (the most frequent survive) */
  maxTargets?: number;
  now?: () => number;
}

export interface RumMetricSummary {
  /** 75th percentile, nearest rank, of the newest samples (`count` of them) */
  p75: number;
  count: number;
  /** samples since the server started */
  total: number;
  /** shares of `count`, 0 to 1 */
  good: number;
  needsImprovement: number;
  poor: number;
  /** LCP and INP: the elements of the slow samples (rated needs improvement or poor), most frequent first, since the start */
  slowestTargets?: { target: string; count: number }[];
}

export interface RumSnapshot {
  since: string;
  samplesPerMetric: number;
  pageTypes: Record<string, Partial<Record<RumMetricName, RumMetricSummary>>>;
}

/**
 * The 75th percentile as the Chrome UX Report states it: the smallest value that at least 75 % of the samples are at or
 * below (nearest rank: the ⌈0.75·n⌉-th of the sorted values, no interpolation).
 */
export function p75(values: ArrayLike<number>): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? 0;
}

/**
 * The most frequent targets within a fixed number of counters (the space-saving algorithm: a new target takes the place
 * of the least counted one and inherits its count, so a frequent target is never lost; counts may be overestimated by
 * at most what the replaced one had).
 */
class TopTargets {
  private readonly counts = new Map<string, number>();
  constructor(private readonly capacity: number) {}

  add(target: string) {
    const count = this.counts.get(target);
    if (count !== undefined) return void this.counts.set(target, count + 1);
    if (this.counts.size < this.capacity) return void this.counts.set(target, 1);
    let least: [string, number] | undefined;
    for (const entry of this.counts) if (!least || entry[1] < least[1]) least = entry;
    if (!least) return;
    this.counts.delete(least[0]);
    this.counts.set(target, least[1] + 1);
  }

  top(n: number) {
    return [...this.counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n)
      .map(([target, count]) => ({ target, count }));
  }
}

/** The newest samples of one page type's metric in a ring. */
class Series {
  private readonly values: number[] = [];
  private next = 0;
  total = 0;
  readonly targets: TopTargets | null;

  constructor(
    private readonly name: RumMetricName,
    private readonly capacity: number,
    maxTargets: number,
  ) {
    this.targets = WITH_TARGETS.has(name) ? new TopTargets(maxTargets) : null;
  }

  add(value: number, target: string | undefined) {
    if (this.values.length < this.capacity) this.values.push(value);
    else this.values[this.next] = value;
    this.next = (this.next + 1) % this.capacity;
    this.total += 1;
    if (target && this.targets && value > RUM_THRESHOLDS[this.name][0]) this.targets.add(target);
  }

  summary(): RumMetricSummary {
    const [good, poor] = RUM_THRESHOLDS[this.name];
    const count = this.values.length;
    let goods = 0;
    let poors = 0;
    for (const value of this.values) {
      if (value <= good) goods += 1;
      else if (value > poor) poors += 1;
    }
    const share = (n: number) => (count ? Math.round((n / count) * 1000) / 1000 : 0);
    return {
      p75: p75(this.values),
      count,
      total: this.total,
      good: share(goods),
      needsImprovement: share(count - goods - poors),
      poor: share(poors),
      ...(this.targets ? { slowestTargets: this.targets.top(5) } : {}),
    };
  }
}

/**
 * Real-user metrics per page type in memory (decision 0042), bounded: the newest 2,000 samples per page type and metric,
 * 200 page types, 50 counted targets each. The figures are computed when read (`snapshot`), not per beacon.
 */
export class RumAggregate {
  private readonly pageTypes = new Map<string, Map<RumMetricName, Series>>();
  private readonly samplesPerMetric: number;
  private readonly maxPageTypes: number;
  private readonly maxTargets: number;
  private readonly since: number;

  constructor(options: RumAggregateOptions = {}) {
    this.samplesPerMetric = options.samplesPerMetric ?? 2_000;
    this.maxPageTypes = options.maxPageTypes ?? 200;
    this.maxTargets = options.maxTargets ?? 50;
    this.since = (options.now ?? Date.now)();
  }

  /** false: a page type beyond the bound, not kept */
  add(pageType: string, name: RumMetricName, value: number, target?: string): boolean {
    let metrics = this.pageTypes.get(pageType);
    if (!metrics) {
      if (this.pageTypes.size >= this.maxPageTypes) return false;
      metrics = new Map();
      this.pageTypes.set(pageType, metrics);
    }
    let series = metrics.get(name);
    if (!series) {
      series = new Series(name, this.samplesPerMetric, this.maxTargets);
      metrics.set(name, series);
    }
    series.add(value, target);
    return true;
  }

  snapshot(): RumSnapshot {
    const pageTypes: RumSnapshot['pageTypes'] = {};
    for (const [pageType, metrics] of [...this.pageTypes].sort(([a], [b]) => a.localeCompare(b))) {
      const summaries: Partial<Record<RumMetricName, RumMetricSummary>> = {};
      for (const name of RUM_METRIC_NAMES) {
        const series = metrics.get(name);
        if (series) summaries[name] = series.summary();
      }
      pageTypes[pageType] = summaries;
    }
    return { since: new Date(this.since).toISOString(), samplesPerMetric: this.samplesPerMetric, pageTypes };
  }
}
