import { indiaDay, indiaHour } from './india-time';

/**
 * The delivery date promised before an order: the shop's dispatch time plus the
 * courier's days, counted in working days (no Sundays, no holidays staff list), from the day the
 * order counts as received. Pure, so the server and its tests share one rule; dates are India's
 * calendar days as 'YYYY-MM-DD'.
 */
export interface DeliveryDateRules {
  /** Working days to pack and hand over an item from stock. */
  dispatchDaysStock: number;
  /** Working days to print a studio design before it is handed over. */
  dispatchDaysPrinted: number;
  /** An order placed at or after this hour (India time, 0-23) counts from the next working day. */
  cutoffHour: number;
  /** Days nobody dispatches or delivers, 'YYYY-MM-DD'. */
  holidays: string[];
}

export const DEFAULT_DELIVERY_DATE_RULES: DeliveryDateRules = { dispatchDaysStock: 1, dispatchDaysPrinted: 3, cutoffHour: 14, holidays: [] };

/** Limits staff may set (the form and the server check them). */
export const DELIVERY_DATE_LIMITS = { maxDispatchDays: 30, maxHolidays: 60 } as const;

const DAY_MS = 24 * 3600 * 1000;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/** Neither a Sunday nor a listed holiday. */
export function isWorkingDay(day: string, holidays: readonly string[]): boolean {
  return !isSunday(day) && !holidays.includes(day);
}

/**
 * The day a shopper can expect the parcel: the order counts from today when it is a working day
 * before the cut-off, else from the next working day; then the dispatch days and the courier's
 * days are added, each one a working day.
 */
export function promisedDeliveryDay(input: { at: Date; courierDays: number; printed: boolean; rules: DeliveryDateRules }): string {
  const { rules } = input;
  let day = indiaDay(input.at);
  if (!isWorkingDay(day, rules.holidays) || indiaHour(input.at) >= rules.cutoffHour) {
    do day = nextDay(day);
    while (!isWorkingDay(day, rules.holidays));
  }
  let left = (input.printed ? rules.dispatchDaysPrinted : rules.dispatchDaysStock) + Math.max(0, Math.ceil(input.courierDays));
  while (left > 0) {
    day = nextDay(day);
    if (isWorkingDay(day, rules.holidays)) left -= 1;
  }
  return day;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Thu, 3 Dec' for '2026-12-03', written out by hand so that the server's render and the
 * browser's hydration give the same words whatever their locale data.
 */
export function shortDeliveryDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** The line under the pincode message and on the checkout: 'Delivery by Thu, 3 Dec'. */
export const deliveryByLine = (day: string) => `Delivery by ${shortDeliveryDay(day)}`;
