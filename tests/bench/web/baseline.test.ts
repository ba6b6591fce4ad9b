import { describe, expect, it } from 'vitest';
import { checkCpu, recordCpu, type WebBaseline } from './baseline';

const kept: WebBaseline = { note: 'old', mainThreadCpuMs: { home: 300, product: 280 } };

describe('recordCpu', () => {
  it('lowers a page only where the new figure is faster, and adds a page without one', () => {
    const next = recordCpu(kept, { home: 250, product: 320, 'new arrivals': 200 }, 'new');
    expect(next).toEqual({ note: 'new', mainThreadCpuMs: { home: 250, product: 280, 'new arrivals': 200 } });
  });
  it('never raises a figure, and keeps the note when nothing changed', () => {
    expect(recordCpu(kept, { home: 301, product: Number.NaN }, 'new')).toEqual(kept);
  });
});

describe('checkCpu', () => {
  it('passes up to a quarter over the baseline and fails beyond it', () => {
    expect(checkCpu(kept, { home: 375, product: 280 }, ['home', 'product'])).toEqual([]);
    expect(checkCpu(kept, { home: 376, product: 100 }, ['home', 'product'])).toEqual([expect.stringContaining('home: 376 ms')]);
  });
  it('fails a page without a baseline or a figure', () => {
    expect(checkCpu(kept, { home: 100 }, ['home', 'product', 'new arrivals'])).toEqual([
      'product: not measured',
      expect.stringContaining('new arrivals: no baseline'),
    ]);
  });
});
