import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PhonePe's X-VERIFY header: sha256(text + saltKey) in hex, then '###' and the salt index.
 * For a request, text is the base64 body followed by the API path; for a status call, the
 * path alone; for a callback, the base64 response alone.
 */
export function xVerify(text: string, saltKey: string, saltIndex: number | string): string {
  return `${createHash('sha256').update(text + saltKey).digest('hex')}###${saltIndex}`;
}

/** Whether a received X-VERIFY matches, compared in constant time. */
export function isValidXVerify(received: string, text: string, saltKey: string, saltIndex: number | string): boolean {
  const expected = Buffer.from(xVerify(text, saltKey, saltIndex));
  const given = Buffer.from(received.trim().toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const toBase64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

export function fromBase64Json(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/** The `response` of a salt-key callback's JSON body `{ response }` (base64 JSON), or null when the body has none. */
export function callbackResponseOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { response?: unknown } | null;
    return typeof parsed?.response === 'string' ? parsed.response : null;
  } catch {
    return null;
  }
}
