/** The account design this browser's draft was last saved as, and a save waiting for login. */
const SAVED_ID_KEY = 'bhopal-threads.studio.saved-id';
const PENDING_KEY = 'bhopal-threads.studio.save-after-login';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readSavedId(): string | null {
  return storage()?.getItem(SAVED_ID_KEY) ?? null;
}

export function writeSavedId(id: string) {
  storage()?.setItem(SAVED_ID_KEY, id);
}

/** A visitor asked to save: the draft is saved to the account once they are back, logged in. */
export function markSaveAfterLogin(pending: boolean) {
  if (pending) storage()?.setItem(PENDING_KEY, '1');
  else storage()?.removeItem(PENDING_KEY);
}

export function isSaveAfterLoginPending(): boolean {
  return storage()?.getItem(PENDING_KEY) === '1';
}
