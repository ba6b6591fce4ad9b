/**
 * The value at `fraction` (0.95 for p95) of the values, sorted low to high: the one at
 * floor(count x fraction), the last for 1; NaN when there are none.
 */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}
