import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { historyAtom } from '../../../../customiser/atoms';
import { usePrintChecks } from '../../../../customiser/print-checks';
import type { GarmentColourOption } from '../../../../customiser/types';
import { formatInr } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import type { AddToCartStatus } from '../hooks/use-add-design-to-cart';
import { studioPrice } from '../logic/studio-price';
import { PrintCheckSummary } from './print-check-summary';
import styles from './customiser.module.css';

const sidesText = (n: number) => (n === 1 ? '1 printed side' : `${n} printed sides`);

/**
 * The design's price (garment plus print per printed side, the rule the server charges by)
 * and 'Add to cart'; once added, a link to the cart. A design that fails a print-quality check
 * (engine/model/print-quality.ts) is first summed up, and goes in only once the shopper accepts
 * its warnings; one with a refusal goes in once it is fixed.
 */
export function AddDesignToCart({ colours, status, onAdd }: { colours: readonly GarmentColourOption[]; status: AddToCartStatus; onAdd: () => void }) {
  const design = useAtomValue(historyAtom)?.present.design;
  const price = design ? studioPrice(design, colours.find((colour) => colour.color === design.color)?.price) : null;
  const blank = price !== null && price.printedSides === 0;
  const checks = usePrintChecks();
  const [reviewing, setReviewing] = useState(false);
  const press = () => {
    if (checks.length > 0) setReviewing(true);
    else onAdd();
  };
  const accept = () => {
    setReviewing(false);
    onAdd();
  };
  return (
    <div className={styles.cartRow}>
      <p className={styles.price} data-testid="studio-price">
        {price ? (
          <>
            <strong>{formatInr(price.total)}</strong>{' '}
            <span className={styles.priceParts}>
              {blank
                ? 'Add text or a graphic to print it'
                : `${formatInr(price.garment)} garment + ${formatInr(price.printPerSide)} × ${sidesText(price.printedSides)}`}
            </span>
          </>
        ) : (
          <span className={styles.priceParts}>Price shown once the colours load</span>
        )}
      </p>
      <Button variant="primary" size="lg" onClick={press} disabled={status.kind === 'adding' || blank}>
        {status.kind === 'adding' ? 'Adding...' : 'Add to cart'}
      </Button>
      {reviewing && design && checks.length > 0 ? <PrintCheckSummary design={design} checks={checks} onAccept={accept} onClose={() => setReviewing(false)} /> : null}
      <p role="status" className={status.kind === 'error' ? styles.saveError : styles.saveNote}>
        {status.kind === 'added' ? (
          <>
            {status.message}. <Link to="/cart">View cart</Link>
          </>
        ) : status.kind === 'error' ? (
          status.message
        ) : (
          ''
        )}
      </p>
    </div>
  );
}
