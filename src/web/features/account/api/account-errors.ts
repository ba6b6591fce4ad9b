import { ApiError, messageOf } from '../../../../api/errors';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-rules';

// Statuses whose server message says something specific the shopper can act on: a rule the
// server refused (400), a stale security token (403), an account that already exists (409),
// a wait or a throttle (429). Anything else gets the screen's fixed text.
const OTP_SPECIFIC = new Set([400, 403, 409, 429]);
const LOGIN_SPECIFIC = new Set([403, 429]);

function specificMessage(error: unknown, statuses: ReadonlySet<number>): string | null {
  if (!(error instanceof ApiError) || error.status === null || !statuses.has(error.status) || !error.message) return null;
  return error.message;
}

/** Send OTP failed: 'Failed to send OTP. Please try again.' unless the server said why. */
export function otpSendFailure(error: unknown): string {
  return specificMessage(error, OTP_SPECIFIC) ?? ACCOUNT_MESSAGES.otpSendFailed;
}

/** Login failed: 'Invalid email or password. Please try again.', or the throttle's own message. */
export function loginFailure(error: unknown): string {
  return specificMessage(error, LOGIN_SPECIFIC) ?? ACCOUNT_MESSAGES.loginFailed;
}

/** Sign-up or reset failed: the server's message, else 'Something went wrong. Please try again.' */
export function accountFailure(error: unknown): string {
  return messageOf(error, ACCOUNT_MESSAGES.fallback);
}
