import { describe, expect, it } from 'vitest';
import { formatOrderDate, shortOrderId } from './order-display';

describe('order display', () => {
  it('shows the date in India time', () => {
    expect(formatOrderDate('2026-11-30T20:00:00.000Z')).toBe('1 Dec 2026');
  });

  it('shortens the id to a suffix', () => {
    expect(shortOrderId('0b5c7a2e-4c1d-4f5a-9e3b-12ab34cd56ef')).toBe('#34CD56EF');
  });
});
