import { Link, NavLink } from 'react-router-dom';
import { BagIcon, UserIcon } from '../components/ui/icons';
import { HeaderSearch } from '../features/catalogue/components/header-search';
import { mainNavLinks } from './nav-links';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  /** Number of products in the cart, shown on the cart icon. */
  cartCount: number;
  profileOpen: boolean;
  onToggleProfile: () => void;
}

function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The navigation bar: wordmark, the seven section links, the search box, the cart and the profile button. */
export function SiteHeader({ cartCount, profileOpen, onToggleProfile }: SiteHeaderProps) {
  const badge = cartCount > 99 ? '99+' : String(cartCount);
  return (
    <header className={styles.header}>
      <div className={`shell ${styles.bar}`}>
        <Link to="/" className={`wordmark ${styles.brand}`} aria-label="Bhopal Threads, home">
          Bhopal<span className="wordmark-accent">/</span>Threads
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul className={`bare-list ${styles.navList}`}>
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end ?? false}
                  className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.search}>
          <HeaderSearch />
        </div>
        <div className={styles.actions}>
          <Link to="/cart" className={styles.iconButton} aria-label={cartLabel(cartCount)}>
            <BagIcon />
            <span className={cartCount > 0 ? `${styles.badge} ${styles.badgeFilled}` : styles.badge} aria-hidden="true">
              {badge}
            </span>
          </Link>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Profile"
            aria-haspopup="dialog"
            aria-expanded={profileOpen}
            onClick={onToggleProfile}
          >
            <UserIcon />
          </button>
        </div>
      </div>
    </header>
  );
}
