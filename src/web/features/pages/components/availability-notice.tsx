import { PlainPage } from '../../../components/plain-page';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useGoBack } from '../../../hooks/use-go-back';
import styles from './availability-notice.module.css';

/** The availability notice at /info (spec section 2): available starting January, with Back. */
export function AvailabilityNoticeScreen() {
  useDocumentMeta({
    title: 'Available from January',
    description: 'This Bhopal Threads store or product will be available starting January.',
  });
  const goBack = useGoBack();
  return (
    <PlainPage>
      <section className={`shell ${styles.screen}`} aria-labelledby="availability-title">
        <p className={styles.eyebrow}>Availability</p>
        <h1 id="availability-title" className={styles.title}>
          Available from <span className={styles.month}>January</span>
        </h1>
        <p className={styles.message}>
          The store or product will be available starting January. Thank you for your patience, we can&apos;t wait to
          see you.
        </p>
        <Button size="lg" onClick={goBack}>
          <ArrowLeftIcon size={20} />
          Back
        </Button>
      </section>
    </PlainPage>
  );
}
