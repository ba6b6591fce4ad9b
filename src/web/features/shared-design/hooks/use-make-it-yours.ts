import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, messageOf } from '../../../../api/errors';
import { authStateAtom } from '../../../stores/auth-atoms';
import { browserStorage } from '../../../stores/browser-storage';
import { isPopupOpenAtom } from '../../../stores/popup-atoms';
import { remixSharedDesign } from '../api/shared-design-calls';

/** The link a visitor pressed 'Make it yours' on before logging in: made theirs once they are back. */
const PENDING_KEY = 'bhopal-threads.make-it-yours';

export type MakeItYoursStatus = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string };

/**
 * 'Make it yours': a copy of the shared design saved to the shopper's designs, then opened in
 * the studio. A visitor gets the login popup; after logging in they come back to the link and
 * the copy is made at once.
 */
export function useMakeItYours(slug: string) {
  const auth = useAtomValue(authStateAtom);
  const openLogin = useSetAtom(isPopupOpenAtom);
  const navigate = useNavigate();
  const [status, setStatus] = useState<MakeItYoursStatus>({ kind: 'idle' });
  const busy = useRef(false);

  const remix = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus({ kind: 'busy' });
    try {
      const copy = await remixSharedDesign(slug);
      browserStorage()?.removeItem(PENDING_KEY);
      navigate(`/customized/${copy.garment}?design=${encodeURIComponent(copy.id)}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        browserStorage()?.setItem(PENDING_KEY, slug);
        openLogin(true);
        setStatus({ kind: 'idle' });
      } else {
        setStatus({ kind: 'error', message: messageOf(error, 'Something went wrong. Please try again.') });
      }
    } finally {
      busy.current = false;
    }
  }, [slug, navigate, openLogin]);

  const makeItYours = () => {
    if (auth.status === 'signed-out') {
      browserStorage()?.setItem(PENDING_KEY, slug);
      openLogin(true);
      return;
    }
    void remix();
  };

  useEffect(() => {
    if (auth.status !== 'signed-in' || browserStorage()?.getItem(PENDING_KEY) !== slug) return;
    // Once, after the page has settled (a strict-mode second mount cancels the first).
    const timer = setTimeout(() => void remix(), 0);
    return () => clearTimeout(timer);
  }, [auth.status, slug, remix]);

  return { status, makeItYours };
}
