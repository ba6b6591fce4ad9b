import { returnPhotoUrl } from '../../../../api/documents';
import type { ShopOrder } from '../api/order-calls';
import styles from './user-orders.module.css';

const DECISION = {
  pending: 'We have your return request and will check it soon.',
  accepted: 'Return accepted.',
  refused: 'Return not accepted.',
} as const;

/** The order's newest return request: the reason given, its photos and what the shop decided (and why, when refused). */
export function ReturnStatus({ request }: { request: NonNullable<ShopOrder['returnRequest']> }) {
  return (
    <section className={styles.returnBox} aria-label="Return request" data-decision={request.decision}>
      <p className={styles.returnDecision}>{DECISION[request.decision]}</p>
      {request.decision === 'refused' && request.refusalReason ? <p className={styles.returnWhy}>Why: {request.refusalReason}</p> : null}
      {request.reasonLabel ? <p className={styles.returnLine}>Your reason: {request.reasonLabel}</p> : null}
      {request.note ? <p className={styles.returnLine}>Your note: {request.note}</p> : null}
      {request.photos.length > 0 ? (
        <ul className={styles.returnPhotos} aria-label="Your return photos">
          {request.photos.map((key, index) => (
            <li key={key}>
              <img src={returnPhotoUrl(key, 320)} alt={`Return photo ${index + 1}`} width={72} height={72} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
