import { describe, expect, it } from 'vitest';
import { checkCpu, recordCpu, type WebBaseline } from './baseline';

const kept: WebBaseline = { note: 'old', cpuOverReference: { home: 3, product: 2.8 } };

describe('recordCpu', () => {
  it('lowers a page only where the new figure is faster, and adds a page without one', () => {
    const next = recordCpu(kept, { home: 2.5, product: 3.2, 'new arrivals': 2 }, 'new');
    expect(next).toEqual({ note: 'new', cpuOverReference: { home: 2.5, product: 2.8, 'new arrivals': 2 } });
  });
  it('never raises a figure, and keeps the note when nothing changed', () => {
    expect(recordCpu(kept, { home: 3.01, product: Number.NaN }, 'new')).toEqual(kept);
  });
});

describe('checkCpu', () => {
  it('passes up to a quarter over the baseline and fails beyond it', () => {
    expect(checkCpu(kept, { home: 3.75, product: 2.8 }, ['home', 'product'])).toEqual([]);
    expect(checkCpu(kept, { home: 3.76, product: 1 }, ['home', 'product'])).toEqual([expect.stringContaining('home: main-thread CPU 3.76 x')]);
  });
  it('fails a page without a baseline or a figure', () => {
    expect(checkCpu(kept, { home: 1 }, ['home', 'product', 'new arrivals'])).toEqual([
      'product: not measured',
      expect.stringContaining('new arrivals: no baseline'),
    ]);
  });
});
