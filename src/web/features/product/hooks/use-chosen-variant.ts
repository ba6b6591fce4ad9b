import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ProductDetail, ProductVariant } from '../logic/product-types';
import { productPath } from '../../../../shared/screen-routes';
import { chosenVariant } from '../logic/variants';

/**
 * The colour shown, kept in the address (/display/{productId}/{variantId}) so that a shared
 * link or a reload opens the same colour. Choosing a colour replaces the history entry (Back
 * leaves the product rather than stepping through colours) and keeps the scroll position.
 */
export function useChosenVariant(product: ProductDetail): {
  variant: ProductVariant | undefined;
  chooseVariant: (variantId: string) => void;
} {
  const { variantId } = useParams();
  const navigate = useNavigate();
  const variant = chosenVariant(product.variants, variantId);

  const chooseVariant = useCallback(
    (nextId: string) => {
      void navigate(productPath(product._id, nextId), { replace: true, preventScrollReset: true });
    },
    [navigate, product._id],
  );

  // An unknown colour in the address shows the first colour; correct the address to match.
  const shownId = variant?._id;
  useEffect(() => {
    if (shownId && shownId.toLowerCase() !== variantId?.toLowerCase()) chooseVariant(shownId);
  }, [shownId, variantId, chooseVariant]);

  return { variant, chooseVariant };
}
