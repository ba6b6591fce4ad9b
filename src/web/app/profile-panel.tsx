import { NavLink } from 'react-router-dom';
import { Button, ButtonLink } from '../components/ui/button';
import { Modal } from '../components/ui/modal';
import { accountLinks, mainNavLinks } from './nav-links';
import styles from './profile-panel.module.css';

/** The signed-in user as the verify call returns it (spec section 3). */
export interface ProfileUser {
  username: string;
  email: string;
  phone: string;
  address: string;
  /** Staff get an 'Admin' link to the staff screens; the server checks the role on every staff call. */
  role?: 'shopper' | 'staff';
}

export interface ProfilePanelProps {
  open: boolean;
  onClose: () => void;
  /** null while signed out (or while the session is still unknown). */
  user: ProfileUser | null;
  /** Shown as the Log out button when signed in. */
  onLogOut?: () => void;
  /** True while the log-out call runs. */
  loggingOut?: boolean;
  /** Why the last log-out failed, shown above the button. */
  logOutError?: string | null;
}

/**
 * The profile side panel (spec section 2): signed out it offers Sign Up and Log In; signed in
 * it shows the user's details and a Log out button (staff also get an 'Admin' link to the staff
 * screens). Both states list the section links.
 */
export function ProfilePanel({ open, onClose, user, onLogOut, loggingOut = false, logOutError = null }: ProfilePanelProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="drawer"
      eyebrow="Profile"
      title={user ? user.username : 'Welcome'}
      closeLabel="Close profile panel"
    >
      <div className={styles.content}>
        {user ? (
          <>
            <dl className={styles.details}>
              <div>
                <dt>E-mail</dt>
                <dd>{user.email}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{user.phone}</dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>{user.address}</dd>
              </div>
            </dl>
            <nav aria-label="Your account" className={styles.nav}>
              <ul className="bare-list">
                {accountLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)} onClick={onClose}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {user.role === 'staff' ? (
              <ButtonLink to="/admin" variant="primary" block onClick={onClose}>
                Admin
              </ButtonLink>
            ) : null}
            {logOutError ? (
              <p role="alert" className={styles.error}>
                {logOutError}
              </p>
            ) : null}
            {onLogOut ? (
              <Button variant="secondary" block onClick={onLogOut} disabled={loggingOut}>
                {loggingOut ? 'Loading...' : 'Log out'}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <p className={styles.intro}>Sign up or log in to track your orders, keep your cart and save your designs.</p>
            <div className={styles.authActions}>
              <ButtonLink to="/signup" variant="primary" block onClick={onClose}>
                Sign Up
              </ButtonLink>
              <ButtonLink to="/login" variant="secondary" block onClick={onClose}>
                Log In
              </ButtonLink>
            </div>
          </>
        )}
        <nav aria-label="Shop sections" className={styles.nav}>
          <ul className="bare-list">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end ?? false}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  onClick={onClose}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Modal>
  );
}
