import { useCallback, useRef, useState } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import type { Design } from '../../../../engine/model/design';
import type { ParseDesignResult } from '../../../../engine/model/validate';
import type { GarmentType } from '../../../../shared/catalogue-options';
import { browserStorage } from '../../../stores/browser-storage';
import { restoreCarriedImages } from '../api/carried-images';
import { hasDraft, loadDraft, saveDraft } from '../logic/design-draft';
import { clearSavedId, writeSavedId } from '../logic/saved-design-id';
import { useAddDesignToCart } from './use-add-design-to-cart';
import { useSaveDesign } from './use-save-design';

export interface StudioStart {
  /** The garment's colours and any linked design have arrived (or failed): the studio may start. */
  settled: boolean;
  /** The `?design=` id, or null. */
  linkedId: string | null;
  requestedDesign: ParseDesignResult | null;
  /** The garment's first colour, for a blank design. */
  firstColour: string | undefined;
}

/**
 * The design the studio starts from (the linked design, else the visitor's draft in
 * localStorage) and the designs opened later, each change kept as the draft; Save and Add to
 * cart of the latest design. `studioKey` starts the studio afresh on an opened design.
 */
export function useStudioDesign(garment: GarmentType, navigate: NavigateFunction, { settled, linkedId, requestedDesign, firstColour }: StudioStart) {
  const [initial, setInitial] = useState<Design | null>(null);
  const [studioKey, setStudioKey] = useState(0);
  // Templates are offered to a shopper starting afresh (no draft, no design asked for), once the page is live.
  const [offerTemplates, setOfferTemplates] = useState(false);
  if (settled && !initial) {
    const fromLink = requestedDesign?.ok && requestedDesign.design.garment === garment ? requestedDesign.design : null;
    setOfferTemplates(linkedId === null && !hasDraft(browserStorage()));
    setInitial(fromLink ?? loadDraft(browserStorage(), garment, firstColour));
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

  // An opened design is the draft already; one for the other garment opens on its route.
  const show = (design: Design) => {
    if (design.garment !== garment) {
      navigate(`/customized/${design.garment}`);
      return;
    }
    setInitial(design);
    setStudioKey((key) => key + 1);
  };
  const openSaved = (design: Design, id: string) => {
    setOfferTemplates(false);
    saveDraft(browserStorage(), design);
    writeSavedId(id);
    show(design);
  };
  // A design opened from a studio preview PNG: a new draft (not an account design), its pictures the shopper's own (checked by the server).
  const openFromFile = async (design: Design, file: File) => {
    const restored = await restoreCarriedImages(design, file);
    setOfferTemplates(false);
    clearSavedId();
    saveDraft(browserStorage(), restored);
    show(restored);
  };

  return { initial, studioKey, offerTemplates, setOfferTemplates, onDesignChange, openSaved, openFromFile, saveStatus, save, cartStatus, addToCart };
}
