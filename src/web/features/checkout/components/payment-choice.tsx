import { formatInr } from '../../../../shared/money';
import styles from './checkout.module.css';

export type PaymentMethod = 'online' | 'cod';

export interface PaymentChoiceProps {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  codAllowed: boolean;
  /** The COD rules' one sentence: why Cash on Delivery is not offered, or on what terms it is. */
  codNote: string;
  /** The COD fee in rupees (0: none), shown as its own line while Cash on Delivery is chosen. */
  codFee: number;
  /** What the chosen method charges, the fee included. */
  payable: number;
}

/** The payment-method radio of spec section 2: Online Payment or Cash on Delivery. */
export function PaymentChoice({ method, onChange, codAllowed, codNote, codFee, payable }: PaymentChoiceProps) {
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
          aria-describedby="cod-note"
          onChange={() => onChange('cod')}
        />
        Cash on Delivery
      </label>
      {/* Every rule explained before the button, allowed or not (a refused COD stays, disabled, with its reason). */}
      <p id="cod-note" className={styles.hint} data-testid="cod-note">
        {codNote}
      </p>
      {method === 'cod' && codFee > 0 ? (
        <div className={styles.codFee}>
          <p>
            <span>Cash on Delivery fee</span> <span data-testid="cod-fee">{formatInr(codFee)}</span>
          </p>
          <p>
            <span>To pay on delivery</span> <strong data-testid="cod-payable">{formatInr(payable)}</strong>
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
