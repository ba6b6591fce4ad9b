import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_DATE_RULES, deliveryByLine, promisedDeliveryDay } from './delivery-date';
import { isCalendarDay } from './india-time';

/** An instant given as India time. */
const ist = (text: string) => new Date(`${text}+05:30`);
const rules = (holidays: string[] = []) => ({ ...DEFAULT_DELIVERY_DATE_RULES, holidays });

describe('promisedDeliveryDay', () => {
  it('counts a stock order before the cut-off from today: Mon + 1 dispatch + 2 courier days = Thu', () => {
    // 2026-11-30 is a Monday.
    expect(promisedDeliveryDay({ at: ist('2026-11-30T10:00:00'), courierDays: 2, printed: false, rules: rules() })).toBe('2026-12-03');
    expect(deliveryByLine('2026-12-03')).toBe('Delivery by Thu, 3 Dec');
  });

  it('counts an order at the cut-off hour from the next working day', () => {
    expect(promisedDeliveryDay({ at: ist('2026-11-30T13:59:59'), courierDays: 2, printed: false, rules: rules() })).toBe('2026-12-03');
    expect(promisedDeliveryDay({ at: ist('2026-11-30T14:00:00'), courierDays: 2, printed: false, rules: rules() })).toBe('2026-12-04');
  });

  it('uses India time, not UTC, for the day and the cut-off', () => {
    // 20:00 UTC on Monday is 01:30 on Tuesday in India: before Tuesday's cut-off.
    expect(promisedDeliveryDay({ at: new Date('2026-11-30T20:00:00Z'), courierDays: 2, printed: false, rules: rules() })).toBe('2026-12-04');
  });

  it('never counts a Sunday: Saturday after the cut-off starts on Monday', () => {
    // Sat 5 Dec 15:00 -> counts from Mon 7; +1 dispatch Tue 8, +2 courier Thu 10.
    expect(promisedDeliveryDay({ at: ist('2026-12-05T15:00:00'), courierDays: 2, printed: false, rules: rules() })).toBe('2026-12-10');
    // An order placed on a Sunday morning also counts from Monday.
    expect(promisedDeliveryDay({ at: ist('2026-12-06T09:00:00'), courierDays: 2, printed: false, rules: rules() })).toBe('2026-12-10');
    // Friday + 1 + 2 crosses the Sunday: Sat, (Sun), Mon, Tue.
    expect(promisedDeliveryDay({ at: ist('2026-12-04T09:00:00'), courierDays: 2, printed: false, rules: rules() })).toBe('2026-12-08');
  });

  it('skips listed holidays like Sundays, also as the day the order counts from', () => {
    expect(promisedDeliveryDay({ at: ist('2026-11-30T10:00:00'), courierDays: 2, printed: false, rules: rules(['2026-12-02']) })).toBe('2026-12-04');
    expect(promisedDeliveryDay({ at: ist('2026-11-30T10:00:00'), courierDays: 2, printed: false, rules: rules(['2026-11-30']) })).toBe('2026-12-04');
  });

  it('gives a printed design its own dispatch time', () => {
    expect(promisedDeliveryDay({ at: ist('2026-11-30T10:00:00'), courierDays: 2, printed: true, rules: rules() })).toBe('2026-12-05');
  });
});

describe('isCalendarDay', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2026-12-25')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('25-12-2026')).toBe(false);
  });
});
