import { useId, useState, type FormEvent } from 'react';
import { messageOf } from '../../../../api/errors';
import { MAX_ACCOUNT_HOLDER, bankDetailsProblem, normaliseBankDetails, REFUND_MESSAGES } from '../../../../shared/refund-rules';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import type { ShopOrder } from '../api/order-calls';
import { useSaveBankDetails } from '../hooks/use-orders';
import styles from './return-form.module.css';

type Field = 'accountHolder' | 'accountNumber' | 'confirmAccountNumber' | 'ifsc';

/** Which field a rule's message is about, so the message sits under it. */
const FIELD_OF: Record<string, Field> = {
  [REFUND_MESSAGES.holderRequired]: 'accountHolder',
  [REFUND_MESSAGES.holderTooLong]: 'accountHolder',
  [REFUND_MESSAGES.accountNumberInvalid]: 'accountNumber',
  [REFUND_MESSAGES.accountNumbersDiffer]: 'confirmAccountNumber',
  [REFUND_MESSAGES.ifscInvalid]: 'ifsc',
};

const FIELDS: { name: Field; label: string; hint?: string; inputMode?: 'numeric' | 'text'; autoComplete?: string }[] = [
  { name: 'accountHolder', label: 'Account holder’s name', autoComplete: 'name' },
  { name: 'accountNumber', label: 'Account number', inputMode: 'numeric', autoComplete: 'off' },
  { name: 'confirmAccountNumber', label: 'Account number again', inputMode: 'numeric', autoComplete: 'off' },
  { name: 'ifsc', label: 'IFSC', hint: 'On your cheque book or passbook, e.g. SBIN0001234.', autoComplete: 'off' },
];

/**
 * The bank account for a cash on delivery refund (its own step: the return keeps the spec's
 * call). Checked here by the server's own rules, then by the server; what was typed stays
 * when a check fails, and the message sits under the field it is about.
 */
export function BankDetailsForm({ order, labelledBy, onDone, onClose }: { order: ShopOrder; labelledBy: string; onDone: (message: string) => void; onClose?: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ accountHolder: '', accountNumber: '', confirmAccountNumber: '', ifsc: '' });
  const [problem, setProblem] = useState<{ field: Field | 'form'; text: string } | null>(null);
  const save = useSaveBankDetails();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = bankDetailsProblem(normaliseBankDetails(values));
    if (text) {
      const field = FIELD_OF[text] ?? 'form';
      setProblem({ field, text });
      if (field !== 'form') document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setProblem(null);
    save.mutate(
      { orderId: order._id, trackingId: order.trackingId, ...values },
      {
        onSuccess: (message) => onDone(message),
        onError: (error) => {
          const message = messageOf(error, 'Something went wrong. Please try again.');
          setProblem({ field: FIELD_OF[message] ?? 'form', text: message });
        },
      },
    );
  };

  return (
    // Part of the refund box (its headline names it): no box of its own inside that one.
    <Form className={`${styles.form} ${styles.embedded}`} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <p className={styles.hint}>Only our accounts team sees these details.</p>
      {FIELDS.map((field) => {
        const error = problem?.field === field.name ? problem.text : null;
        const describedBy = [field.hint ? `${id}-${field.name}-hint` : '', error ? `${id}-${field.name}-error` : ''].filter(Boolean).join(' ');
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`${id}-${field.name}`} className={styles.label}>
              {field.label}
            </label>
            {field.hint ? (
              <p id={`${id}-${field.name}-hint`} className={styles.hint}>
                {field.hint}
              </p>
            ) : null}
            <input
              id={`${id}-${field.name}`}
              className={styles.input}
              value={values[field.name]}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              maxLength={field.name === 'accountHolder' ? MAX_ACCOUNT_HOLDER : field.name === 'ifsc' ? 11 : 22}
              autoCapitalize={field.name === 'ifsc' ? 'characters' : undefined}
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => {
                setValues({ ...values, [field.name]: event.target.value });
                if (problem?.field === field.name) setProblem(null);
              }}
            />
            {error ? (
              <p id={`${id}-${field.name}-error`} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {problem?.field === 'form' ? (
        <p className={styles.error} role="alert">
          {problem.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Loading...' : 'Save bank details'}
        </Button>
        {onClose ? (
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
