import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  formDataReduxAtom,
  isPopupOpenAtom,
  isProfileOpenAtom,
  profilePopupAtom,
  setFormDataReduxAtom,
  togglePopupAtom,
} from './popup-atoms';

describe('popup atoms', () => {
  it('start closed and empty', () => {
    const store = createStore();
    expect(store.get(isPopupOpenAtom)).toBe(false);
    expect(store.get(isProfileOpenAtom)).toBe(false);
    expect(store.get(formDataReduxAtom)).toEqual({});
  });

  it('togglePopup flips isPopupOpen and leaves the profile flag alone', () => {
    const store = createStore();
    store.set(togglePopupAtom);
    expect(store.get(isPopupOpenAtom)).toBe(true);
    expect(store.get(isProfileOpenAtom)).toBe(false);
    store.set(togglePopupAtom);
    expect(store.get(isPopupOpenAtom)).toBe(false);
  });

  it('profilePopup flips isProfileOpen and leaves the popup flag alone', () => {
    const store = createStore();
    store.set(profilePopupAtom);
    expect(store.get(isProfileOpenAtom)).toBe(true);
    expect(store.get(isPopupOpenAtom)).toBe(false);
    store.set(profilePopupAtom);
    expect(store.get(isProfileOpenAtom)).toBe(false);
  });

  it('setFormDataRedux replaces the form data with the payload instead of merging', () => {
    const store = createStore();
    store.set(setFormDataReduxAtom, { name: 'Asha', pincode: '462011' });
    expect(store.get(formDataReduxAtom)).toEqual({ name: 'Asha', pincode: '462011' });
    store.set(setFormDataReduxAtom, { email: 'asha@example.in' });
    expect(store.get(formDataReduxAtom)).toEqual({ email: 'asha@example.in' });
    store.set(setFormDataReduxAtom, {});
    expect(store.get(formDataReduxAtom)).toEqual({});
  });

  it('keeps each store separate', () => {
    const first = createStore();
    const second = createStore();
    first.set(togglePopupAtom);
    expect(first.get(isPopupOpenAtom)).toBe(true);
    expect(second.get(isPopupOpenAtom)).toBe(false);
  });
});
