import { useCallback, useState } from 'react';
import type { FormProblem } from '../../../../shared/form-rules';

export type { FormProblem };

/** A server's message points at no field; a rule's problem (src/shared/account-rules) names its fields. */
export const asProblem = <F extends string>(problem: string | FormProblem<F>): FormProblem<F> =>
  typeof problem === 'string' ? { message: problem, fields: [] } : problem;

/**
 * The state every account form shares: the field values, one problem (shown in the alert
 * region) and one notice (shown in the status region). Each screen's id prefix names its
 * inputs, so the first invalid one can take focus.
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
