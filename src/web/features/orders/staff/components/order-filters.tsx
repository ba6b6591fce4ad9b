import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../../shared/order-states';
import { Button } from '../../../../components/ui/button';
import { Form } from '../../../../components/ui/form';
import { NO_FILTER, type OrderFilter } from '../api/order-calls';
import type { OrderStatus } from '../api/order-calls';
import styles from '../../../../components/staff/staff-styles';

/**
 * The orders screen's one search box (the id the shopper quotes, '#7F0FD36C', a tracking id, the
 * shopper's e-mail or phone, or the order number) and its filters, applied together by Find.
 */
export function OrderFilters({ filter, onApply }: { filter: OrderFilter; onApply: (filter: OrderFilter) => void }) {
  const [draft, setDraft] = useState(filter);
  const set = <K extends keyof OrderFilter>(key: K, value: OrderFilter[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };
  return (
    <Form role="search" className={styles.section} onSubmit={submit} aria-label="Find orders">
      <div className={styles.field}>
        <label htmlFor="staff-order-search" className={styles.label}>
          Find an order
        </label>
        <input
          id="staff-order-search"
          className={styles.input}
          type="search"
          value={draft.q}
          aria-describedby="staff-order-search-hint"
          onChange={(event) => set('q', event.target.value)}
        />
        <span id="staff-order-search-hint" className={styles.hint}>
          Order ID as the shopper sees it (#7F0FD36C), tracking id, order number, or the shopper&apos;s e-mail or phone.
        </span>
      </div>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="staff-order-status" className={styles.label}>
            Status
          </label>
          <select id="staff-order-status" className={styles.input} value={draft.status} onChange={(event) => set('status', event.target.value as OrderStatus | '')}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="staff-order-payment" className={styles.label}>
            Payment
          </label>
          <select id="staff-order-payment" className={styles.input} value={draft.paymentStatus} onChange={(event) => set('paymentStatus', event.target.value as OrderFilter['paymentStatus'])}>
            <option value="">Any payment</option>
            {PAYMENT_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="staff-order-from" className={styles.label}>
            Placed from
          </label>
          <input id="staff-order-from" type="date" className={styles.input} value={draft.from} onChange={(event) => set('from', event.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="staff-order-to" className={styles.label}>
            Placed to
          </label>
          <input id="staff-order-to" type="date" className={styles.input} value={draft.to} onChange={(event) => set('to', event.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="staff-order-design" className={styles.label}>
            Custom design
          </label>
          <select id="staff-order-design" className={styles.input} value={draft.design} onChange={(event) => set('design', event.target.value as OrderFilter['design'])}>
            <option value="any">Any order</option>
            <option value="custom">Custom designs only</option>
            <option value="catalogue">Catalogue products only</option>
          </select>
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit">Find</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(NO_FILTER);
            onApply(NO_FILTER);
          }}
        >
          Clear
        </Button>
      </div>
    </Form>
  );
}
