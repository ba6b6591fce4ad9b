import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams, type NavigateFunction } from 'react-router-dom';
import { messageOf } from '../../../../api/errors';
import { parseDesign } from '../../../../engine/model/validate';
import type { GarmentType } from '../../../../shared/catalogue-options';
import { browserStorage } from '../../../stores/browser-storage';
import { savedDesignQuery } from '../api/saved-designs-query';
import { saveDraft } from '../logic/design-draft';
import { writeSavedId } from '../logic/saved-design-id';

export type LinkedDesign = ReturnType<typeof useLinkedDesign>;

/**
 * `?design=<id>`: a saved design to open (the cart's 'Edit design'); the studio waits for it
 * (`pending`). `openError` says why it could not be opened.
 */
export function useLinkedDesign() {
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

  return { linkedId, requested, requestedDesign, openError, pending: linkedId !== null && requested.isPending, setSearchParams };
}

/**
 * Once the linked design has arrived, it is the draft and what Save and Add to cart update
 * (once: a later refetch must not undo the shopper's changes); the address drops `?design=`
 * so that a reload keeps those changes. A design for the other garment opens on its route.
 */
export function useAdoptLinkedDesign({ linkedId, requested, requestedDesign, setSearchParams }: LinkedDesign, garment: GarmentType, navigate: NavigateFunction) {
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
}
