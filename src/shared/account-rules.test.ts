import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, accountProblem, checkLogin, checkReset, checkSignUp, isValidPassword, loginSchema, resetSchema, signUpSchema, signUpWithOtpSchema } from './account-rules';
import { fieldErrors } from './form-rules';

const good = {
  username: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  address: 'MP Nagar, Bhopal',
  password: 'Chai@1234',
  confirmPassword: 'Chai@1234',
};

describe('checkSignUp', () => {
  it('accepts a complete, valid form', () => expect(checkSignUp(good)).toBeNull());
  it.each([
    [{ username: ' ' }, M.allRequired],
    [{ address: '' }, M.allRequired],
    [{ email: 'asha@' }, M.invalidEmail],
    [{ email: 'asha example.in' }, M.invalidEmail],
    [{ password: 'chai@1234', confirmPassword: 'chai@1234' }, M.invalidPassword],
    [{ password: 'Chai12345', confirmPassword: 'Chai12345' }, M.invalidPassword],
    [{ password: 'Chai@12', confirmPassword: 'Chai@12' }, M.invalidPassword],
    [{ password: 'Chai@1234(', confirmPassword: 'Chai@1234(' }, M.invalidPassword],
    [{ confirmPassword: 'Chai@12345' }, M.passwordMismatch],
    [{ phone: '98765' }, M.invalidPhone],
    [{ phone: '98765432100' }, M.invalidPhone],
    [{ phone: '98765-4321' }, M.invalidPhone],
  ])('%o -> %s', (change, message) => expect(checkSignUp({ ...good, ...change })).toBe(message));
});

describe('checkLogin and checkReset', () => {
  it('needs both login fields and checks their patterns', () => {
    expect(checkLogin({ email: '', password: 'x' })).toBe(M.allRequired);
    expect(checkLogin({ email: 'a@b', password: 'Chai@1234' })).toBe(M.invalidEmail);
    expect(checkLogin({ email: 'a@b.in', password: 'short' })).toBe(M.invalidPassword);
    expect(checkLogin({ email: 'a@b.in', password: 'Chai@1234' })).toBeNull();
  });
  it('needs an OTP to reset', () => {
    const reset = { email: 'a@b.in', password: 'Chai@1234', confirmPassword: 'Chai@1234', otp: '' };
    expect(checkReset(reset)).toBe(M.otpRequired);
    expect(checkReset({ ...reset, otp: '123456' })).toBeNull();
    expect(checkReset({ ...reset, confirmPassword: 'x', otp: '1' })).toBe(M.passwordMismatch);
  });
  it('allows only the listed symbols', () => {
    for (const symbol of '!@#$%^&*') expect(isValidPassword(`Chai12${symbol}x`)).toBe(true);
    for (const symbol of '()_-+= ') expect(isValidPassword(`Chai12!${symbol}x`)).toBe(false);
  });
});

describe('the account schemas', () => {
  it('key every failing field, so a form can mark them all', () => {
    expect(fieldErrors(signUpSchema, { ...good, email: 'asha@', phone: '1', confirmPassword: 'x' })).toEqual({
      email: M.invalidEmail,
      phone: M.invalidPhone,
      confirmPassword: M.passwordMismatch,
    });
  });
  it("rank the messages as the spec's one form-level message does", () => {
    expect(accountProblem(signUpSchema, { ...good, username: '', phone: '1' })).toEqual({ message: M.allRequired, fields: ['username'] });
    expect(accountProblem(signUpWithOtpSchema, { ...good, otp: ' ' })).toEqual({ message: M.otpRequired, fields: ['otp'] });
    // A blank OTP must not hide the mismatch, which the spec ranks first.
    expect(accountProblem(signUpWithOtpSchema, { ...good, confirmPassword: 'x', otp: '' })).toEqual({ message: M.passwordMismatch, fields: ['confirmPassword'] });
    expect(accountProblem(resetSchema, { email: 'a@b.in', password: 'Chai@1234', confirmPassword: 'x', otp: '' })).toEqual({ message: M.passwordMismatch, fields: ['confirmPassword'] });
    expect(accountProblem(loginSchema, { email: 'a@b.in', password: 'Chai@1234' })).toBeNull();
  });
});
