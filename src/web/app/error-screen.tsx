import { PlainPage } from '../components/plain-page';
import { Button, ButtonLink } from '../components/ui/button';
import { useDocumentTitle } from '../hooks/use-document-title';
import { describeRouteError } from './route-error';
import { ScreenLive } from './screen-live';
import styles from './error-screen.module.css';

function ErrorPanel({ error }: { error: unknown }) {
  const { status, line } = describeRouteError(error);
  const notFound = status === 404;
  useDocumentTitle(notFound ? 'Page not found' : 'Something went wrong');
  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {status ?? '!'}
      </p>
      <h1 id="error-title" className={styles.title}>
        Unexpected Application Error!
      </h1>
      <p className={styles.status}>{line}</p>
      <p className={styles.hint}>
        {notFound
          ? 'This page does not exist or has moved. Check the address, or head back to the shop.'
          : 'Something went wrong while showing this screen. Try again, or head back to the shop.'}
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/" variant="primary">
          Back to home
        </ButtonLink>
        {notFound ? null : (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        )}
      </div>
    </section>
  );
}

/** The routing-failure screen inside the main layout (navigation bar and footer stay). */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <>
      <ErrorPanel error={error} />
      <ScreenLive />
    </>
  );
}

/** The same screen for failures outside the layout, or of the layout itself. */
export function StandaloneErrorScreen({ error }: { error: unknown }) {
  return (
    <PlainPage>
      <ErrorPanel error={error} />
      <ScreenLive />
    </PlainPage>
  );
}
