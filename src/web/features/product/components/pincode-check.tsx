import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PinIcon } from '../../../components/ui/icons';
import { usePincodeCheck } from '../hooks/use-pincode-check';
import { PINCODE_LENGTH } from '../logic/pincode';
import { Notice } from './notice';
import styles from './pincode-check.module.css';
import { Form } from '../../../components/ui/form';
import { deliveryByLine } from '../../../../shared/delivery-date';

/** 'Check delivery': a six-digit pincode against the shop's delivery rules, with COD where it delivers. */
export function PincodeCheck({ productCod }: { productCod: boolean }) {
  const id = useId();
  const [input, setInput] = useState('');
  const { check, outcome, checking } = usePincodeCheck(productCod);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check(input);
  };

  const invalid = outcome?.kind === 'invalid';
  return (
    <Form className={styles.check} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        <PinIcon size={18} /> Check delivery
      </h2>
      <div className={styles.row}>
        <label htmlFor={`${id}-pincode`} className="visually-hidden">
          Pincode
        </label>
        <input
          id={`${id}-pincode`}
          className={styles.input}
          type="text"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          placeholder="Enter pincode"
          aria-invalid={invalid || undefined}
          aria-describedby={outcome ? `${id}-result` : undefined}
        />
        <Button type="submit" variant="secondary" disabled={checking} aria-busy={checking || undefined}>
          {checking ? 'Loading...' : 'Check'}
        </Button>
      </div>
      {outcome ? (
        <div id={`${id}-result`} className={styles.result}>
          <Notice tone={outcome.kind === 'deliverable' ? 'ok' : 'error'}>{outcome.message}</Notice>
          {outcome.kind === 'deliverable' && outcome.deliveryBy ? (
            <p className={styles.date} data-testid="delivery-by">
              {deliveryByLine(outcome.deliveryBy)}
            </p>
          ) : null}
          {outcome.kind === 'deliverable' ? (
            <p className={styles.cod}>{outcome.codAvailable ? 'Cash on delivery is available here.' : 'Cash on delivery is not available here: please pay online.'}</p>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}
