import { useQuery } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router-dom';
import { Studio } from '../../../../customiser/studio';
import type { GarmentType } from '../../../../shared/catalogue-options';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { garmentColoursQuery, graphicsQuery, resolveDesignSrc } from '../api/studio-data';
import { uploadDesignImage } from '../api/upload-image';
import { useAdoptLinkedDesign, useLinkedDesign } from '../hooks/use-linked-design';
import { useStudioDesign } from '../hooks/use-studio-design';
import { TemplateOffer } from './template-offer';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import { SavedDesigns } from './saved-designs';
import { AddDesignToCart } from './add-design-to-cart';
import { SaveDesignButton } from './save-design-button';
import { clearSavedId } from '../logic/saved-design-id';
import styles from './customiser.module.css';

const garmentNames: Record<GarmentType, string> = { tshirt: 'T-Shirt', hoodie: 'Hoodie' };

/**
 * The design studio route (spec section 2, /customized, /Tshirt, /Hoodie). Kept in its own
 * chunk: Konva must never load with the home page. Fetches the colours and graphics, keeps the
 * visitor's draft in localStorage and hands everything to the studio view.
 */
export function CustomiserScreen({ garment }: { garment: GarmentType }) {
  useDocumentTitle(`Customize your ${garmentNames[garment]}`);
  const colours = useQuery(garmentColoursQuery(garment));
  const graphics = useQuery(graphicsQuery);
  const navigate = useNavigate();
  const linked = useLinkedDesign();
  const { linkedId, requestedDesign, openError } = linked;
  const settled = !colours.isPending && !linked.pending;
  const design = useStudioDesign(garment, navigate, { settled, linkedId, requestedDesign, firstColour: colours.data?.[0]?.color });
  const { initial, offerTemplates, setOfferTemplates } = design;
  const hydrated = useHydrated();
  useAdoptLinkedDesign(linked, garment, navigate);

  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="studio-title">
      <StudioHeader garment={garment} />
      {colours.error ? (
        <p role="alert" className={styles.error}>
          Error fetching image: {colours.error.message}
        </p>
      ) : null}
      {openError ? (
        <p role="alert" className={styles.error}>
          {openError}
        </p>
      ) : null}
      {graphics.error ? (
        <p role="alert" className={styles.error}>
          Error fetching graphic: {graphics.error.message}
        </p>
      ) : null}
      {initial ? (
        <Studio
          key={design.studioKey}
          initialDesign={initial}
          garment={garment}
          colours={colours.data ?? []}
          graphics={graphics.data ?? []}
          resolveSrc={resolveDesignSrc}
          onDesignChange={design.onDesignChange}
          uploadImage={uploadDesignImage}
          onOpenDesign={design.openFromFile}
          intro={offerTemplates && hydrated ? <TemplateOffer garment={garment} colours={colours.data ?? []} onStart={clearSavedId} onClose={() => setOfferTemplates(false)} /> : null}
        >
          <AddDesignToCart colours={colours.data ?? []} status={design.cartStatus} onAdd={design.addToCart} />
          <SaveDesignButton status={design.saveStatus} onSave={design.save} />
        </Studio>
      ) : (
        <p className={styles.loading} role="status">
          Loading...
        </p>
      )}
      <SavedDesigns onOpen={design.openSaved} />
    </section>
  );
}

/** The studio's title and the choice of garment (each on its own route). */
function StudioHeader({ garment }: { garment: GarmentType }) {
  return (
    <header className={styles.header}>
      <h1 id="studio-title" className={styles.title}>
        Customize your {garmentNames[garment]}
      </h1>
      <nav aria-label="Garment" className={styles.garments}>
        <NavLink to="/customized/tshirt" className={({ isActive }) => (isActive || garment === 'tshirt' ? styles.activeGarment : styles.garment)} aria-current={garment === 'tshirt' ? 'page' : undefined}>
          T-Shirt
        </NavLink>
        <NavLink to="/customized/hoodie" className={() => (garment === 'hoodie' ? styles.activeGarment : styles.garment)} aria-current={garment === 'hoodie' ? 'page' : undefined}>
          Hoodie
        </NavLink>
      </nav>
    </header>
  );
}

export function TshirtCustomiserScreen() {
  return <CustomiserScreen garment="tshirt" />;
}

export function HoodieCustomiserScreen() {
  return <CustomiserScreen garment="hoodie" />;
}
