import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryTags } from '../../../../api/query';
import { addReview, addToCart, productKey } from '../api/product-calls';

/** POST /product/{id}/addreview; on success the product is fetched again so the review shows. */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { rating: number; comment: string }) => addReview({ productId, ...review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKey(productId) }),
  });
}

/** POST /cart/add; on success the cart (and its count in the header) is fetched again. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.cart] }),
  });
}
