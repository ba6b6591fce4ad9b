import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { authStateAtom } from '../../stores/auth-atoms';
import { ScreenSkeleton } from '../screen-skeleton';
import { ButtonLink } from '../ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './staff-styles';
import own from './staff-only.module.css';

function NotAllowed({ signedInAs }: { signedInAs: string | null }) {
  useDocumentTitle('Not allowed');
  const { pathname } = useLocation();
  return (
    <section className={`shell ${own.notAllowed}`} aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title" className={styles.title}>
        Not allowed
      </h1>
      <p className={styles.lead}>This page is for shop staff only.</p>
      {signedInAs ? (
        <>
          <p>
            You are signed in as {signedInAs}, which is a shopper account. Ask the shop owner if you need staff access.
          </p>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </>
      ) : (
        <>
          <p>Log in with a staff account to continue.</p>
          <ButtonLink to={`/login?redirect=${encodeURIComponent(pathname)}`}>Log In</ButtonLink>
        </>
      )}
    </section>
  );
}

/**
 * Shows its children to staff only; anyone else gets a clear 'Not allowed' page. The server
 * refuses every staff call on its own (401/403), so this is for clarity, not for security.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const auth = useAtomValue(authStateAtom);
  if (auth.status === 'unknown') return <ScreenSkeleton />;
  if (auth.status === 'signed-out') return <NotAllowed signedInAs={null} />;
  if (auth.user.role !== 'staff') return <NotAllowed signedInAs={auth.user.email} />;
  return <>{children}</>;
}
