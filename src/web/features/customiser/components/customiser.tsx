import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NavLink, useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../../../api/errors';
import { Studio } from '../../../../customiser/studio';
import type { Design } from '../../../../engine/model/design';
import { parseDesign } from '../../../../engine/model/validate';
import type { GarmentType } from '../../../../shared/catalogue-options';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { garmentColoursQuery, graphicsQuery, resolveDesignSrc } from '../api/studio-data';
import { savedDesignQuery } from '../api/saved-designs-query';
import { uploadDesignImage } from '../api/upload-image';
import { useAddDesignToCart } from '../hooks/use-add-design-to-cart';
import { useSaveDesign } from '../hooks/use-save-design';
import { hasDraft, loadDraft, saveDraft } from '../logic/design-draft';
import { TemplateOffer } from './template-offer';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import { SavedDesigns } from './saved-designs';
import { AddDesignToCart } from './add-design-to-cart';
import { SaveDesignButton } from './save-design-button';
import { clearSavedId, writeSavedId } from '../logic/saved-design-id';
import { restoreCarriedImages } from '../api/carried-images';
import { browserStorage } from '../../../stores/browser-storage';
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
  const [initial, setInitial] = useState<Design | null>(null);
  const [studioKey, setStudioKey] = useState(0);
  const navigate = useNavigate();
  // `?design=<id>`: a saved design to open (the cart's 'Edit design'); the studio waits for it.
  const [searchParams, setSearchParams] = useSearchParams();
  const [linkedId] = useState(() => searchParams.get('design'));
  const requested = useQuery({ ...savedDesignQuery(linkedId ?? ''), enabled: linkedId !== null, refetchOnWindowFocus: false });
  const requestedDesign = useMemo(() => (requested.data ? parseDesign(requested.data.document) : null), [requested.data]);
  const openError =
    linkedId === null
      ? null
      : requested.isError
        ? `This design could not be opened: ${messageOf(requested.error, 'please try again')}.`
        : requestedDesign && !requestedDesign.ok
          ? 'This design could not be opened: this studio cannot read it.'
          : null;
  const settled = !colours.isPending && !(linkedId !== null && requested.isPending);

  // Templates are offered to a shopper starting afresh (no draft, no design asked for), once the page is live.
  const [offerTemplates, setOfferTemplates] = useState(false);
  const hydrated = useHydrated();
  if (settled && !initial) {
    const fromLink = requestedDesign?.ok && requestedDesign.design.garment === garment ? requestedDesign.design : null;
    setOfferTemplates(linkedId === null && !hasDraft(browserStorage()));
    setInitial(fromLink ?? loadDraft(browserStorage(), garment, colours.data?.[0]?.color));
  }

  const latest = useRef<Design | null>(null);
  const { status: saveStatus, save, designReady } = useSaveDesign(latest);
  const { status: cartStatus, add: addToCart } = useAddDesignToCart(latest);
  const onDesignChange = useCallback(
    (design: Design) => {
      latest.current = design;
      saveDraft(browserStorage(), design);
      designReady(design);
    },
    [designReady],
  );

  // Opening a saved design makes it the draft; a design for the other garment opens on its route.
  const openSaved = (design: Design, id: string) => {
    setOfferTemplates(false);
    saveDraft(browserStorage(), design);
    writeSavedId(id);
    if (design.garment !== garment) {
      navigate(`/customized/${design.garment}`);
      return;
    }
    setInitial(design);
    setStudioKey((key) => key + 1);
  };

  // A design opened from a studio preview PNG: a new draft (not an account design), its pictures the shopper's own (checked by the server).
  const openFromFile = async (design: Design, file: File) => {
    const restored = await restoreCarriedImages(design, file);
    setOfferTemplates(false);
    clearSavedId();
    saveDraft(browserStorage(), restored);
    if (restored.garment !== garment) {
      navigate(`/customized/${restored.garment}`);
      return;
    }
    setInitial(restored);
    setStudioKey((key) => key + 1);
  };

  // Once the linked design has arrived, it is the draft and what Save and Add to cart update
  // (once: a later refetch must not undo the shopper's changes); the address drops `?design=`
  // so that a reload keeps those changes.
  const linkHandled = useRef(false);
  useEffect(() => {
    if (linkedId === null || requested.isPending || linkHandled.current) return;
    linkHandled.current = true;
    if (requested.isSuccess && requestedDesign?.ok) {
      saveDraft(browserStorage(), requestedDesign.design);
      writeSavedId(requested.data._id);
      if (requestedDesign.design.garment !== garment) {
        navigate(`/customized/${requestedDesign.design.garment}`, { replace: true });
        return;
      }
    }
    setSearchParams(
      (params) => {
        params.delete('design');
        return params;
      },
      { replace: true },
    );
  }, [linkedId, requested.isPending, requested.isSuccess, requested.data, requestedDesign, garment, navigate, setSearchParams]);

  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="studio-title">
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
          key={studioKey}
          initialDesign={initial}
          garment={garment}
          colours={colours.data ?? []}
          graphics={graphics.data ?? []}
          resolveSrc={resolveDesignSrc}
          onDesignChange={onDesignChange}
          uploadImage={uploadDesignImage}
          onOpenDesign={openFromFile}
          intro={offerTemplates && hydrated ? <TemplateOffer garment={garment} colours={colours.data ?? []} onStart={clearSavedId} onClose={() => setOfferTemplates(false)} /> : null}
        >
          <AddDesignToCart colours={colours.data ?? []} status={cartStatus} onAdd={addToCart} />
          <SaveDesignButton status={saveStatus} onSave={save} />
        </Studio>
      ) : (
        <p className={styles.loading} role="status">
          Loading...
        </p>
      )}
      <SavedDesigns onOpen={openSaved} />
    </section>
  );
}

export function TshirtCustomiserScreen() {
  return <CustomiserScreen garment="tshirt" />;
}

export function HoodieCustomiserScreen() {
  return <CustomiserScreen garment="hoodie" />;
}
