import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../../api/errors';
import type { Design } from '../../../../engine/model/design';
import { isPopupOpenAtom } from '../../../stores/popup-atoms';
import { saveDesignToAccount } from '../api/saved-designs';
import { savedDesignsQuery } from '../api/saved-designs-query';
import { isSaveAfterLoginPending, markSaveAfterLogin } from '../logic/saved-design-id';

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** Saves a design; 'login' when the shopper must log in first. */
async function saveToAccount(design: Design): Promise<SaveStatus | 'login'> {
  try {
    await saveDesignToAccount(design);
    markSaveAfterLogin(false);
    return { kind: 'saved' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'login';
    return { kind: 'error', message: messageOf(error, 'Something went wrong. Please try again.') };
  }
}

/**
 * Saving the draft to the account. A visitor is asked to log in (the shared popup) and the
 * save is remembered, so the design is saved to the account when they come back logged in.
 */
export function useSaveDesign(latest: { current: Design | null }) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const openLoginPopup = useSetAtom(isPopupOpenAtom);
  const queryClient = useQueryClient();
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: savedDesignsQuery.queryKey });

  // A save waiting for login is tried once, when the studio first reports the draft.
  const autoTried = useRef(false);
  const designReady = useCallback((design: Design) => {
    if (autoTried.current || !isSaveAfterLoginPending()) return;
    autoTried.current = true;
    void saveToAccount(design).then((result) => {
      if (result !== 'login') setStatus(result);
      if (result !== 'login' && result.kind === 'saved') void queryClient.invalidateQueries({ queryKey: savedDesignsQuery.queryKey });
    });
  }, [queryClient]);

  // `status` is stale between two quick clicks (React has not re-rendered yet): a ref is not.
  const busy = useRef(false);
  const save = () => {
    const design = latest.current;
    if (!design || busy.current) return;
    busy.current = true;
    setStatus({ kind: 'saving' });
    void saveToAccount(design).then((result) => {
      busy.current = false;
      if (result === 'login') {
        markSaveAfterLogin(true);
        openLoginPopup(true);
        setStatus({ kind: 'idle' });
      } else {
        setStatus(result);
        if (result.kind === 'saved') refreshList();
      }
    });
  };

  return { status, save, designReady };
}
