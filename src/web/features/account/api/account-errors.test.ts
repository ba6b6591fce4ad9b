import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/errors';
import { accountFailure, loginFailure, otpSendFailure } from './account-errors';

const wait = new ApiError(429, 'Please wait 21 seconds before asking for a new OTP.', 'TOO_MANY_REQUESTS');
const exists = new ApiError(409, 'An account with this email already exists. Please log in.', 'CONFLICT');
const mailDown = new ApiError(503, 'Failed to send OTP. Please try again.', 'UNAVAILABLE');
const serverBug = new ApiError(500, 'Internal Server Error', 'INTERNAL');
const offline = new ApiError('FETCH_ERROR', 'Could not reach the shop. Check your connection and try again.');
const wrongPassword = new ApiError(401, 'Invalid email or password. Please try again.', 'UNAUTHORIZED');
const throttled = new ApiError(429, 'Too many failed login attempts. Please try again in 15 minutes.', 'TOO_MANY_REQUESTS');
const tooManyCodes = new ApiError(429, 'Too many OTP requests. Please try again later.', 'TOO_MANY_REQUESTS');
const badEmail = new ApiError(400, 'Please enter a valid email.', 'BAD_REQUEST');
const staleToken = new ApiError(403, 'The security token of this page is missing or out of date. Please reload the page and try again.', 'FORBIDDEN');
const badOtp = new ApiError(400, 'The OTP is incorrect. 4 tries left.', 'BAD_REQUEST');

describe('otpSendFailure', () => {
  it("shows the server's reason for a refused rule or a stale security token", () => {
    expect(otpSendFailure(badEmail)).toBe('Please enter a valid email.');
    expect(otpSendFailure(staleToken)).toBe(staleToken.message);
  });

  it("says 'Failed to send OTP. Please try again.' for an existing account, a throttle and any other failure", () => {
    for (const error of [exists, wait, tooManyCodes, mailDown, serverBug, offline, new TypeError('x')]) {
      expect(otpSendFailure(error)).toBe('Failed to send OTP. Please try again.');
    }
  });
});

describe('loginFailure', () => {
  it("says 'Invalid email or password. Please try again.' for a refusal or any failure", () => {
    for (const error of [wrongPassword, serverBug, offline]) {
      expect(loginFailure(error)).toBe('Invalid email or password. Please try again.');
    }
  });

  it("shows the throttle's message on a 429", () => {
    expect(loginFailure(throttled)).toBe('Too many failed login attempts. Please try again in 15 minutes.');
  });
});

describe('accountFailure', () => {
  it("shows the server's message, marking the field it is about", () => {
    expect(accountFailure(badOtp)).toEqual({ message: 'The OTP is incorrect. 4 tries left.', fields: ['otp'] });
    expect(accountFailure(new ApiError(400, 'The OTP has expired or was already used. Please ask for a new one.'))).toEqual({
      message: 'The OTP has expired or was already used. Please ask for a new one.',
      fields: ['otp'],
    });
    expect(accountFailure(exists)).toEqual({ message: 'An account with this email already exists. Please log in.', fields: ['email'] });
  });

  it("falls back to 'Something went wrong. Please try again.' without one, marking no field", () => {
    expect(accountFailure(offline)).toEqual({ message: 'Something went wrong. Please try again.', fields: [] });
    expect(accountFailure(new ApiError(502, ''))).toEqual({ message: 'Something went wrong. Please try again.', fields: [] });
  });
});
