import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { ApiError } from '../../../../api/errors';
import { isPopupOpenAtom } from '../../../stores/popup-atoms';
import { addReview, addToCart } from '../api/product-calls';
import { queryKeys } from '../../../../api/query-keys';

/** POST /product/{id}/addreview; on success the product is fetched again so the review shows. */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { rating: number; comment: string }) => addReview({ productId, ...review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.catalogue.product(productId) }),
  });
}

/** A 401: the session ended (logged out in another tab, expired) since this page learnt it. */
export const isSignedOutError = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * POST /cart/add; on success the cart (and its count in the header) is fetched again. A session
 * that ended meanwhile gets the login popup, as a visitor would, and the page learns it is
 * signed out, instead of the failure text.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const openLoginPopup = useSetAtom(isPopupOpenAtom);
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
    onError: (error) => {
      if (!isSignedOutError(error)) return;
      openLoginPopup(true);
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.all });
    },
  });
}
