/**
 * Whole rupees as en-IN writes them ('₹1,29,999': the last three digits, then pairs), written
 * here rather than by Intl.NumberFormat: the first currency formatter a page makes loads the
 * locale's data on the main thread (25-60 ms on a fast machine, several times that on a budget
 * phone, in the task that starts the app). The tests hold it equal to Intl's en-IN INR.
 */
function inr(rupees: number): string {
  return `${rupees < 0 ? '-' : ''}₹${groupIndian(Math.abs(rupees))}`;
}

/** A whole, non-negative count with en-IN grouping: 1234567 -> '12,34,567'. */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rest ? `${rest},` : ''}${digits.slice(-3)}`;
}

/**
 * Formats rupees for display: en-IN grouping, rounded down to the whole rupee as the spec
 * asks ("Price is shown rounded down"), e.g. 1299.9 -> "₹1,299", 129999 -> "₹1,29,999".
 */
export function formatInr(rupees: number): string {
  if (!Number.isFinite(rupees)) return inr(0);
  return inr(Math.floor(rupees) || 0);
}

/** Paise (integer, as stored) to rupees (as the API answers). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees to paise, rounded to the nearest paisa. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * The total of priced lines in whole paise: each price (rupees, as the API answers) becomes
 * paise once, then only integers are multiplied and added, so the sum is the one the server
 * charges by (it refuses a differing total) and never a floating-point drift of it.
 */
export function linesTotalPaise(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + rupeesToPaise(line.price) * line.quantity, 0);
}

/**
 * Final price after a whole-percent discount, in paise: price - price * discount / 100, rounded
 * down to the whole rupee. Prices are shown rounded down to the rupee, so the amount charged is
 * always the amount shown (never up to 99 paise more).
 */
export function finalPricePaise(pricePaise: number, discountPercent: number): number {
  const exact = pricePaise - (pricePaise * discountPercent) / 100;
  return Math.max(0, Math.floor(Math.round(exact) / 100) * 100);
}

/**
 * Rupees to the paisa when there are any (₹64.95), whole otherwise (₹150): a line's share of a
 * discount code is split in paise and must read exactly as charged, never rounded down.
 */
export function formatInrExact(rupees: number): string {
  if (!Number.isFinite(rupees)) return inr(0);
  const paise = Math.round(rupees * 100);
  if (paise % 100 === 0) return inr(paise / 100 || 0);
  const whole = Math.trunc(paise / 100);
  const cents = String(Math.abs(paise % 100)).padStart(2, '0');
  // -0.5 rupees: the whole part is 0, the sign comes from the paise.
  return `${paise < 0 && whole === 0 ? '-' : ''}${inr(whole)}.${cents}`;
}
