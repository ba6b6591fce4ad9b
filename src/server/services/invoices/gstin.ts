import { stateNameOfCode } from './state-codes';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: each character's value in base 36,
 * weighted 1 and 2 alternately, the product's base-36 digits summed, and the check is what
 * brings the sum to a multiple of 36 (the GSTN's published Luhn mod 36 scheme).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is refused, in a sentence, or null when it is well formed with the right check character. */
export function gstinProblem(raw: string): string | null {
  const gstin = raw.trim().toUpperCase();
  if (!FORMAT.test(gstin)) return 'A GSTIN has 15 characters: 2-digit state code, 10-character PAN, entity number, Z and a check character.';
  if (!stateNameOfCode(gstin.slice(0, 2))) return `A GSTIN starts with a state code; ${gstin.slice(0, 2)} is not one.`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'The GSTIN\'s last character (its check digit) does not match: a character is mistyped.';
  return null;
}
