import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { authStateAtom } from '../../../stores/auth-atoms';
import { cartQuery, removeCartLine, removeDesignLine } from '../api/cart';
import { queryKeys } from '../../../../api/query-keys';

/** The signed-in user's cart; not asked for while signed out or unknown. */
export function useCart() {
  const auth = useAtomValue(authStateAtom);
  return useQuery({ ...cartQuery, enabled: auth.status === 'signed-in' });
}

/** Lines in the cart (products and custom designs), for the header badge (0 when signed out). */
export function useCartCount(): number {
  const auth = useAtomValue(authStateAtom);
  const cart = useCart();
  return auth.status === 'signed-in' ? (cart.data ? cart.data.products.length + cart.data.designs.length : 0) : 0;
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}

export function useRemoveDesignFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDesignLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
