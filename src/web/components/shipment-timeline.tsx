import { SHIPMENT_STATE_LABELS, type ShipmentState } from '../../shared/shipment-states';
import styles from './shipment-timeline.module.css';
import { INDIA_TIME_ZONE } from '../../shared/india-time';

export interface TimelineShipment {
  courier: string;
  awb: string;
  state: ShipmentState;
  trackingUrl: string | null;
  events: { at: string; label: string; location: string; state: ShipmentState | null }[];
}

// India's time for every reader: the server's render and the browser's hydration say the same.
const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA_TIME_ZONE });

/**
 * A courier parcel: who carries it, its AWB, where it is now and what the courier said, newest
 * first (My Orders and the public tracking page).
 */
export function ShipmentTimeline({ shipment, headingLevel = 3 }: { shipment: TimelineShipment; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const events = [...shipment.events].reverse();
  return (
    <section className={styles.shipment} aria-label="Shipment tracking" data-testid="shipment-timeline">
      <Heading className={styles.title}>
        {SHIPMENT_STATE_LABELS[shipment.state]}
      </Heading>
      <p className={styles.meta}>
        {shipment.courier} · AWB <span className={styles.awb}>{shipment.awb}</span>
        {shipment.trackingUrl ? (
          <>
            {' · '}
            <a href={shipment.trackingUrl} rel="noopener noreferrer" target="_blank">
              Courier&apos;s page
            </a>
          </>
        ) : null}
      </p>
      <ol className={styles.events}>
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className={index === 0 ? styles.latest : styles.event}>
            <span className={styles.label}>{event.label}</span>
            <span className={styles.when}>
              <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
              {event.location ? ` · ${event.location}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
