import { describe, expect, it } from 'vitest';
import { remainingSeconds } from './use-countdown';
import { otpButtonState } from './use-otp-sender';

describe('remainingSeconds', () => {
  const start = 1_700_000_000_000;
  const endsAt = start + 30_000;

  it('is 0 before any countdown started', () => {
    expect(remainingSeconds(null, start)).toBe(0);
  });

  it('counts whole seconds down from 30, rounding up', () => {
    expect(remainingSeconds(endsAt, start)).toBe(30);
    expect(remainingSeconds(endsAt, start + 1)).toBe(30);
    expect(remainingSeconds(endsAt, start + 999)).toBe(30);
    expect(remainingSeconds(endsAt, start + 1_000)).toBe(29);
    expect(remainingSeconds(endsAt, start + 29_001)).toBe(1);
  });

  it('stops at 0 and never goes below', () => {
    expect(remainingSeconds(endsAt, endsAt)).toBe(0);
    expect(remainingSeconds(endsAt, endsAt + 60_000)).toBe(0);
  });

  it('follows the clock, not the number of ticks (a sleeping tab catches up)', () => {
    expect(remainingSeconds(endsAt, start + 17_400)).toBe(13);
  });
});

describe('otpButtonState', () => {
  it('offers Send OTP before a code was sent', () => {
    expect(otpButtonState({ sent: false, sending: false, secondsLeft: 0 })).toEqual({ label: 'Send OTP', disabled: false, countdown: null });
  });

  it('is disabled while sending', () => {
    expect(otpButtonState({ sent: false, sending: true, secondsLeft: 0 }).disabled).toBe(true);
  });

  it("shows 'Resend OTP in N seconds.' and stays disabled during the countdown", () => {
    expect(otpButtonState({ sent: true, sending: false, secondsLeft: 30 })).toEqual({
      label: 'Resend OTP',
      disabled: true,
      countdown: 'Resend OTP in 30 seconds.',
    });
    expect(otpButtonState({ sent: true, sending: false, secondsLeft: 1 }).countdown).toBe('Resend OTP in 1 seconds.');
  });

  it("reads 'Resend OTP' once the countdown is over", () => {
    expect(otpButtonState({ sent: true, sending: false, secondsLeft: 0 })).toEqual({ label: 'Resend OTP', disabled: false, countdown: null });
  });
});
