import { useState } from 'react';
import { EyeIcon } from './account-icons';
import styles from './account-form-styles';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  errorId?: string;
  hint?: string;
}

/** A password input with a show/hide toggle (a pressed button: pressed means shown). */
export function PasswordField({ id, label, value, onChange, autoComplete, invalid = false, errorId, hint }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.withAction}>
        <input
          id={id}
          name={id}
          type={shown ? 'text' : 'password'}
          value={value}
          required
          autoComplete={autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={128}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${styles.input} ${styles.passwordInput}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((current) => !current)}
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The password rule as the forms that set a password show it under the field. */
const NEW_PASSWORD_HINT = 'At least 8 characters with a capital letter, a small letter, a number and one of ! @ # $ % ^ & *.';

type FieldProps = Pick<PasswordFieldProps, 'id' | 'value' | 'onChange' | 'invalid' | 'errorId'>;

/** A new password and its confirmation (sign-up and the reset), the rule shown under the first. */
export function NewPasswordFields({ label, password, confirm }: { label: string; password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <PasswordField {...password} label={label} autoComplete="new-password" hint={NEW_PASSWORD_HINT} />
      <PasswordField {...confirm} label="Confirm Password" autoComplete="new-password" />
    </>
  );
}
