import { api, unwrap, unwrapMessage } from '../../../../api/client';
import type { ShopUser } from '../../../stores/auth-atoms';

/** The sign-up payload of spec section 3. */
export interface SignUpPayload {
  username: string;
  email: string;
  password: string;
  phone: string;
  address: string;
  otp: string;
}

export interface ResetPayload {
  email: string;
  password: string;
  otp: string;
}

/** POST /auth/login: starts a session and answers the user. */
export async function logIn(credentials: { email: string; password: string }): Promise<ShopUser> {
  const { user } = await unwrap(api.POST('/auth/login', { body: credentials }));
  return user;
}

/** POST /auth/register: checks the OTP, creates the account and starts a session. */
export async function signUp(payload: SignUpPayload): Promise<ShopUser> {
  const { user } = await unwrap(api.POST('/auth/register', { body: payload }));
  return user;
}

/** POST /auth/logout: ends the session. */
export async function logOut(): Promise<string> {
  return unwrapMessage(api.POST('/auth/logout'));
}

/** POST /otp/saveotp: mails a sign-up code. */
export async function sendSignUpOtp(email: string): Promise<string> {
  return unwrapMessage(api.POST('/otp/saveotp', { body: { email } }));
}

/** POST /otp/forgot-password: mails a reset code (the same answer whether or not the account exists). */
export async function sendResetOtp(email: string): Promise<string> {
  return unwrapMessage(api.POST('/otp/forgot-password', { body: { email } }));
}

/** POST /auth/save-pswd: sets a new password with a reset code; every session of the account ends. */
export async function resetPassword(payload: ResetPayload): Promise<string> {
  return unwrapMessage(api.POST('/auth/save-pswd', { body: payload }));
}

/** PUT /account/profile: the signed-in user's name, phone and address (beyond the spec). */
export async function updateProfile(body: { username: string; phone: string; address: string }): Promise<ShopUser> {
  const { user } = await unwrap(api.PUT('/account/profile', { body }));
  return user;
}
