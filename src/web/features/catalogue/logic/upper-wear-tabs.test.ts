import { describe, expect, it } from 'vitest';
import { UPPER_WEAR_TABS } from '../../../../shared/catalogue-options';
import { subCategoriesSegment, tabFromSlug, tabIndexForKey, tabSlug } from './upper-wear-tabs';

describe('upper-wear tabs', () => {
  it('selects the sub-categories of the spec table', () => {
    const segments = Object.fromEntries(UPPER_WEAR_TABS.map((tab) => [tab.label, subCategoriesSegment(tab)]));
    expect(segments).toEqual({
      All: null,
      Tshirt: 't-shirt,oversize-t-shirt,regular-t-shirt',
      'Oversize Tshirt': 'oversize-t-shirt',
      'Regular Tshirt': 'regular-t-shirt',
      Hoodie: 'hoodie',
      Shacket: 'shacket',
    });
  });

  it('names each tab in the address and reads it back', () => {
    expect(UPPER_WEAR_TABS.map(tabSlug)).toEqual(['all', 'tshirt', 'oversize-tshirt', 'regular-tshirt', 'hoodie', 'shacket']);
    for (const tab of UPPER_WEAR_TABS) expect(tabFromSlug(tabSlug(tab))).toBe(tab);
  });

  it('falls back to All for a missing or unknown tab and ignores case', () => {
    expect(tabFromSlug(null).label).toBe('All');
    expect(tabFromSlug('jeans').label).toBe('All');
    expect(tabFromSlug('Hoodie').label).toBe('Hoodie');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping', () => {
    expect(tabIndexForKey('ArrowRight', 0, 6)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 5, 6)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 6)).toBe(5);
    expect(tabIndexForKey('Home', 4, 6)).toBe(0);
    expect(tabIndexForKey('End', 1, 6)).toBe(5);
    expect(tabIndexForKey('Enter', 1, 6)).toBeNull();
  });
});
