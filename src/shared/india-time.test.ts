import { describe, expect, it } from 'vitest';
import { endOfIndiaDay, indiaDateTime, indiaDay, indiaHour, INDIA_TIME_ZONE, INDIA_UTC_OFFSET, isCalendarDay, printedIndiaDay, startOfIndiaDay, startOfIndiaMonth } from './india-time';

// India's midnight is 18:30 UTC the evening before: the instants either side of it are the boundaries.
const lastMinuteOfNov = new Date('2026-11-30T18:29:59.999Z');
const firstMomentOfDec = new Date('2026-11-30T18:30:00.000Z');

describe('India time', () => {
  it('turns the day and the month at 18:30 UTC, not at UTC midnight', () => {
    expect(indiaDay(lastMinuteOfNov)).toBe('2026-11-30');
    expect(indiaDay(firstMomentOfDec)).toBe('2026-12-01');
    expect(indiaDay(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
    // The year turns the same way.
    expect(indiaDay(new Date('2026-12-31T18:29:00Z'))).toBe('2026-12-31');
    expect(indiaDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('reads the hour and the minute on India’s clock', () => {
    expect(indiaHour(lastMinuteOfNov)).toBe(23);
    expect(indiaHour(firstMomentOfDec)).toBe(0);
    expect(indiaHour(new Date('2026-11-30T08:29:00Z'))).toBe(13);
    expect(indiaHour(new Date('2026-11-30T08:30:00Z'))).toBe(14);
    expect(indiaDateTime(lastMinuteOfNov)).toBe('2026-11-30 23:59');
    expect(indiaDateTime(firstMomentOfDec)).toBe('2026-12-01 00:00');
    expect(indiaDateTime(new Date('2026-11-28T10:15:00Z'))).toBe('2026-11-28 15:45');
  });

  it('prints a day as the shop’s documents do, DD-MM-YYYY', () => {
    expect(printedIndiaDay(lastMinuteOfNov)).toBe('30-11-2026');
    expect(printedIndiaDay(firstMomentOfDec)).toBe('01-12-2026');
  });

  it('starts and ends an Indian day at 18:30 UTC', () => {
    expect(startOfIndiaDay('2026-12-01')).toEqual(firstMomentOfDec);
    expect(endOfIndiaDay('2026-11-30')).toEqual(firstMomentOfDec);
    expect(endOfIndiaDay('2026-12-31').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(startOfIndiaDay('not a day').getTime()).toBeNaN();
    expect(`2026-12-01T00:00:00${INDIA_UTC_OFFSET}`).toBe('2026-12-01T00:00:00+05:30');
  });

  it('starts the month from India’s first of the month', () => {
    expect(startOfIndiaMonth(lastMinuteOfNov).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(startOfIndiaMonth(firstMomentOfDec)).toEqual(firstMomentOfDec);
    expect(startOfIndiaMonth(new Date('2027-01-01T05:00:00Z')).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('tells a real calendar day from text that only looks like one', () => {
    expect(isCalendarDay('2026-12-01')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('1-12-2026')).toBe(false);
  });

  it('formats with the same clock as the arithmetic', () => {
    const format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: INDIA_TIME_ZONE });
    for (const at of [lastMinuteOfNov, firstMomentOfDec, new Date('2026-06-15T20:00:00Z')]) expect(format.format(at)).toBe(indiaDay(at));
  });
});
