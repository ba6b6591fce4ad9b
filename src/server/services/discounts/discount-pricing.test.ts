import { describe, expect, it } from 'vitest';
import { priceDiscount, splitDiscount, usableNow, type DiscountedItem, type DiscountLimits, type DiscountPricingRule } from './discount-pricing';

const tee = (key: string, totalPaise: number): DiscountedItem => ({ key, totalPaise, category: 'upperwear', subCategory: 't-shirt' });
const hoodie = (key: string, totalPaise: number): DiscountedItem => ({ key, totalPaise, category: 'upperwear', subCategory: 'hoodie' });
const design = (key: string, totalPaise: number): DiscountedItem => ({ key, totalPaise, category: null, subCategory: null });
const rule = (over: Partial<DiscountPricingRule>): DiscountPricingRule => ({ kind: 'percent', percentOff: 10, amountOffPaise: null, minOrderPaise: 0, maxDiscountPaise: null, scope: [], ...over });

describe('discount pricing', () => {
  it('takes a percent of the lines, rounded down to the rupee, and caps it', () => {
    // 10 % of ₹1,299 + ₹799 = ₹209.80 -> ₹209.
    expect(priceDiscount(rule({}), [tee('a', 129_900), tee('b', 79_900)])).toMatchObject({ ok: true, discountPaise: 20_900 });
    // Capped at ₹150.
    const capped = priceDiscount(rule({ maxDiscountPaise: 15_000 }), [tee('a', 129_900), tee('b', 79_900)]);
    expect(capped).toMatchObject({ ok: true, discountPaise: 15_000 });
  });

  it('takes flat rupees, never more than the lines come to', () => {
    expect(priceDiscount(rule({ kind: 'flat', percentOff: null, amountOffPaise: 20_000 }), [tee('a', 129_900)])).toMatchObject({ ok: true, discountPaise: 20_000 });
    expect(priceDiscount(rule({ kind: 'flat', percentOff: null, amountOffPaise: 200_000 }), [tee('a', 129_900)])).toMatchObject({ ok: true, discountPaise: 129_900 });
  });

  it('refuses below the minimum, with the figure, and takes it at the minimum', () => {
    expect(priceDiscount(rule({ minOrderPaise: 99_900 }), [tee('a', 99_800)])).toEqual({ ok: false, reason: 'This code needs an order of ₹999 or more.' });
    expect(priceDiscount(rule({ minOrderPaise: 99_900 }), [tee('a', 99_900)])).toMatchObject({ ok: true, discountPaise: 9900 });
  });

  it('covers only the categories or the studio designs it is limited to; the minimum counts those alone', () => {
    const lines = [tee('a', 50_000), hoodie('b', 150_000), design('c', 80_000)];
    const hoodies = priceDiscount(rule({ scope: ['hoodie'] }), lines);
    expect(hoodies).toEqual({ ok: true, discountPaise: 15_000, lines: [{ key: 'a', discountPaise: 0 }, { key: 'b', discountPaise: 15_000 }, { key: 'c', discountPaise: 0 }] });
    const designs = priceDiscount(rule({ scope: ['studio-designs'] }), lines);
    expect(designs).toMatchObject({ ok: true, discountPaise: 8000 });
    expect(priceDiscount(rule({ scope: ['bottomwear'] }), lines)).toEqual({ ok: false, reason: 'This code is not for the items in your cart.' });
    expect(priceDiscount(rule({ scope: ['hoodie'], minOrderPaise: 200_000 }), lines)).toEqual({ ok: false, reason: 'This code needs ₹2,000 or more of the items it is for.' });
    expect(priceDiscount(rule({}), [])).toMatchObject({ ok: false });
  });

  it('splits a discount over the lines in proportion, summing exactly in paise', () => {
    expect(splitDiscount(10_000, [33_333, 33_333, 33_334])).toEqual([3333, 3333, 3334]);
    // All of it off (a flat code above the lines' value): each line to nothing, never below.
    expect(splitDiscount(3, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(splitDiscount(129_901, [129_900, 1])).toEqual([129_900, 1]);
    const shares = splitDiscount(20_900, [129_900, 79_900, 12_345]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(20_900);
    // 12,221.29 + 7,517.23 + 1,161.46: the left-over paisa goes to the largest remainder.
    expect(shares).toEqual([12_221, 7517, 1162]);
    const quote = priceDiscount(rule({ percentOff: 15 }), [tee('a', 99_900), tee('b', 99_900), tee('c', 99_900)]);
    // 15 % of ₹2,997 = ₹449.55 -> ₹449, three equal lines: 149.67 each, the odd paise to the first two.
    expect(quote).toMatchObject({ ok: true, discountPaise: 44_900 });
    expect(quote.ok && quote.lines.map((line) => line.discountPaise)).toEqual([14_967, 14_967, 14_966]);
  });
});

describe('when a code can be used', () => {
  const limits = (over: Partial<DiscountLimits>): DiscountLimits => ({
    paused: false,
    endedAt: null,
    validFrom: null,
    validTo: null,
    totalUses: null,
    usesCount: 0,
    usesPerShopper: null,
    firstOrderOnly: false,
    ...over,
  });
  const now = new Date('2026-12-10T06:30:00Z');
  const shopper = { now, shopperUses: 0, shopperHasOrders: false };

  it('says plainly why not', () => {
    expect(usableNow(limits({}), shopper)).toBeNull();
    expect(usableNow(limits({ paused: true }), shopper)).toBe('This code is paused just now. Try again later.');
    expect(usableNow(limits({ endedAt: now }), shopper)).toBe('This code has ended.');
    expect(usableNow(limits({ validFrom: new Date('2026-12-14T18:30:00Z') }), shopper)).toBe('This code starts on 15 Dec 2026.');
    // Valid to 9 Dec (India time): stored as the first moment of the 10th.
    expect(usableNow(limits({ validTo: new Date('2026-12-09T18:30:00Z') }), shopper)).toBe('This code expired on 9 Dec 2026.');
    expect(usableNow(limits({ totalUses: 5, usesCount: 5 }), shopper)).toBe('This code has been used up.');
    expect(usableNow(limits({ totalUses: 5, usesCount: 4 }), shopper)).toBeNull();
    expect(usableNow(limits({ usesPerShopper: 1 }), { ...shopper, shopperUses: 1 })).toBe('You have already used this code.');
    expect(usableNow(limits({ usesPerShopper: 2 }), { ...shopper, shopperUses: 2 })).toBe('You have already used this code 2 times, the most it allows.');
    expect(usableNow(limits({ firstOrderOnly: true }), { ...shopper, shopperHasOrders: true })).toBe('This code is for a first order only.');
  });
});
