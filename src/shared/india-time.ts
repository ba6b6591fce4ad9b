/**
 * India's clock (IST: UTC+5:30 all year, no daylight saving), which the shop's days follow: GST
 * dates and numbering, reports and exports, delivery cut-offs, discount validity, the daily
 * mails, the dates staff pick. A calendar day is 'YYYY-MM-DD'. Plain arithmetic on the fixed
 * offset, so the server and the browser agree whatever their own time zone or locale data.
 */

/** India's offset from UTC as an ISO 8601 time carries it. */
export const INDIA_UTC_OFFSET = '+05:30';
/** India's IANA time zone, for Intl date formats. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 3600 * 1000;

/** An instant moved by India's offset: its UTC fields read as India's wall clock. */
const indiaClock = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS);

/** The calendar day in India at an instant, 'YYYY-MM-DD'. */
export function indiaDay(at: Date): string {
  return indiaClock(at).toISOString().slice(0, 10);
}

/** The hour on India's clock at an instant, 0-23. */
export function indiaHour(at: Date): number {
  return indiaClock(at).getUTCHours();
}

/** An instant to the minute on India's clock, 'YYYY-MM-DD HH:MM' (the staff CSV exports, Shiprocket's order_date). */
export function indiaDateTime(at: Date): string {
  return indiaClock(at).toISOString().slice(0, 16).replace('T', ' ');
}

/** The calendar day in India as the shop's printed documents write it, 'DD-MM-YYYY' (invoices, packing slips). */
export function printedIndiaDay(at: Date): string {
  return indiaDay(at).split('-').reverse().join('-');
}

/**
 * The first moment of an Indian calendar day. Parsed as given: an Invalid Date for text that is
 * no date, and an overflowing day ('2026-02-30') as the day it runs into (isCalendarDay tells).
 */
export function startOfIndiaDay(day: string): Date {
  return new Date(`${day}T00:00:00${INDIA_UTC_OFFSET}`);
}

/** The first moment after an Indian calendar day (a range ending on the day takes all of it). */
export function endOfIndiaDay(day: string): Date {
  return new Date(startOfIndiaDay(day).getTime() + DAY_MS);
}

/** The first moment of the Indian calendar month an instant falls in. */
export function startOfIndiaMonth(at: Date): Date {
  return startOfIndiaDay(`${indiaDay(at).slice(0, 8)}01`);
}

/** Text that names a real calendar day, 'YYYY-MM-DD' ('2026-02-30' does not): a holiday, a date range's end. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
