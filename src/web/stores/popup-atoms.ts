import { atom } from 'jotai';

/**
 * The popup client state of spec sections 3-4 (the original shop kept it in a Redux slice, hence
 * the names). `isPopupOpen` is the shared flag of the login-required popup; `isProfileOpen`
 * drives the profile side panel; `formDataRedux` carries form data between screens.
 */
export type FormDataRedux = Record<string, unknown>;

export const isPopupOpenAtom = atom(false);
export const isProfileOpenAtom = atom(false);
export const formDataReduxAtom = atom<FormDataRedux>({});

/** togglePopup: flips the login-required popup's open flag. */
export const togglePopupAtom = atom(null, (get, set) => {
  set(isPopupOpenAtom, !get(isPopupOpenAtom));
});

/** profilePopup: flips the profile side panel's open flag. */
export const profilePopupAtom = atom(null, (get, set) => {
  set(isProfileOpenAtom, !get(isProfileOpenAtom));
});

/** setFormDataRedux: replaces (does not merge) the stored form data with the payload. */
export const setFormDataReduxAtom = atom(null, (_get, set, payload: FormDataRedux) => {
  set(formDataReduxAtom, payload);
});
