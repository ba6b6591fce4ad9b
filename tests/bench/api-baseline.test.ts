import { describe, expect, it } from 'vitest';
import { compareWithBaseline, type Baseline, type RouteFigure } from './api-baseline';

const baseline: Baseline = { note: 'test', ratios: { 'pglite product by id': 0.6 } };
const figure = (ratio: number, bad = 0): RouteFigure => ({ route: 'pglite product by id', ratio, rps: 1000, p99: 3, bad });

describe('the throughput guard', () => {
  it('passes a route at or above three quarters of its baseline ratio', () => {
    expect(compareWithBaseline(baseline, [figure(0.45)])).toEqual([]);
    expect(compareWithBaseline(baseline, [figure(0.9)])).toEqual([]);
  });

  it('fails a route below three quarters of its baseline, naming the figures', () => {
    expect(compareWithBaseline(baseline, [figure(0.449)])).toEqual([
      'pglite product by id: 44.9 % of the hello-world, below 45.0 % (three quarters of the baseline 60.0 %)',
    ]);
  });

  it('fails a route with no baseline and a route that answered anything but 2xx', () => {
    expect(compareWithBaseline(baseline, [{ ...figure(0.7), route: 'new route' }])[0]).toContain('no baseline ratio');
    expect(compareWithBaseline(baseline, [figure(0.7, 3)])).toEqual(['pglite product by id: 3 answers were not 2xx (or errored)']);
  });
});
