import styles from './checkout.module.css';

export type PaymentMethod = 'online' | 'cod';

export interface PaymentChoiceProps {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  codAllowed: boolean;
  /** Why Cash on Delivery is not offered, shown under it when it is not. */
  codNote: string;
}

/** The payment-method radio of spec section 2: Online Payment or Cash on Delivery. */
export function PaymentChoice({ method, onChange, codAllowed, codNote }: PaymentChoiceProps) {
  return (
    <fieldset className={styles.payment}>
      <legend className={styles.sectionTitle}>Payment method</legend>
      <label className={styles.radio}>
        <input type="radio" name="paymentMethod" value="online" checked={method === 'online'} onChange={() => onChange('online')} />
        Online Payment
      </label>
      <label className={`${styles.radio} ${codAllowed ? '' : styles.radioDisabled}`}>
        <input
          type="radio"
          name="paymentMethod"
          value="cod"
          checked={method === 'cod'}
          disabled={!codAllowed}
          aria-describedby={codAllowed ? undefined : 'cod-note'}
          onChange={() => onChange('cod')}
        />
        Cash on Delivery
      </label>
      {codAllowed ? null : (
        <p id="cod-note" className={styles.hint}>
          {codNote}
        </p>
      )}
    </fieldset>
  );
}
