import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RULE, deliveryChargePaise } from './delivery-charge';

describe('deliveryChargePaise', () => {
  it('charges below the free-delivery figure and nothing from it on', () => {
    expect(deliveryChargePaise(99_800, DEFAULT_DELIVERY_RULE)).toBe(4_900);
    expect(deliveryChargePaise(99_900, DEFAULT_DELIVERY_RULE)).toBe(0);
    expect(deliveryChargePaise(150_000, DEFAULT_DELIVERY_RULE)).toBe(0);
  });
  it('charges nothing for nothing', () => {
    expect(deliveryChargePaise(0, DEFAULT_DELIVERY_RULE)).toBe(0);
  });
  it('follows the figures staff set', () => {
    expect(deliveryChargePaise(150_000, { freeDeliveryFromPaise: 200_000, deliveryChargePaise: 7_900 })).toBe(7_900);
  });
});
