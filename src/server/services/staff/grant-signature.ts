import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed grant from `npm run create-admin` stays acceptable. */
export const GRANT_MAX_AGE_SECONDS = 60;

export interface SignedGrant {
  email: string;
  password?: string | undefined;
  name?: string | undefined;
  /** Unix seconds when the command signed it. */
  timestamp: number;
}

function payload(grant: SignedGrant): string {
  return ['create-admin', grant.timestamp, grant.email, grant.password ?? '', grant.name ?? ''].join('\n');
}

/**
 * The create-admin command's signature: an HMAC under the shop's session secret, which only
 * someone with the shop's DATA_DIR (or its SESSION_SECRET) has.
 */
export function signGrant(secret: string, grant: SignedGrant): string {
  return createHmac('sha256', `staff-grant:${secret}`).update(payload(grant)).digest('hex');
}

export function isValidGrantSignature(secret: string, grant: SignedGrant, signature: string, nowSeconds: number): boolean {
  if (Math.abs(nowSeconds - grant.timestamp) > GRANT_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(signGrant(secret, grant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
