import { and, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { orders, users } from '../../db/schema';
import { DomainError } from '../../errors';
import type { OrderStatus, PaymentStatus } from '../../../shared/order-states';
import { MAX_EXPORT_DAYS, OWNER_MESSAGES, shortIdIn, type DesignFilter } from '../../../shared/owner-rules';
import { isCalendarDay, startOfIndiaDay } from '../../../shared/india-time';

/** What staff narrow the orders by: one search box and the filters beside it. */
export interface OrderFilter {
  /** The shopper-visible id ('#7F0FD36C', any case, with or without '#'), a tracking id, a checkout number, an e-mail or a phone number. */
  q?: string | undefined;
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  /** Indian calendar days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
  design?: DesignFilter | undefined;
}

const DAY_MS = 24 * 3600 * 1000;

/** The start of an Indian calendar day as a moment; null for a day that does not exist ('2026-02-30' is refused, not moved). */
const startOfRealIndiaDay = (day: string): Date | null => (isCalendarDay(day) ? startOfIndiaDay(day) : null);

/** A from/to pair as moments (the end exclusive); either may be missing. A wrong or reversed range is refused in words. */
export function indianDayRange(from: string | undefined, to: string | undefined, options: { required?: boolean } = {}): { start: Date | null; end: Date | null } {
  if (options.required && (!from || !to)) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.badDateRange);
  const start = from ? startOfRealIndiaDay(from) : null;
  const endDay = to ? startOfRealIndiaDay(to) : null;
  if ((from && !start) || (to && !endDay)) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.badDateRange);
  const end = endDay ? new Date(endDay.getTime() + DAY_MS) : null;
  if (start && end && (end <= start || end.getTime() - start.getTime() > MAX_EXPORT_DAYS * DAY_MS)) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.badDateRange);
  return { start, end };
}

/**
 * What one search box query means, each through an index: the shopper-visible id (the
 * expression index on the id's last 8 hex digits), a tracking id or checkout number (their
 * own indexes), an e-mail (typed at checkout, lower-cased index; or the account's), a phone
 * number (its last 10 digits, as checkout keeps it).
 */
function searchCondition(raw: string): SQL | undefined {
  const q = raw.trim();
  if (q === '') return undefined;
  const short = shortIdIn(q);
  if (q.includes('@')) {
    const email = q.toLowerCase();
    return or(sql`lower(${orders.email}) = ${email}`, sql`${orders.userId} in (select ${users.id} from ${users} where ${users.email} = ${email})`);
  }
  const digits = q.replace(/[\s+\-()]/g, '');
  if (/^\d{10,13}$/.test(digits)) {
    const phone = digits.slice(-10);
    return or(eq(orders.phoneNumber, phone), eq(orders.alternativeNumber, phone));
  }
  const upper = q.replace(/^#/, '').toUpperCase();
  return or(
    eq(orders.trackingId, upper),
    eq(orders.checkoutNumber, upper),
    ...(short ? [sql`upper(right(${orders.id}::text, 8)) = ${short}`] : []),
  );
}

/** The WHERE of the staff order list and the orders export. */
export function orderConditions(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filter.q ? searchCondition(filter.q) : undefined;
  if (search) conditions.push(search);
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.paymentStatus) conditions.push(eq(orders.paymentStatus, filter.paymentStatus));
  const { start, end } = indianDayRange(filter.from, filter.to);
  if (start) conditions.push(gte(orders.createdAt, start));
  if (end) conditions.push(lt(orders.createdAt, end));
  if (filter.design === 'custom') conditions.push(isNotNull(orders.designId));
  if (filter.design === 'catalogue') conditions.push(isNull(orders.designId));
  return conditions.length ? and(...conditions) : undefined;
}
