import { useState, type FormEvent } from 'react';
import { Button } from './ui/button';
import { formatInrExact } from '../../shared/money';
import styles from './discount-code-box.module.css';

/** A code as the server priced it: what it saves, or why it does not apply. */
export interface PricedCode {
  code: string;
  applies: boolean;
  saving: number;
  problem: string | null;
}

export interface DiscountCodeBoxProps {
  /** The code applied (priced by the server), or undefined while none is. */
  held: PricedCode | undefined;
  /** Asks the server to price the typed code; rejects with the server's reason when it does not apply. */
  onApply: (code: string) => Promise<unknown>;
  onRemove: () => void;
  applying: boolean;
  removing: boolean;
}

/**
 * One discount code, typed and applied here, priced by the server (the cart's, and Buy Now's
 * on its checkout page). A code that does not apply is refused with the server's reason; a
 * code held that has stopped applying says why.
 */
export function DiscountCodeBox({ held, onApply, onRemove, applying, removing }: DiscountCodeBoxProps) {
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = applying || removing;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setRefusal('Type a code first.');
      return;
    }
    setRefusal(null);
    onApply(typed.trim()).then(
      () => setTyped(''),
      (error: unknown) => setRefusal(error instanceof Error ? error.message : String(error)),
    );
  };

  if (held) {
    return (
      <section className={styles.box} aria-labelledby="discount-code-title">
        <h2 id="discount-code-title" className={styles.title}>
          Discount code
        </h2>
        <div className={styles.held}>
          <p className={styles.heldText} role="status" data-testid="discount-held">
            <strong className={styles.code}>{held.code}</strong>{' '}
            {held.applies ? <span className={styles.saving}>You save {formatInrExact(held.saving)}</span> : <span className={styles.problem}>{held.problem}</span>}
          </p>
          <Button variant="ghost" disabled={busy} onClick={onRemove}>
            {removing ? 'Removing...' : 'Remove'}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.box} aria-labelledby="discount-code-title">
      <h2 id="discount-code-title" className={styles.title}>
        Discount code
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor="discount-code" className="visually-hidden">
          Discount code
        </label>
        <input
          id="discount-code"
          name="discount-code"
          className={styles.input}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Enter code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? 'discount-code-error' : undefined}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {applying ? 'Applying...' : 'Apply'}
        </Button>
      </form>
      <p id="discount-code-error" className={styles.problem} role="alert">
        {refusal ?? ''}
      </p>
    </section>
  );
}
