import { useCallback, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../shared/account-rules';

/** What the form shows in its alert region, and which fields the message is about. */
export interface FormProblem<F extends string> {
  message: string;
  fields: F[];
}

const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * The fields a rule message of src/shared/account-rules is about, so that they can be marked
 * invalid and the first one focused: the blank ones among those the 'All fields are required.'
 * rule covers (`required`), else the field the rule checks. Server messages point at no field.
 */
export function fieldsOfProblem<F extends string>(message: string, values: Record<F, string>, required: readonly NoInfer<F>[]): F[] {
  const has = (field: string): field is F => Object.hasOwn(values, field);
  const one = (field: string): F[] => (has(field) ? [field] : []);
  switch (message) {
    case ACCOUNT_MESSAGES.allRequired:
      return required.filter((field) => blank(values[field]));
    case ACCOUNT_MESSAGES.invalidEmail:
      return one('email');
    case ACCOUNT_MESSAGES.invalidPassword:
      return one('password');
    case ACCOUNT_MESSAGES.passwordMismatch:
      return one('confirmPassword');
    case ACCOUNT_MESSAGES.invalidPhone:
      return one('phone');
    case ACCOUNT_MESSAGES.otpRequired:
      return one('otp');
    default:
      return [];
  }
}

/**
 * The state every account form shares: the field values, one problem (shown in the alert
 * region) and one notice (shown in the status region). Each screen's id prefix names its
 * inputs, so the first invalid one can take focus.
 */
export function useAccountForm<F extends string>(idPrefix: string, initial: Record<F, string>, required: readonly NoInfer<F>[]) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<FormProblem<F> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setField = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  /** Shows a message; a rule message also marks its fields and focuses the first. */
  const fail = (message: string) => {
    const fields = fieldsOfProblem(message, values, required);
    setProblem({ message, fields });
    setNotice(null);
    const first = fields[0];
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  const inform = (message: string) => {
    setNotice(message || null);
    setProblem(null);
  };

  return {
    values,
    setField,
    problem,
    notice,
    fail,
    inform,
    clearMessages: () => {
      setProblem(null);
      setNotice(null);
    },
    fieldId: (field: F) => `${idPrefix}-${field}`,
    isInvalid: (field: F) => problem?.fields.includes(field) ?? false,
  };
}
