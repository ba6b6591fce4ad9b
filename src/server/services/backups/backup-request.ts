import { isValidLocalRequest, signLocalRequest } from '../local-command-signature';

/** What `npm run backup` signs: the word and its timestamp (local-command-signature.ts). */
const parts = (timestamp: number) => ['backup', timestamp];

export function signBackupRequest(secret: string, timestamp: number): string {
  return signLocalRequest(secret, 'backup-request', parts(timestamp));
}

export function isValidBackupRequest(secret: string, timestamp: number, given: string, nowSeconds: number): boolean {
  return isValidLocalRequest(secret, 'backup-request', parts(timestamp), timestamp, given, nowSeconds);
}
