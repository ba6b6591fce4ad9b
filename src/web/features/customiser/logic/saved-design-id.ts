import { browserStorage } from '../../../stores/browser-storage';

/** The account design this browser's draft was last saved as, and a save waiting for login. */
const SAVED_ID_KEY = 'bhopal-threads.studio.saved-id';
const PENDING_KEY = 'bhopal-threads.studio.save-after-login';

export function readSavedId(): string | null {
  return browserStorage()?.getItem(SAVED_ID_KEY) ?? null;
}

export function writeSavedId(id: string) {
  browserStorage()?.setItem(SAVED_ID_KEY, id);
}

/** A visitor asked to save: the draft is saved to the account once they are back, logged in. */
export function markSaveAfterLogin(pending: boolean) {
  if (pending) browserStorage()?.setItem(PENDING_KEY, '1');
  else browserStorage()?.removeItem(PENDING_KEY);
}

export function isSaveAfterLoginPending(): boolean {
  return browserStorage()?.getItem(PENDING_KEY) === '1';
}

/** The draft is no longer an account design (a design opened from a file): Save makes a new one. */
export function clearSavedId() {
  browserStorage()?.removeItem(SAVED_ID_KEY);
}
