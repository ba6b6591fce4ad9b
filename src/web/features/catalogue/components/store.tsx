import { shopContact } from '../../../components/shop-contact';
import { LaunchNotice } from './launch-notice';
import styles from './launch-notice.module.css';

/** The physical store is not open yet: a store-opening-soon popup, February (spec section 2). */
export function StoreScreen() {
  return (
    <LaunchNotice
      name="Store"
      eyebrow="Store opening soon"
      description="The Bhopal Threads store at New Market, TT Nagar, Bhopal opens in February. Until then, shop online with cash on delivery across India."
      popupTitle="Our Bhopal store opens soon"
      message={
        <>
          <p>We are getting our store in Bhopal ready for you. The store opens its doors in February.</p>
          <p>Until then, everything is a tap away online, with cash on delivery across India.</p>
        </>
      }
      details={
        <address className={`${styles.message} ${styles.address}`}>
          <p>
            <strong>Bhopal Threads store</strong>
            <br />
            {shopContact.store.lines.join(', ')}
          </p>
        </address>
      }
      action={{ to: '/new-arrivals', label: 'Shop online' }}
    />
  );
}
