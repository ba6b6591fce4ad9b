import { Link } from 'react-router-dom';
import { MailIcon, PhoneIcon, PinIcon } from '../components/ui/icons';
import { shopContact } from '../components/shop-contact';
import { SocialLinks } from '../components/social-links';
import { footerCatalogueLinks, footerCustomerCareLinks, footerPolicyLinks, type NavItem } from './nav-links';
import styles from './site-footer.module.css';

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly NavItem[] }) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={`bare-list ${styles.links}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The footer of spec section 1: catalogue sections, customer care, contact details, policies. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`shell ${styles.top}`}>
        <div className={styles.brandBlock}>
          <p className={styles.brand}>
            Bhopal<span className={styles.brandAccent}>/</span>Threads
          </p>
          <p className={styles.tagline}>Streetwear from the City of Lakes. Design your own tee or hoodie, delivered across India.</p>
          <SocialLinks listClassName={`bare-list ${styles.social}`} linkClassName={styles.socialLink} label="Follow Bhopal Threads" />
        </div>

        <div className={styles.groups}>
          <LinkGroup id="footer-products" title="Products" links={footerCatalogueLinks} />
          <LinkGroup id="footer-care" title="Customer Care" links={footerCustomerCareLinks} />

          <section className={`${styles.group} ${styles.contact}`} aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.groupTitle}>
              Contact Us
            </h2>
            <ul className={`bare-list ${styles.links}`}>
              <li>
                <a className={styles.contactLink} href={`mailto:${shopContact.supportEmail}`}>
                  <MailIcon size={18} />
                  <span>
                    <span className={styles.contactLabel}>Support</span>
                    {shopContact.supportEmail}
                  </span>
                </a>
              </li>
              <li>
                <a className={styles.contactLink} href={`mailto:${shopContact.infoEmail}`}>
                  <MailIcon size={18} />
                  <span>
                    <span className={styles.contactLabel}>Info</span>
                    {shopContact.infoEmail}
                  </span>
                </a>
              </li>
              <li>
                <a className={styles.contactLink} href={shopContact.phoneHref}>
                  <PhoneIcon size={18} />
                  <span>
                    <span className={styles.contactLabel}>Phone</span>
                    {shopContact.phoneDisplay}
                  </span>
                </a>
              </li>
            </ul>
            {[shopContact.office, shopContact.store].map((place) => (
              <div key={place.label} className={styles.address}>
                <PinIcon size={18} />
                <div>
                  <span className={styles.contactLabel}>{place.label}</span>
                  <address>
                    {place.lines.map((line) => (
                      <span key={line} className={styles.addressLine}>
                        {line}
                      </span>
                    ))}
                  </address>
                </div>
              </div>
            ))}
          </section>

          <LinkGroup id="footer-policy" title="Our Policy" links={footerPolicyLinks} />
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="shell">© {year} Bhopal Threads · Bhopal, Madhya Pradesh, India · Prices in ₹ (INR), inclusive of GST</p>
      </div>
    </footer>
  );
}
