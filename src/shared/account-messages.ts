/** The account messages of spec section 5, word for word (the rules that use them: account-rules.ts). */
export const ACCOUNT_MESSAGES = {
  allRequired: 'All fields are required.',
  invalidEmail: 'Please enter a valid email.',
  // The spec's text undersells the rule (it also needs a capital, a small letter and a symbol); kept as written.
  invalidPassword: 'Password must be at least 8 characters long and contain at least one letter and one number.',
  passwordMismatch: 'Password and Confirm Password must match.',
  invalidPhone: 'Please enter a valid phone number.',
  otpRequired: 'Please enter the OTP sent to your email.',
  loginFailed: 'Invalid email or password. Please try again.',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  fallback: 'Something went wrong. Please try again.',
} as const;

/** What a page says to a signed-out shopper where it needs an account (the spec's Orders screen), word for word. */
export const PLEASE_LOG_IN_FIRST = 'Please log in first';

/** The API's 401 to a call that needs a signed-in shopper. */
export const LOGIN_REQUIRED = 'Please log in first.';
