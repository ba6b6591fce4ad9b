import { UPPER_WEAR_TABS, type SubCategory } from '../../../../shared/catalogue-options';

export type UpperWearTab = (typeof UPPER_WEAR_TABS)[number];
export type UpperWearTabLabel = UpperWearTab['label'];

/** The search parameter that keeps the chosen tab in the address (?tab=hoodie), so Back returns to it. */
export const TAB_PARAM = 'tab';

/** A tab's name in the address: 'Oversize Tshirt' -> 'oversize-tshirt'. */
export function tabSlug(tab: UpperWearTab): string {
  return tab.label.toLowerCase().replace(/\s+/g, '-');
}

/** The tab named in the address; All for a missing or unknown value. */
export function tabFromSlug(slug: string | null): UpperWearTab {
  const wanted = (slug ?? '').trim().toLowerCase();
  return UPPER_WEAR_TABS.find((tab) => tabSlug(tab) === wanted) ?? UPPER_WEAR_TABS[0];
}

/**
 * The sub-categories path segment of the tab's list call (spec section 7:
 * /product/subcategory/{subcategories}/upperwear), or null for All, which lists the whole
 * upperwear category instead.
 */
export function subCategoriesSegment(tab: UpperWearTab): string | null {
  const subCategories: readonly SubCategory[] | null = tab.subCategories;
  return subCategories ? subCategories.join(',') : null;
}

/** The tab reached from index by an arrow key, Home or End (the tablist pattern); null for other keys. */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
