// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { p75, RumAggregate } from './rum-aggregate';

describe('p75 (nearest rank, as the Chrome UX Report)', () => {
  it('is the ⌈0.75·n⌉-th smallest sample, without interpolation', () => {
    // 8 samples: rank ⌈6⌉ = 6 → 600
    expect(p75([800, 100, 700, 200, 600, 300, 500, 400])).toBe(600);
    // 10 samples: rank ⌈7.5⌉ = 8 → 8
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
    // 3 samples: rank ⌈2.25⌉ = 3 → the largest
    expect(p75([0.05, 0.3, 0.01])).toBe(0.3);
    expect(p75([42])).toBe(42);
    expect(p75([])).toBe(0);
  });
});

describe('the real-user metrics aggregate', () => {
  it('summarizes per page type and metric: p75, count and the shares of the ratings by the web-vitals thresholds', () => {
    const aggregate = new RumAggregate({ now: () => Date.UTC(2026, 11, 1) });
    // LCP thresholds 2500 / 4000: good ≤ 2500, poor > 4000
    for (const value of [1200, 2500, 2501, 3100, 4000, 4001, 1800, 900]) aggregate.add('vehicleListPage', 'LCP', value);
    for (const value of [0.01, 0.1, 0.11, 0.3]) aggregate.add('vehicleListPage', 'CLS', value);
    aggregate.add('vehicleDetailPage', 'TTFB', 640);
    const snapshot = aggregate.snapshot();
    expect(snapshot.since).toBe('2026-12-01T00:00:00.000Z');
    // sorted LCP: 900 1200 1800 2500 2501 3100 4000 4001 → 6th = 3100
    expect(snapshot.pageTypes['vehicleListPage']?.LCP).toEqual({
      p75: 3100,
      count: 8,
      total: 8,
      good: 0.5, // 900 1200 1800 2500
      needsImprovement: 0.375, // 2501 3100 4000
      poor: 0.125, // 4001
      slowestTargets: [],
    });
    expect(snapshot.pageTypes['vehicleListPage']?.CLS).toMatchObject({
      p75: 0.11,
      count: 4,
      good: 0.5,
      needsImprovement: 0.25,
      poor: 0.25,
    });
    expect(snapshot.pageTypes['vehicleListPage']?.CLS).not.toHaveProperty('slowestTargets');
    expect(snapshot.pageTypes['vehicleDetailPage']).toEqual({
      TTFB: { p75: 640, count: 1, total: 1, good: 1, needsImprovement: 0, poor: 0 },
    });
  });

  it('keeps the newest samples only, and a bounded number of page types', () => {
    const aggregate = new RumAggregate({ samplesPerMetric: 4, maxPageTypes: 2 });
    for (const value of [9000, 9000, 9000, 100, 200, 300, 400]) aggregate.add('vehicleListPage', 'INP', value);
    expect(aggregate.snapshot().pageTypes['vehicleListPage']?.INP).toMatchObject({ p75: 300, count: 4, total: 7, poor: 0 });
    expect(aggregate.add('vehicleDetailPage', 'INP', 100)).toBe(true);
    expect(aggregate.add('dealerSearchPage', 'INP', 100)).toBe(false);
    expect(Object.keys(aggregate.snapshot().pageTypes)).toEqual(['vehicleDetailPage', 'vehicleListPage']);
  });

  it('counts the elements of slow INP and LCP samples (needs improvement or poor), most frequent first, five of them', () => {
    const aggregate = new RumAggregate({ maxTargets: 6 });
    const add = (target: string, times: number, value = 600) => {
      for (let i = 0; i < times; i += 1) aggregate.add('vehicleListPage', 'INP', value, target);
    };
    add('button.filter', 5);
    add('a.tile', 4);
    add('button.sort', 3);
    add('button.fast', 9, 120); // good: never among the slow ones
    add('input.range', 2);
    add('div.gallery', 1);
    add('button.more', 1);
    add('span.tag', 1);
    const { slowestTargets } = aggregate.snapshot().pageTypes['vehicleListPage']?.INP ?? {};
    expect(slowestTargets?.slice(0, 4)).toEqual([
      { target: 'button.filter', count: 5 },
      { target: 'a.tile', count: 4 },
      { target: 'button.sort', count: 3 },
      { target: 'input.range', count: 2 },
    ]);
    expect(slowestTargets).toHaveLength(5);
  });
});
