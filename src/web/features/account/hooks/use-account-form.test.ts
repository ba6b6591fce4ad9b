import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, accountProblem, loginSchema, resetRequestSchema, resetSchema, signUpSchema } from '../../../../shared/account-rules';
import { asProblem } from './use-account-form';

const values = { username: 'Asha', email: 'asha@', phone: '', address: ' ', password: 'Secret#123', confirmPassword: 'x' };
const good = { username: 'Asha', email: 'asha@example.in', phone: '9876543210', address: 'Bhopal', password: 'Secret#123', confirmPassword: 'Secret#123' };

describe('the fields an account problem marks (keyed by the schema, not read off the message)', () => {
  it("marks the blank fields for 'All fields are required.'", () => {
    expect(accountProblem(signUpSchema, values)).toEqual({ message: ACCOUNT_MESSAGES.allRequired, fields: ['phone', 'address'] });
  });

  it('marks the field each rule checks', () => {
    expect(accountProblem(signUpSchema, { ...good, email: 'asha@' })).toEqual({ message: ACCOUNT_MESSAGES.invalidEmail, fields: ['email'] });
    expect(accountProblem(signUpSchema, { ...good, password: 'secret', confirmPassword: 'secret' })).toEqual({ message: ACCOUNT_MESSAGES.invalidPassword, fields: ['password'] });
    expect(accountProblem(signUpSchema, { ...good, confirmPassword: 'x' })).toEqual({ message: ACCOUNT_MESSAGES.passwordMismatch, fields: ['confirmPassword'] });
    expect(accountProblem(signUpSchema, { ...good, phone: '98765' })).toEqual({ message: ACCOUNT_MESSAGES.invalidPhone, fields: ['phone'] });
  });

  it('marks only fields the form has', () => {
    expect(accountProblem(loginSchema, { email: 'a@b.in', password: 'Secret#123', phone: '1' })).toBeNull();
    expect(accountProblem(resetSchema, { email: 'a@b.in', password: 'Secret#123', confirmPassword: 'Secret#123', otp: '' })).toEqual({
      message: ACCOUNT_MESSAGES.otpRequired,
      fields: ['otp'],
    });
  });

  it("leaves a blank field alone that 'All fields are required.' does not cover (the OTP)", () => {
    expect(accountProblem(resetSchema, { email: '', password: 'Secret#123', confirmPassword: 'Secret#123', otp: '' })).toEqual({
      message: ACCOUNT_MESSAGES.allRequired,
      fields: ['email'],
    });
    // Reset's Send OTP button checks everything but the OTP.
    expect(accountProblem(resetRequestSchema, { email: 'a@b.in', password: 'Secret#123', confirmPassword: 'Secret#123', otp: '' })).toBeNull();
  });

  it("marks nothing for a server's message", () => {
    expect(asProblem('The OTP is incorrect. 4 tries left.')).toEqual({ message: 'The OTP is incorrect. 4 tries left.', fields: [] });
  });
});
