import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed request from a command on the shop's machine stays acceptable. */
export const LOCAL_REQUEST_MAX_AGE_SECONDS = 60;

/**
 * The signature a command on the shop's machine (`npm run create-admin`, `npm run backup`) puts on
 * its request to the running shop: an HMAC under the shop's session secret, which only someone
 * with the shop's DATA_DIR (or its SESSION_SECRET) has; `purpose` keeps one command's signature
 * from passing for another's.
 */
export function signLocalRequest(secret: string, purpose: string, parts: readonly (string | number)[]): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(parts.join('\n')).digest('hex');
}

/** Whether `given` is the signature of these parts, signed within LOCAL_REQUEST_MAX_AGE_SECONDS of `nowSeconds`. */
export function isValidLocalRequest(secret: string, purpose: string, parts: readonly (string | number)[], timestamp: number, given: string, nowSeconds: number): boolean {
  if (Math.abs(nowSeconds - timestamp) > LOCAL_REQUEST_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(signLocalRequest(secret, purpose, parts));
  const offered = Buffer.from(given);
  return expected.length === offered.length && timingSafeEqual(expected, offered);
}
