import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { hydrateLater } from '../components/hydrate-later';
import { LoginRequiredPopup } from '../components/login-required-popup';
import { useLogOut } from '../features/account/hooks/use-account-mutations';
import { useCartCount } from '../features/cart/hooks/use-cart';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { currentUserAtom } from '../stores/auth-atoms';
import { flashNoticeAtom } from '../stores/flash-atoms';
import { isProfileOpenAtom } from '../stores/popup-atoms';
import { ProfilePanel } from './profile-panel';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './layout.module.css';

const FooterWhenWanted = hydrateLater('footer', SiteFooter);

/**
 * The main layout of spec section 2: navigation bar, the screen, the footer, the profile panel
 * (fed by the shared auth state) and the login-required popup.
 */
export function MainLayout() {
  const cartCount = useCartCount();
  const [profileOpen, setProfileOpen] = useAtom(isProfileOpenAtom);
  const user = useAtomValue(currentUserAtom);
  const logOut = useLogOut();
  const closeProfile = () => {
    setProfileOpen(false);
    logOut.reset();
  };
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main-content">
        Skip to content
      </a>
      <SiteHeader
        cartCount={cartCount}
        profileOpen={profileOpen}
        onToggleProfile={() => setProfileOpen((open) => !open)}
      />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <FlashNotice />
        <Outlet />
      </main>
      <FooterWhenWanted />
      <ProfilePanel
        open={profileOpen}
        onClose={closeProfile}
        user={user}
        onLogOut={() => logOut.mutate(undefined, { onSuccess: closeProfile })}
        loggingOut={logOut.isPending}
        logOutError={logOut.isError ? ACCOUNT_MESSAGES.fallback : null}
      />
      <LoginRequiredPopup />
    </div>
  );
}

/** The one-time notice (flash-atoms.ts) on the screen it was meant for, gone once the shopper moves on. */
function FlashNotice() {
  const [notice, setNotice] = useAtom(flashNoticeAtom);
  const { pathname } = useLocation();
  // The screen it was shown on (state adjusted while rendering); another screen drops it.
  const [shownOn, setShownOn] = useState<string | null>(null);
  if (notice && shownOn === null) setShownOn(pathname);
  if (!notice && shownOn !== null) setShownOn(null);
  const moved = shownOn !== null && shownOn !== pathname;
  useEffect(() => {
    if (moved) setNotice(null);
  }, [moved, setNotice]);
  const text = notice && !moved ? notice : null;
  // Rendered only with a notice: a status region on every page would be one more for tests and
  // screen readers to tell apart; this one arrives with the screen it belongs to.
  if (!text) return null;
  return (
    <div className={`shell ${styles.flash}`} role="status">
      <span>{text}</span>
      <button type="button" className={styles.flashClose} onClick={() => setNotice(null)} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
