import { describe, expect, it } from 'vitest';
import { formatOrderDate, groupByCheckout, shortOrderId, statusNote } from './order-display';

describe('order display', () => {
  it('shows the date in India time', () => {
    expect(formatOrderDate('2026-11-30T20:00:00.000Z')).toBe('1 Dec 2026');
  });

  it('shortens the id to a suffix', () => {
    expect(shortOrderId('0b5c7a2e-4c1d-4f5a-9e3b-12ab34cd56ef')).toBe('#34CD56EF');
  });
});

describe('status notes and checkout groups', () => {
  it('adds the delivery day to a delivered order and says Cancelled for a cancelled one', () => {
    expect(statusNote({ status: 'Delivered', deliveredAt: '2026-12-02T20:00:00.000Z' })).toBe('Delivered on 3 Dec');
    expect(statusNote({ status: 'Cancelled', deliveredAt: null })).toBe('Cancelled');
    expect(statusNote({ status: 'Shipped', deliveredAt: null })).toBeNull();
  });

  it('keeps the orders of one checkout together, in list order', () => {
    const orders = [{ id: 1, checkoutNumber: 'B' }, { id: 2, checkoutNumber: 'A' }, { id: 3, checkoutNumber: 'B' }];
    expect(groupByCheckout(orders).map((group) => [group.checkoutNumber, group.orders.map((order) => order.id)])).toEqual([
      ['B', [1, 3]],
      ['A', [2]],
    ]);
  });
});
