import type { InputHTMLAttributes } from 'react';

/**
 * The look of a field, from the feature's CSS module (pass the module itself): `field`,
 * `label`, `input`, and when used `hint`, `fieldError` (the message under the field) and
 * `optional` (the label's '(optional)').
 */
export type TextFieldClasses = Readonly<Record<string, string>>;

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'className' | 'children'>;

export interface TextFieldProps extends InputAttributes {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  classes: TextFieldClasses;
  /** The message under the field ('This field is required', ...), announced with it. */
  error?: string | undefined;
  /** The field is wrong but its message is shown elsewhere: the id of that message (the account forms' one alert). */
  invalid?: boolean;
  errorId?: string | undefined;
  hint?: string | undefined;
  /** Not required, and the label says '(optional)'. */
  optional?: boolean;
  /** A textarea instead of one line (an address, a description), this many rows high. */
  multiline?: boolean;
  rows?: number;
}

/**
 * The storefront's one labelled text field (account, checkout and staff forms): a label, an
 * input or textarea, an optional hint and the field's message, tied together for screen
 * readers with aria-invalid and aria-describedby.
 */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, classes, error, invalid = false, errorId, hint, optional = false, multiline = false, rows = 3, required, ...rest } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const messageId = error ? `${id}-error` : invalid ? errorId : undefined;
  const shared = {
    id,
    name: id,
    value,
    required: optional ? false : required,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': [hintId, messageId].filter(Boolean).join(' ') || undefined,
    className: classes.input,
    onChange: onChange ? (event: { target: { value: string } }) => onChange(event.target.value) : undefined,
  };
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {optional ? <span className={classes.optional}> (optional)</span> : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={rows} autoComplete={rest.autoComplete} maxLength={rest.maxLength} readOnly={rest.readOnly} />
      ) : (
        <input {...shared} {...rest} />
      )}
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={classes.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
