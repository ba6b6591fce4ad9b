import styles from './staff-styles';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** The message of the shared rules for this field, shown under it. */
  error?: string | undefined;
  hint?: string;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}

function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled select over a fixed option list (spec section 9). */
export function SelectInput({ id, label, value, onChange, error, options, placeholder }: FieldProps & { options: readonly string[]; placeholder?: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Said under the field and read with it (what an empty field means, how a fee rounds). */
  hint?: string | undefined;
  max?: number | undefined;
  step?: number;
  required?: boolean;
  /** The phone keyboard: digits alone, or with a decimal point. */
  inputMode?: 'numeric' | 'decimal';
}

/** A labelled number field of a staff settings form (rupees, days, hours), kept as typed: the server checks the number. */
export function NumberField({ id, label, value, onChange, hint, max, step = 1, required = false, inputMode = 'numeric' }: NumberFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode={inputMode}
        min={0}
        max={max}
        step={step}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
