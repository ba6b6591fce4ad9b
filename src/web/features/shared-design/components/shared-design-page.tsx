import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { documentUrl } from '../../../../api/documents';
import type { components } from '../../../../api/schema.gen';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { CUSTOM_GARMENT_NAMES } from '../../../../shared/design-price';
import type { GarmentType } from '../../../../shared/catalogue-options';
import { isMissingShare, sharedDesignQuery } from '../api/shared-design-calls';
import { useMakeItYours } from '../hooks/use-make-it-yours';
import styles from './shared-design-page.module.css';

type Shared = components['schemas']['SharedDesign'];

/** The page's title for a shared design: its owner's name for it, or what it is. */
export function sharedDesignTitle(name: string, garment: GarmentType, color: string): string {
  return name || `A ${color} ${CUSTOM_GARMENT_NAMES[garment].replace('Custom ', '').toLowerCase()} design`;
}

/** Paints a swatch through the CSSOM: the shop's CSP refuses inline style attributes in the served HTML. */
const paint = (colour: string) => (element: HTMLElement | null) => {
  if (element) element.style.backgroundColor = colour;
};

function SharedDesignView({ shared }: { shared: Shared }) {
  const document = shared.document as { garment: GarmentType; color: string; size: string };
  const garmentName = CUSTOM_GARMENT_NAMES[document.garment];
  const title = sharedDesignTitle(shared.name, document.garment, document.color);
  useDocumentMeta({
    title,
    description: `${title}: a ${garmentName} designed in the Bhopal Threads studio, printed to order. Make it yours: open a copy in the studio, change anything and order it.`,
  });
  const { status, makeItYours } = useMakeItYours(shared.slug);
  const sides = [
    { key: shared.previewFront, label: 'Front' },
    { key: shared.previewBack, label: 'Back' },
  ];
  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="shared-design-title">
      <h1 id="shared-design-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.layout}>
        <div className={styles.mockups}>
          {sides.map((side) => (
            <figure key={side.label} className={styles.mockup}>
              {side.key ? (
                <img src={documentUrl(side.key)} alt={`${side.label} of ${title}`} width={400} height={400} />
              ) : (
                <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt={`${side.label}: nothing printed`} width={400} height={400} />
              )}
              <figcaption>{side.key ? side.label : `${side.label} (blank)`}</figcaption>
            </figure>
          ))}
        </div>
        <div className={styles.details}>
          <dl className={styles.facts}>
            <dt>Garment</dt>
            <dd>{garmentName}</dd>
            <dt>Colour</dt>
            <dd>
              {shared.colorHex ? <span className={styles.swatch} ref={paint(shared.colorHex)} aria-hidden="true" /> : null}
              {document.color}
            </dd>
            <dt>Printed</dt>
            <dd>{shared.printedSides === 2 ? 'Front and back' : shared.previewBack && !shared.previewFront ? 'Back' : 'Front'}</dd>
          </dl>
          {shared.price !== null ? <Price finalPrice={shared.price} size="lg" /> : <p className={styles.note}>This garment colour is no longer available; pick another in the studio.</p>}
          <p className={styles.note}>A copy opens in the studio: change anything you like, pick your size and order it. The original stays as it is.</p>
          <Button size="lg" block disabled={status.kind === 'busy'} onClick={makeItYours}>
            {status.kind === 'busy' ? 'Opening...' : 'Make it yours'}
          </Button>
          {status.kind === 'error' ? (
            <p className={styles.error} role="alert">
              {status.message}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function SharedDesignMissing() {
  useDocumentMeta({ title: 'Design not shared', description: 'This design is not shared, or its link has been stopped.' });
  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="shared-design-title">
      <h1 id="shared-design-title" className={styles.title}>
        This design is not shared
      </h1>
      <div className={styles.state}>
        <p className={styles.note}>The link has been stopped by its owner, or the address is not quite right.</p>
        <ButtonLink to="/customized">Design your own</ButtonLink>
      </div>
    </section>
  );
}

/** Beyond the spec: a shared design's public, read-only page, /d/{slug}. */
export function SharedDesignScreen() {
  const { slug = '' } = useParams();
  const shared = useQuery(sharedDesignQuery(slug));
  if (shared.data) return <SharedDesignView shared={shared.data} />;
  if (shared.isError) {
    if (isMissingShare(shared.error)) return <SharedDesignMissing />;
    return (
      <section className={`shell ${styles.screen}`}>
        <p className={styles.error} role="alert">
          This design could not be loaded.
        </p>
        <Button variant="secondary" onClick={() => void shared.refetch()}>
          Try again
        </Button>
      </section>
    );
  }
  return (
    <section className={`shell ${styles.screen}`}>
      <p className={styles.note} role="status">
        Loading...
      </p>
    </section>
  );
}
