import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { accountProblem } from '../../../../shared/account-rules';
import type { FormProblem } from '../../../../shared/form-rules';
import type { OtpSender } from './use-otp-sender';

export type { FormProblem };

/** A server's message points at no field; a rule's problem (src/shared/account-rules) names its fields. */
export const asProblem = <F extends string>(problem: string | FormProblem<F>): FormProblem<F> =>
  typeof problem === 'string' ? { message: problem, fields: [] } : problem;

/**
 * The state every account form shares: the field values, one problem (shown in the alert
 * region, `{idPrefix}-error`) and one notice (shown in the status region). Each screen's id
 * prefix names its inputs, so the first invalid one can take focus.
 */
export function useAccountForm<F extends string>(idPrefix: string, initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<FormProblem<F> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setField = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  /** Shows a message; a rule's problem also marks its fields and focuses the first. */
  const fail = (failure: string | FormProblem<F>) => {
    const problem = asProblem(failure);
    setProblem(problem);
    setNotice(null);
    const first = problem.fields[0];
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  const inform = (message: string) => {
    setNotice(message || null);
    setProblem(null);
  };

  const errorId = `${idPrefix}-error`;
  const fieldId = (field: F) => `${idPrefix}-${field}`;
  const isInvalid = (field: F) => problem?.fields.includes(field) ?? false;

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
    errorId,
    fieldId,
    isInvalid,
    /** What an input of `field` takes: its id, value and change handler, and the form's error when it is invalid. */
    field: (field: F) => ({ id: fieldId(field), value: values[field], onChange: (value: string) => setField(field, value), invalid: isInvalid(field), errorId }),
  };
}

export type AccountForm<F extends string> = ReturnType<typeof useAccountForm<F>>;

/**
 * Send OTP on a form with a code field (sign-up, reset): the form's own checks without the code
 * run first (spec section 5), then the code goes to the e-mail typed, and the code field takes
 * focus once it is sent.
 */
export function sendOtpFor<F extends string>(form: AccountForm<F | 'email' | 'otp'>, sender: OtpSender, schema: z.ZodType): void {
  const problem = accountProblem<F | 'email' | 'otp'>(schema, form.values);
  if (problem) return form.fail(problem);
  form.clearMessages();
  sender.send(form.values.email.trim(), {
    onSent: (message) => {
      form.inform(message);
      document.getElementById(form.fieldId('otp'))?.focus();
    },
    onFailed: form.fail,
  });
}
