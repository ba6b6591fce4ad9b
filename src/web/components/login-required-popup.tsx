import { useAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { isPopupOpenAtom } from '../stores/popup-atoms';
import { ButtonLink } from './ui/button';
import { Modal } from './ui/modal';
import styles from './login-required-popup.module.css';

/** `/login?redirect=…` (or `/signup`) that brings the shopper back to `currentPath` afterwards. */
export function accountHref(screen: '/login' | '/signup', currentPath: string): string {
  return `${screen}?redirect=${encodeURIComponent(currentPath)}`;
}

/**
 * The login-required popup of spec section 2, mounted once in the layout. Any screen opens it
 * with togglePopupAtom (buy, add to cart, review, ... as a visitor); its open state is the
 * shared isPopupOpen flag.
 */
export function LoginRequiredPopup() {
  const [open, setOpen] = useAtom(isPopupOpenAtom);
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const close = () => setOpen(false);
  return (
    <Modal open={open} onClose={close} title="Log In or Register" closeLabel="Close">
      <p className={styles.text}>You need to log in or register to place your order.</p>
      <div className={styles.actions}>
        <ButtonLink to={accountHref('/login', here)} variant="primary" block onClick={close}>
          Log In
        </ButtonLink>
        <ButtonLink to={accountHref('/signup', here)} variant="secondary" block onClick={close}>
          Register
        </ButtonLink>
      </div>
    </Modal>
  );
}
