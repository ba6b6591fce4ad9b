import { useState, type FormEvent } from 'react';
import type { components } from '../../../../api/schema.gen';
import { Button } from '../../../components/ui/button';
import { formatInrExact } from '../../../../shared/money';
import { useDiscountCode } from '../hooks/use-cart';
import styles from './discount-code-box.module.css';

type HeldCode = NonNullable<components['schemas']['Cart']['discountCode']>;

/**
 * The cart's one discount code: typed and applied here, priced by the server (the saving per
 * line shows on the lines, the total in the cart's figures). A code that does not apply is
 * refused with the server's reason; a code held that has stopped applying says why.
 */
export function DiscountCodeBox({ held }: { held: HeldCode | undefined }) {
  const { apply, remove } = useDiscountCode();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = apply.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setRefusal('Type a code first.');
      return;
    }
    setRefusal(null);
    apply.mutate(typed.trim(), {
      onSuccess: () => setTyped(''),
      onError: (error) => setRefusal(error.message),
    });
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
          <Button variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
            {remove.isPending ? 'Removing...' : 'Remove'}
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
          {apply.isPending ? 'Applying...' : 'Apply'}
        </Button>
      </form>
      <p id="discount-code-error" className={styles.problem} role="alert">
        {refusal ?? ''}
      </p>
    </section>
  );
}
