import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { authStateAtom } from '../../../stores/auth-atoms';
import { applyDiscountCode, cartQuery, removeCartLine, removeDesignSize, removeDiscountCode, setDesignLine, setProductLine } from '../api/cart';
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
    mutationFn: removeDesignSize,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}

/** A product line's size or quantity changed in the cart; the cart (and its totals) is read again from the server. */
export function useSetProductLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}

/** A design line's size or quantity changed, or another size added (a team order). */
export function useSetDesignLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDesignLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}

/** A discount code applied to or taken off the cart: the server's priced cart replaces the one shown. */
export function useDiscountCode() {
  const queryClient = useQueryClient();
  const settle = { onSuccess: (cart: Awaited<ReturnType<typeof applyDiscountCode>>) => queryClient.setQueryData(queryKeys.cart.all, cart) };
  const apply = useMutation({ mutationFn: applyDiscountCode, ...settle });
  const remove = useMutation({ mutationFn: removeDiscountCode, ...settle });
  return { apply, remove };
}
