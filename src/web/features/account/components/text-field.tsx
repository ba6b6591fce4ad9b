import type { InputHTMLAttributes } from 'react';
import styles from './account-form.module.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** The alert region's id, so a screen reader reads the message with an invalid field. */
  errorId?: string;
  hint?: string;
  /** A short textarea instead of one line (the address). */
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

/** A labelled input of the account forms. */
export function TextField({ id, label, value, onChange, invalid = false, errorId, hint, multiline = false, type = 'text', autoComplete, inputMode, maxLength }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    value,
    required: true,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    autoComplete,
    maxLength,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
