import type { OtpButtonState } from '../hooks/use-otp-sender';
import styles from './account-form-styles';

export interface OtpFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  button: OtpButtonState;
  onSend: () => void;
  invalid?: boolean;
  errorId?: string;
}

/** The OTP input with its Send OTP / Resend OTP button and the resend countdown under it. */
export function OtpField({ id, value, onChange, button, onSend, invalid = false, errorId }: OtpFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        OTP
      </label>
      <div className={styles.otpRow}>
        <input
          id={id}
          name={id}
          value={value}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, invalid ? errorId : undefined].filter(Boolean).join(' ')}
          className={`${styles.input} ${styles.otpInput}`}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <button type="button" className={styles.otpButton} disabled={button.disabled} onClick={onSend}>
          {button.label}
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {button.countdown ?? 'We e-mail you a 6-digit code. It is valid for 10 minutes.'}
      </p>
    </div>
  );
}
