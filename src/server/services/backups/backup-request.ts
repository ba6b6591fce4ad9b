import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed request from `npm run backup` stays acceptable. */
export const BACKUP_REQUEST_MAX_AGE_SECONDS = 60;

function signature(secret: string, timestamp: number): string {
  return createHmac('sha256', `backup-request:${secret}`).update(`backup\n${timestamp}`).digest('hex');
}

/**
 * The backup command's signature of its request to the running shop: an HMAC under the shop's
 * session secret, which only someone with the shop's DATA_DIR (or its SESSION_SECRET) has.
 */
export function signBackupRequest(secret: string, timestamp: number): string {
  return signature(secret, timestamp);
}

export function isValidBackupRequest(secret: string, timestamp: number, given: string, nowSeconds: number): boolean {
  if (Math.abs(nowSeconds - timestamp) > BACKUP_REQUEST_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(signature(secret, timestamp));
  const offered = Buffer.from(given);
  return expected.length === offered.length && timingSafeEqual(expected, offered);
}
