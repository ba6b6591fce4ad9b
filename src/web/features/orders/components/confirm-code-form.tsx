import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../../api/errors';
import { CHECKOUT_MESSAGES } from '../../../../shared/checkout-rules';
import { COD_CODE_DIGITS } from '../../../../shared/cod-rules';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import type { ShopOrder } from '../api/order-calls';
import { useConfirmCodByCode } from '../hooks/use-orders';
import fields from './return-form.module.css';
import styles from './user-orders.module.css';

/**
 * A COD order waiting for the shopper's confirmation: the code mailed beside the
 * link, typed here by a shopper who reads the mail on another device. The server checks it and
 * counts wrong ones; its message says what to do. Once confirmed the order is Processing and this
 * form goes: the card says so (onConfirmed).
 */
export function ConfirmCodeForm({ order, onConfirmed }: { order: ShopOrder; onConfirmed: () => void }) {
  const [code, setCode] = useState('');
  const confirm = useConfirmCodByCode();
  const hydrated = useHydrated();
  const id = `confirm-code-${order._id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ orderId: order._id, code }, { onSuccess: onConfirmed });
  };
  return (
    <form className={styles.actions} onSubmit={submit} aria-label="Confirmation by code" noValidate>
      <TextField
        id={id}
        label="Code from your e-mail"
        value={code}
        onChange={setCode}
        classes={fields}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={COD_CODE_DIGITS + 2}
        required
        invalid={confirm.isError}
        errorId={`${id}-message`}
      />
      <Button type="submit" variant="secondary" disabled={!hydrated || confirm.isPending} aria-busy={confirm.isPending || undefined}>
        {confirm.isPending ? CHECKOUT_MESSAGES.processing : 'Confirm order'}
      </Button>
      {confirm.isError ? (
        <p id={`${id}-message`} className={styles.actionError} role="alert">
          {messageOf(confirm.error, 'Something went wrong. Please try again.')}
        </p>
      ) : null}
    </form>
  );
}
