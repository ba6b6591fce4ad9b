/**
 * The account rules and messages of spec section 5, word for word, used by the sign-up,
 * login and reset forms and by the server alike. Each check returns the first message that
 * applies, or null when the input is fine.
 */

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

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_LENGTH = 10;
export const OTP_RESEND_SECONDS = 30;

// A standard pattern: something@domain.tld, no spaces, one @.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// At least one small letter, one capital, one digit and one of !@#$%^&*, and nothing else.
const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/;
const PHONE = /^\d{10}$/;

export const isValidEmail = (email: string) => email.length <= 254 && EMAIL.test(email.trim());
export const isValidPassword = (password: string) => password.length <= 128 && PASSWORD.test(password);
export const isValidPhone = (phone: string) => PHONE.test(phone);

const blank = (value: string | undefined) => !value || value.trim() === '';

export interface SignUpInput {
  username: string;
  email: string;
  phone: string;
  address: string;
  password: string;
  confirmPassword: string;
}

/** Sign-up and its Send OTP button run the same checks (spec section 5). */
export function checkSignUp(input: SignUpInput): string | null {
  const { username, email, phone, address, password, confirmPassword } = input;
  if ([username, email, phone, address, password, confirmPassword].some(blank)) return ACCOUNT_MESSAGES.allRequired;
  if (!isValidEmail(email)) return ACCOUNT_MESSAGES.invalidEmail;
  if (!isValidPassword(password)) return ACCOUNT_MESSAGES.invalidPassword;
  if (password !== confirmPassword) return ACCOUNT_MESSAGES.passwordMismatch;
  if (!isValidPhone(phone)) return ACCOUNT_MESSAGES.invalidPhone;
  return null;
}

export function checkLogin(input: { email: string; password: string }): string | null {
  if (blank(input.email) || blank(input.password)) return ACCOUNT_MESSAGES.allRequired;
  if (!isValidEmail(input.email)) return ACCOUNT_MESSAGES.invalidEmail;
  if (!isValidPassword(input.password)) return ACCOUNT_MESSAGES.invalidPassword;
  return null;
}

export interface ResetInput {
  email: string;
  password: string;
  confirmPassword: string;
  otp: string;
}

/** Reset password: the sign-up checks without the phone, plus an OTP. */
export function checkReset(input: ResetInput): string | null {
  if ([input.email, input.password, input.confirmPassword].some(blank)) return ACCOUNT_MESSAGES.allRequired;
  if (!isValidEmail(input.email)) return ACCOUNT_MESSAGES.invalidEmail;
  if (!isValidPassword(input.password)) return ACCOUNT_MESSAGES.invalidPassword;
  if (input.password !== input.confirmPassword) return ACCOUNT_MESSAGES.passwordMismatch;
  if (blank(input.otp)) return ACCOUNT_MESSAGES.otpRequired;
  return null;
}

/** E-mail addresses are compared and stored lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
