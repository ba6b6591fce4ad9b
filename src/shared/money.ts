const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * Formats rupees for display: en-IN grouping, rounded down to the whole rupee as the spec
 * asks ("Price is shown rounded down"), e.g. 1299.9 -> "₹1,299", 129999 -> "₹1,29,999".
 */
export function formatInr(rupees: number): string {
  if (!Number.isFinite(rupees)) return inr.format(0);
  return inr.format(Math.floor(rupees));
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

const inrPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Rupees to the paisa when there are any (₹64.95), whole otherwise (₹150): a line's share of a
 * discount code is split in paise and must read exactly as charged, never rounded down.
 */
export function formatInrExact(rupees: number): string {
  if (!Number.isFinite(rupees)) return inr.format(0);
  const paise = Math.round(rupees * 100);
  return paise % 100 === 0 ? inr.format(paise / 100) : inrPaise.format(paise / 100);
}
