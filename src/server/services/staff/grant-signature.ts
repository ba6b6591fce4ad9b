import { isValidLocalRequest, signLocalRequest } from '../local-command-signature';

export interface SignedGrant {
  email: string;
  password?: string | undefined;
  name?: string | undefined;
  /** Unix seconds when the command signed it. */
  timestamp: number;
}

/** What `npm run create-admin` signs: the whole grant (local-command-signature.ts). */
const parts = (grant: SignedGrant) => ['create-admin', grant.timestamp, grant.email, grant.password ?? '', grant.name ?? ''];

export function signGrant(secret: string, grant: SignedGrant): string {
  return signLocalRequest(secret, 'staff-grant', parts(grant));
}

export function isValidGrantSignature(secret: string, grant: SignedGrant, signature: string, nowSeconds: number): boolean {
  return isValidLocalRequest(secret, 'staff-grant', parts(grant), grant.timestamp, signature, nowSeconds);
}
