import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shopContact } from '../../../components/shop-contact';
import { SocialLinks } from '../../../components/social-links';
import { MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { policyFacts, returnWindow } from '../logic/policy-facts';
import { PolicyPage } from './policy-page';
import styles from './help-support.module.css';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.cardIcon}>{icon}</span>
      <h3 className={styles.cardTitle}>{title}</h3>
      <div className={styles.cardBody}>{children}</div>
    </li>
  );
}

const quickHelp = [
  { to: '/user-orders', label: 'Track, cancel or return an order', note: 'My Orders' },
  { to: '/track', label: 'Track a parcel without signing in', note: 'Order id and e-mail or phone' },
  { to: '/return-cancellation', label: 'Cancellation and returns', note: `Returns within ${returnWindow} of delivery` },
  { to: '/faquetions', label: 'Frequently asked questions', note: 'Delivery, payment, sizes, custom designs' },
  { to: '/terms', label: 'Terms & Conditions', note: 'The rules of buying from us' },
] as const;

/** Help and support (spec section 2): phone, e-mail, addresses and social links, plus quick links. */
export function HelpSupportScreen() {
  return (
    <PolicyPage
      title="Help & Support"
      eyebrow="Customer care"
      description="Contact Bhopal Threads: call +91 98765 43210, e-mail support@bhopalthreads.in, or visit us in Bhopal, Madhya Pradesh."
      lead={
        <p>
          Questions about an order, a size or a design? Call or write to us. Please keep your order number handy; you
          will find it in My Orders.
        </p>
      }
    >
      <section className={styles.block} aria-labelledby="help-contact">
        <h2 id="help-contact" className={styles.blockTitle}>
          Contact us
        </h2>
        <ul className={`bare-list ${styles.cards}`}>
          <ContactCard icon={<PhoneIcon size={22} />} title="Call us">
            <a href={shopContact.phoneHref} className={styles.big}>
              {shopContact.phoneDisplay}
            </a>
            <p>For orders, deliveries and payments.</p>
          </ContactCard>
          <ContactCard icon={<MailIcon size={22} />} title="Order support">
            <a href={`mailto:${shopContact.supportEmail}`} className={styles.big}>
              {shopContact.supportEmail}
            </a>
            <p>Cancellations, returns, refunds and damaged items. Add a photo if something is wrong.</p>
          </ContactCard>
          <ContactCard icon={<MailIcon size={22} />} title="General enquiries">
            <a href={`mailto:${shopContact.infoEmail}`} className={styles.big}>
              {shopContact.infoEmail}
            </a>
            <p>Bulk and team orders, collaborations and everything else.</p>
          </ContactCard>
          <ContactCard icon={<PinIcon size={22} />} title="Find us">
            <address className={styles.address}>
              <strong>{shopContact.office.label}</strong>
              {shopContact.office.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <address className={styles.address}>
              <strong>{shopContact.store.label} (opening in February)</strong>
              {shopContact.store.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </ContactCard>
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="help-social">
        <h2 id="help-social" className={styles.blockTitle}>
          Follow {policyFacts.shopName}
        </h2>
        <SocialLinks listClassName={`bare-list ${styles.social}`} linkClassName={styles.socialLink} />
      </section>

      <section className={styles.block} aria-labelledby="help-quick">
        <h2 id="help-quick" className={styles.blockTitle}>
          Quick help
        </h2>
        <ul className={`bare-list ${styles.quick}`}>
          {quickHelp.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.quickLink}>
                <span className={styles.quickLabel}>{item.label}</span>
                <span className={styles.quickNote}>{item.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PolicyPage>
  );
}
