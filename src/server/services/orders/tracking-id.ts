import { randomBytes } from 'node:crypto';

// No 0/O or 1/I, so a tracking id read out over the phone is never misheard.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A tracking id like BT261123-K7QMX2PA: the order date, then 8 random characters (40 bits). */
export function newTrackingId(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  const bytes = randomBytes(8);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length];
  return `BT${date}-${suffix}`;
}

/** A payment attempt's id for the provider: letters and digits, 24 characters, under PhonePe's 35. */
export function newTransactionId(): string {
  return `TX${randomBytes(11).toString('hex').toUpperCase()}`;
}
