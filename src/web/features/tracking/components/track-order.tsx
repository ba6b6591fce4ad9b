import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../../api/errors';
import { CHECKOUT_MESSAGES } from '../../../../shared/checkout-rules';
import { deliveryByLine } from '../../../../shared/delivery-date';
import { ShipmentTimeline } from '../../../components/shipment-timeline';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { trackOrder, type PublicTracking } from '../api/track-calls';
import styles from './track-order.module.css';
import { INDIA_TIME_ZONE } from '../../../../shared/india-time';

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE });

function TrackingResult({ result }: { result: PublicTracking }) {
  return (
    <section className={styles.result} aria-labelledby="track-result-title" data-testid="track-result">
      <h2 id="track-result-title" className={styles.resultTitle}>
        Order {result.trackingId}: {result.status}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Item</dt>
          <dd>
            {result.item} · size {result.size} · quantity {result.quantity}
          </dd>
        </div>
        <div>
          <dt>Ordered on</dt>
          <dd>{dayFormat.format(new Date(result.createdAt))}</dd>
        </div>
        <div>
          <dt>Estimated delivery</dt>
          <dd>{dayFormat.format(new Date(result.estimatedDelivery))}</dd>
        </div>
        {result.promisedDelivery ? (
          <div>
            <dt>Promised delivery</dt>
            <dd>{deliveryByLine(result.promisedDelivery)}</dd>
          </div>
        ) : null}
      </dl>
      {result.shipment ? <ShipmentTimeline shipment={result.shipment} headingLevel={2} /> : <p className={styles.note}>Your order has not been handed to the courier yet.</p>}
    </section>
  );
}

/**
 * The public tracking page: an order's status and its parcel's timeline, for anyone
 * with its order id and the e-mail or phone number it was placed with. No sign-in needed.
 */
export function TrackOrderScreen() {
  useDocumentMeta({ title: 'Track your order', description: 'Track a Bhopal Threads order with its order id and your e-mail address or phone number.' });
  const [orderId, setOrderId] = useState('');
  const [contact, setContact] = useState('');
  const [missing, setMissing] = useState(false);
  const track = useMutation({ mutationFn: trackOrder });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ready = orderId.trim() !== '' && contact.trim() !== '';
    setMissing(!ready);
    if (ready) track.mutate({ orderId: orderId.trim(), contact: contact.trim() });
  };
  return (
    <div className={`shell ${styles.page}`}>
      <h1 className={styles.title}>Track your order</h1>
      <p className={styles.lead}>Enter the order id from your order mail (it starts with BT) and the e-mail address or phone number you ordered with.</p>
      <Form className={styles.form} onSubmit={submit} noValidate aria-label="Track an order">
        <label className={styles.field}>
          <span className={styles.label}>Order id</span>
          <input className={styles.input} value={orderId} onChange={(event) => setOrderId(event.target.value)} maxLength={40} autoComplete="off" placeholder="BT261130-K7QMX2PA" />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>E-mail or phone number</span>
          <input className={styles.input} value={contact} onChange={(event) => setContact(event.target.value)} maxLength={254} autoComplete="email" />
        </label>
        {missing ? (
          <p role="alert" className={styles.error}>
            {CHECKOUT_MESSAGES.required}
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={track.isPending} aria-busy={track.isPending || undefined}>
          {track.isPending ? 'Loading...' : 'Track'}
        </Button>
      </Form>
      {track.isError ? (
        <p role="alert" className={styles.error}>
          {messageOf(track.error, 'Something went wrong. Please try again later.')}
        </p>
      ) : null}
      {track.data ? <TrackingResult result={track.data} /> : null}
    </div>
  );
}
