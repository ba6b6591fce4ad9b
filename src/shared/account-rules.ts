/**
 * The account rules and messages of spec section 5, word for word, used by the sign-up,
 * login and reset forms and by the server alike, as zod schemas whose issues are keyed by
 * field. The spec shows one message at a time: the highest-ranked failing one, with the
 * fields it is about.
 */
import { z } from './zod';
import { ACCOUNT_MESSAGES } from './account-messages';
import { fieldErrors, firstProblem, type FormProblem } from './form-rules';

// The messages live in a module without zod, so that a page showing one (the layout's log-out
// error) does not bring zod into the storefront's entry script.
export { ACCOUNT_MESSAGES };

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

/** Which of the account messages a form shows when several fields fail (the checks' order in spec section 5). */
const ACCOUNT_RANKING = [
  ACCOUNT_MESSAGES.allRequired,
  ACCOUNT_MESSAGES.invalidEmail,
  ACCOUNT_MESSAGES.invalidPassword,
  ACCOUNT_MESSAGES.passwordMismatch,
  ACCOUNT_MESSAGES.invalidPhone,
  ACCOUNT_MESSAGES.otpRequired,
];

// No check aborts: the password confirmation (an object-level rule) must run whatever else fails.
const filled = (message: string = ACCOUNT_MESSAGES.allRequired) => z.string().optional().refine((value) => !blank(value), message);
/** A field's own rule, checked once it is filled (a blank one has said so already). */
const shaped = (valid: (value: string) => boolean, message: string) => filled().refine((value) => blank(value) || valid(value ?? ''), message);
const accountFields = {
  username: filled(),
  email: shaped(isValidEmail, ACCOUNT_MESSAGES.invalidEmail),
  phone: shaped(isValidPhone, ACCOUNT_MESSAGES.invalidPhone),
  address: filled(),
  password: shaped(isValidPassword, ACCOUNT_MESSAGES.invalidPassword),
  confirmPassword: filled(),
  otp: filled(ACCOUNT_MESSAGES.otpRequired),
};

/** The confirmation must repeat the password; checked whatever else fails, so the form can rank the messages. */
const withMatchingPasswords = <S extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(schema: S) =>
  schema.refine((values) => (values as { password?: string }).password === (values as { confirmPassword?: string }).confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
    when: () => true,
  });

const { username, email, phone, address, password, confirmPassword, otp } = accountFields;

/** Sign-up and its Send OTP button (spec section 5). */
export const signUpSchema = withMatchingPasswords(z.object({ username, email, phone, address, password, confirmPassword }));
/** Sign-up's Register button: the same, plus the OTP. */
export const signUpWithOtpSchema = withMatchingPasswords(z.object({ username, email, phone, address, password, confirmPassword, otp }));
export const loginSchema = z.object({ email, password });
/** Reset password's Send OTP button: the sign-up checks without the phone. */
export const resetRequestSchema = withMatchingPasswords(z.object({ email, password, confirmPassword }));
/** Reset password: the same, plus an OTP. */
export const resetSchema = withMatchingPasswords(z.object({ email, password, confirmPassword, otp }));

/** Edit profile (beyond the spec): the sign-up's name, phone and address rules; the e-mail stays as verified. */
export const profileSchema = z.object({ username, phone, address });
export type ProfileInput = { username: string; phone: string; address: string };

/** Each wrong profile field's message (the edit-profile form shows each under its field). */
export function checkProfile(input: ProfileInput): Partial<Record<keyof ProfileInput, string>> {
  return fieldErrors<keyof ProfileInput>(profileSchema, input);
}

/** A form's one message (the spec shows one at a time) and the fields it is about. */
export function accountProblem<F extends string>(schema: z.ZodType, values: Partial<Record<F, string>>): FormProblem<F> | null {
  return firstProblem<F>(schema, values, ACCOUNT_RANKING);
}

export interface SignUpInput {
  username: string;
  email: string;
  phone: string;
  address: string;
  password: string;
  confirmPassword: string;
}

/** Sign-up and its Send OTP button run the same checks (spec section 5): the first message that applies, or null. */
export function checkSignUp(input: SignUpInput): string | null {
  return accountProblem(signUpSchema, input)?.message ?? null;
}

export function checkLogin(input: { email: string; password: string }): string | null {
  return accountProblem(loginSchema, input)?.message ?? null;
}

export interface ResetInput {
  email: string;
  password: string;
  confirmPassword: string;
  otp: string;
}

/** Reset password: the sign-up checks without the phone, plus an OTP. */
export function checkReset(input: ResetInput): string | null {
  return accountProblem(resetSchema, input)?.message ?? null;
}

/** E-mail addresses are compared and stored lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
