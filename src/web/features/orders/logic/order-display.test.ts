import { describe, expect, it } from 'vitest';
import { deliveryAddressLine, formatOrderDate, shortOrderId } from './order-display';

describe('order display', () => {
  it('shows the date in India time', () => {
    expect(formatOrderDate('2026-11-30T20:00:00.000Z')).toBe('1 Dec 2026');
  });

  it('shortens the id to a suffix', () => {
    expect(shortOrderId('0b5c7a2e-4c1d-4f5a-9e3b-12ab34cd56ef')).toBe('#34CD56EF');
  });

  it('adds city and state to the address only when it does not already name them', () => {
    expect(deliveryAddressLine('12 Arera Colony, Bhopal', 'Bhopal', 'Madhya Pradesh')).toBe('12 Arera Colony, Bhopal, Madhya Pradesh');
    expect(deliveryAddressLine('12 Arera Colony', 'Bhopal', 'Madhya Pradesh')).toBe('12 Arera Colony, Bhopal, Madhya Pradesh');
    expect(deliveryAddressLine('4 MP Nagar, bhopal, madhya pradesh.', 'Bhopal', 'Madhya Pradesh')).toBe('4 MP Nagar, bhopal, madhya pradesh.');
    expect(deliveryAddressLine('7 Bhopalpura Road', 'Bhopal', '')).toBe('7 Bhopalpura Road, Bhopal');
    expect(deliveryAddressLine('1 Main St (A+B)', null, undefined)).toBe('1 Main St (A+B)');
  });
});
