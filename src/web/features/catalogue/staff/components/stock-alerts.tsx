import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from '../../../../../shared/owner-rules';
import { Button } from '../../../../components/ui/button';
import { Form } from '../../../../components/ui/form';
import { setLowStockThreshold, stockAlertsQuery } from '../api/product-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';
import own from './stock-alerts.module.css';

/** The staff tabs' badge: how many sizes are sold out or low (nothing when none, or for anyone the call refuses). */
export function StockBadge() {
  const alerts = useQuery(stockAlertsQuery);
  const count = alerts.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className={own.badge} aria-label={`${count} sizes low or sold out`}>
      {count}
    </span>
  );
}

/** The products screen's stock alert: sold-out sizes, then low ones, each with its product's low-stock level to change. */
export function StockAlerts() {
  const alerts = useQuery(stockAlertsQuery);
  if (!alerts.data) return null;
  const { soldOut, low } = alerts.data;
  return (
    <section className={styles.section} aria-labelledby="stock-alert-title">
      <h2 id="stock-alert-title" className={styles.sectionTitle}>
        Stock alert
      </h2>
      <p className={styles.hint}>
        Sizes at or under their product&apos;s low-stock level (default {DEFAULT_LOW_STOCK_THRESHOLD}); the alert addresses get this list every morning too.
      </p>
      {/* Folded: a long list would push the products below it off a phone's screen. */}
      <details>
        <summary className={styles.label}>
          {soldOut.length} sold out, {low.length} low: show the sizes
        </summary>
        <h3 className={styles.label}>Sold out ({soldOut.length})</h3>
        {soldOut.length === 0 ? <p className={styles.hint}>No size is sold out.</p> : null}
        <ul className={styles.plainList}>
          {soldOut.map((size) => (
            <li key={`${size.variantId}-${size.size}`}>
              {size.productName} · {size.color} · size {size.size}
            </li>
          ))}
        </ul>
        <h3 className={styles.label}>Low ({low.length})</h3>
        {low.length === 0 ? <p className={styles.hint}>No size is low.</p> : null}
        <ul className={styles.plainList}>
          {low.map((size) => (
            <li key={`${size.variantId}-${size.size}`}>
              {size.productName} · {size.color} · size {size.size}: {size.stock} left (alert at {size.threshold})
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** A product's low-stock level, set on its row of the products screen. */
export function LowStockLevel({ productId, productName, threshold }: { productId: string; productName: string; threshold: number }) {
  const [value, setValue] = useState(String(threshold));
  const { mutation: save, notice } = useStaffWrite(setLowStockThreshold, 'staff');
  const id = `low-stock-${productId}`;
  return (
    <Form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ productId, threshold: Number(value) });
      }}
    >
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          Low-stock level
        </label>
        <input id={id} className={styles.input} type="number" inputMode="numeric" min={0} max={MAX_LOW_STOCK_THRESHOLD} value={value} onChange={(event) => setValue(event.target.value)} aria-label={`Low-stock level of ${productName}`} />
      </div>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Save level
      </Button>
      <WriteNotice notice={notice} />
    </Form>
  );
}
