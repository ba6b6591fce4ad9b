import { ApiError, messageOf } from '../../../../api/errors';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-rules';
import type { FormProblem } from '../../../../shared/form-rules';

// Statuses whose server message says something specific the shopper can act on. Send OTP
// shows its server reason only for a refused rule (400) or a stale security token (403); an
// existing account (409) and a throttle or the 30-second wait (429) get the spec's 'Failed to
// send OTP. Please try again.', so the page tells a prober no more than the spec's screen does
// (the API's 409 still says it; see src/server/README.md, Accounts and sign-in). Anything else gets the screen's fixed text.
const OTP_SPECIFIC = new Set([400, 403]);
const LOGIN_SPECIFIC = new Set([403, 429]);

function specificMessage(error: unknown, statuses: ReadonlySet<number>): string | null {
  if (!(error instanceof ApiError) || error.status === null || !statuses.has(error.status) || !error.message) return null;
  return error.message;
}

/** Send OTP failed: 'Failed to send OTP. Please try again.' unless a rule or the page's token was refused. */
export function otpSendFailure(error: unknown): string {
  return specificMessage(error, OTP_SPECIFIC) ?? ACCOUNT_MESSAGES.otpSendFailed;
}

/** Login failed: 'Invalid email or password. Please try again.', or the throttle's own message. */
export function loginFailure(error: unknown): string {
  return specificMessage(error, LOGIN_SPECIFIC) ?? ACCOUNT_MESSAGES.loginFailed;
}

/**
 * Sign-up or reset failed: the server's message, else 'Something went wrong. Please try again.'
 * (word for word), with the field it is about marked when the message names one: a code that
 * is wrong, expired or used up marks the OTP field; an e-mail that has an account, the e-mail.
 */
export function accountFailure(error: unknown): FormProblem<'otp' | 'email'> {
  const message = messageOf(error, ACCOUNT_MESSAGES.fallback);
  const fields: ('otp' | 'email')[] = /\bOTP\b/.test(message) ? ['otp'] : /account with this email/i.test(message) ? ['email'] : [];
  return { message, fields };
}
