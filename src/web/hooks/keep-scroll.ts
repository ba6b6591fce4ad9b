/**
 * What a navigation passes as its location state to stay where the page is scrolled (the router's
 * scroll restoration reads it): a new sort or filter of the same list, chosen halfway down it,
 * must not throw the shopper to the top.
 */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;

/** Whether a location's state asks to keep the scroll. */
export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
