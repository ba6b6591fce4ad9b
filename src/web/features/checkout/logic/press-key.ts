/**
 * A random key for one press of the checkout button (the Idempotency-Key header): 32 hex
 * digits from the browser's random source. Not crypto.randomUUID, which a page served over
 * plain http on a LAN address does not have.
 */
export function newPressKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
