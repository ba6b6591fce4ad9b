import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editProduct } from '../api/product-calls';

/** Saves a product's edited details, then (once the lists have refetched) closes the editor. */
export function useEditProduct(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editProduct, onSuccess: () => queryClient.invalidateQueries().then(onDone) });
}
