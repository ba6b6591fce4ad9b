import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-rules';
import { fieldsOfProblem } from './use-account-form';

const signUpFields = ['username', 'email', 'phone', 'address', 'password', 'confirmPassword'] as const;
const values = { username: 'Asha', email: 'asha@', phone: '', address: ' ', password: 'Secret#123', confirmPassword: 'x' };

describe('fieldsOfProblem', () => {
  it("marks the blank fields for 'All fields are required.'", () => {
    expect(fieldsOfProblem(ACCOUNT_MESSAGES.allRequired, values, signUpFields)).toEqual(['phone', 'address']);
  });

  it('marks the field each rule checks', () => {
    expect(fieldsOfProblem(ACCOUNT_MESSAGES.invalidEmail, values, signUpFields)).toEqual(['email']);
    expect(fieldsOfProblem(ACCOUNT_MESSAGES.invalidPassword, values, signUpFields)).toEqual(['password']);
    expect(fieldsOfProblem(ACCOUNT_MESSAGES.passwordMismatch, values, signUpFields)).toEqual(['confirmPassword']);
    expect(fieldsOfProblem(ACCOUNT_MESSAGES.invalidPhone, values, signUpFields)).toEqual(['phone']);
  });

  it('marks only fields the form has', () => {
    expect(fieldsOfProblem(ACCOUNT_MESSAGES.invalidPhone, { email: '', password: '' }, ['email', 'password'])).toEqual([]);
    expect(fieldsOfProblem(ACCOUNT_MESSAGES.otpRequired, { email: 'a@b.in', otp: '' }, ['email'])).toEqual(['otp']);
  });

  it("leaves a blank field alone that 'All fields are required.' does not cover (the OTP)", () => {
    expect(fieldsOfProblem(ACCOUNT_MESSAGES.allRequired, { email: '', otp: '' }, ['email'])).toEqual(['email']);
  });

  it("marks nothing for a server's message", () => {
    expect(fieldsOfProblem('The OTP is incorrect. 4 tries left.', values, signUpFields)).toEqual([]);
  });
});
