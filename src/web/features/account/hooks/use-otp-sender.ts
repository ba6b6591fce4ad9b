import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { OTP_RESEND_SECONDS } from '../../../../shared/account-rules';
import { otpSendFailure } from '../api/account-errors';
import { useCountdown } from './use-countdown';

export interface OtpButtonState {
  label: string;
  disabled: boolean;
  /** The countdown line under the OTP field, or null when none runs. */
  countdown: string | null;
}

/**
 * The Send OTP button of spec section 4: 'Send OTP' until a code was sent, then a 30-second
 * countdown ('Resend OTP in N seconds.', word for word even at 1) during which it is disabled,
 * then 'Resend OTP'.
 */
export function otpButtonState({ sent, sending, secondsLeft }: { sent: boolean; sending: boolean; secondsLeft: number }): OtpButtonState {
  if (sending) return { label: 'Sending OTP...', disabled: true, countdown: null };
  if (!sent) return { label: 'Send OTP', disabled: false, countdown: null };
  if (secondsLeft > 0) return { label: 'Resend OTP', disabled: true, countdown: `Resend OTP in ${secondsLeft} seconds.` };
  return { label: 'Resend OTP', disabled: false, countdown: null };
}

export interface OtpSender {
  button: OtpButtonState;
  /** Sends a code to the e-mail; reports the server's answer or the failure message. */
  send: (email: string, outcome: { onSent: (message: string) => void; onFailed: (message: string) => void }) => void;
}

/** Sends a one-time code with `sendCode` and runs the resend countdown after each success. */
export function useOtpSender(sendCode: (email: string) => Promise<string>): OtpSender {
  const { secondsLeft, start } = useCountdown();
  const mutation = useMutation({ mutationFn: sendCode });
  // Once a code went out the button says 'Resend OTP', even after a later resend failed.
  const [sent, setSent] = useState(false);
  return {
    button: otpButtonState({ sent, sending: mutation.isPending, secondsLeft }),
    send: (email, { onSent, onFailed }) => {
      mutation.mutate(email, {
        onSuccess: (message) => {
          setSent(true);
          start(OTP_RESEND_SECONDS);
          onSent(message);
        },
        onError: (error) => onFailed(otpSendFailure(error)),
      });
    },
  };
}
