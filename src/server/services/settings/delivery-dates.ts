import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { DomainError } from '../../errors';
import { DEFAULT_DELIVERY_RULE } from '../../../shared/delivery-charge';
import { DEFAULT_DELIVERY_DATE_RULES, DELIVERY_DATE_LIMITS, type DeliveryDateRules } from '../../../shared/delivery-date';
import { isCalendarDay } from '../../../shared/india-time';

type Reader = Pick<Db, 'select'>;

export const DELIVERY_DATE_MESSAGES = {
  saved: 'Delivery dates saved.',
  dispatchDays: `Enter whole days from 0 to ${DELIVERY_DATE_LIMITS.maxDispatchDays}.`,
  cutoffHour: 'Enter an hour from 0 to 23.',
  holiday: (day: string) => `'${day}' is not a date; write holidays as YYYY-MM-DD.`,
  tooManyHolidays: `List at most ${DELIVERY_DATE_LIMITS.maxHolidays} holidays.`,
} as const;

/** The dispatch times, cut-off and holidays now (the defaults until staff first save them). */
export async function deliveryDateRules(db: Reader): Promise<DeliveryDateRules> {
  const [row] = await db
    .select({
      dispatchDaysStock: shopSettings.dispatchDaysStock,
      dispatchDaysPrinted: shopSettings.dispatchDaysPrinted,
      cutoffHour: shopSettings.dispatchCutoffHour,
      holidays: shopSettings.holidays,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .limit(1);
  return row ?? DEFAULT_DELIVERY_DATE_RULES;
}

/** Staff set the dispatch times and holidays; checked here whatever called. Holidays are kept sorted, once each. */
export async function saveDeliveryDateRules(db: Db, rules: DeliveryDateRules): Promise<DeliveryDateRules> {
  for (const days of [rules.dispatchDaysStock, rules.dispatchDaysPrinted]) {
    if (!Number.isInteger(days) || days < 0 || days > DELIVERY_DATE_LIMITS.maxDispatchDays) throw new DomainError('INVALID_DATA', DELIVERY_DATE_MESSAGES.dispatchDays);
  }
  if (!Number.isInteger(rules.cutoffHour) || rules.cutoffHour < 0 || rules.cutoffHour > 23) throw new DomainError('INVALID_DATA', DELIVERY_DATE_MESSAGES.cutoffHour);
  const bad = rules.holidays.find((day) => !isCalendarDay(day));
  if (bad !== undefined) throw new DomainError('INVALID_DATA', DELIVERY_DATE_MESSAGES.holiday(bad));
  const holidays = [...new Set(rules.holidays)].sort();
  if (holidays.length > DELIVERY_DATE_LIMITS.maxHolidays) throw new DomainError('INVALID_DATA', DELIVERY_DATE_MESSAGES.tooManyHolidays);
  const saved: DeliveryDateRules = { ...rules, holidays };
  const set = { dispatchDaysStock: saved.dispatchDaysStock, dispatchDaysPrinted: saved.dispatchDaysPrinted, dispatchCutoffHour: saved.cutoffHour, holidays };
  await db
    .insert(shopSettings)
    // A first save of the dates keeps the delivery charge at its defaults.
    .values({ id: 1, ...DEFAULT_DELIVERY_RULE, ...set })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...set, updatedAt: sql`now()` } });
  return saved;
}
