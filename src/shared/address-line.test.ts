import { describe, expect, it } from 'vitest';
import { deliveryAddressLine } from './address-line';

describe('delivery address line', () => {
  it('adds city and state to the address only when it does not already name them', () => {
    expect(deliveryAddressLine('12 Arera Colony, Bhopal', 'Bhopal', 'Madhya Pradesh')).toBe('12 Arera Colony, Bhopal, Madhya Pradesh');
    expect(deliveryAddressLine('12 Arera Colony', 'Bhopal', 'Madhya Pradesh')).toBe('12 Arera Colony, Bhopal, Madhya Pradesh');
    expect(deliveryAddressLine('4 MP Nagar, bhopal, madhya pradesh.', 'Bhopal', 'Madhya Pradesh')).toBe('4 MP Nagar, bhopal, madhya pradesh.');
    expect(deliveryAddressLine('7 Bhopalpura Road', 'Bhopal', '')).toBe('7 Bhopalpura Road, Bhopal');
    expect(deliveryAddressLine('1 Main St (A+B)', null, undefined)).toBe('1 Main St (A+B)');
  });
});
