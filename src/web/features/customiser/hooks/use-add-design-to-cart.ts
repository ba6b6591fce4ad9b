import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../../api/errors';
import type { Design } from '../../../../engine/model/design';
import { CART_MESSAGES } from '../../../../shared/cart-messages';
import { isPopupOpenAtom } from '../../../stores/popup-atoms';
import { addSavedDesignToCart } from '../api/design-cart';
import { saveDesignToAccount } from '../api/saved-designs';
import { savedDesignsQuery } from '../api/saved-designs-query';
import { queryKeys } from '../../../../api/query-keys';

export type AddToCartStatus = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added'; message: string } | { kind: 'error'; message: string };

/**
 * 'Add to cart' in the studio: saves the design to the account as it is now (the cart line
 * follows the saved design), then puts it in the cart. A visitor gets the login popup; the
 * draft stays in this browser, so nothing is lost while they log in.
 */
export function useAddDesignToCart(latest: { current: Design | null }) {
  const [status, setStatus] = useState<AddToCartStatus>({ kind: 'idle' });
  const openLoginPopup = useSetAtom(isPopupOpenAtom);
  const queryClient = useQueryClient();
  // `status` is stale between two quick clicks (React has not re-rendered yet): a ref is not.
  const busy = useRef(false);

  const add = async () => {
    const design = latest.current;
    if (!design || busy.current) return;
    busy.current = true;
    setStatus({ kind: 'adding' });
    try {
      const id = await saveDesignToAccount(design);
      void queryClient.invalidateQueries({ queryKey: savedDesignsQuery.queryKey });
      await addSavedDesignToCart(id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      setStatus({ kind: 'added', message: CART_MESSAGES.added });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        openLoginPopup(true);
        setStatus({ kind: 'idle' });
        return;
      }
      setStatus({ kind: 'error', message: messageOf(error, CART_MESSAGES.addFailed) });
    } finally {
      busy.current = false;
    }
  };

  return { status, add: () => void add() };
}
