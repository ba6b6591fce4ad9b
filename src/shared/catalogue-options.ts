/** The fixed option lists of spec section 9, shared by the admin form, the server and the seed. */

export const CATEGORIES = ['upperwear', 'bottomwear'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SUB_CATEGORIES = ['t-shirt', 'oversize-t-shirt', 'regular-t-shirt', 'hoodie', 'shacket'] as const;
export type SubCategory = (typeof SUB_CATEGORIES)[number];

export const TAGS = ['trending', 'newarrival', 'lowsell'] as const;
export type Tag = (typeof TAGS)[number];

/** Customiser and admin sizes. */
export const SHOP_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type ShopSize = (typeof SHOP_SIZES)[number];

/** The product page offers only these (spec section 9). */
export const PRODUCT_PAGE_SIZES = ['M', 'L', 'XL', 'XXL'] as const satisfies readonly ShopSize[];

export const GARMENT_TYPES = ['tshirt', 'hoodie'] as const;
export type GarmentType = (typeof GARMENT_TYPES)[number];

/** Page sizes of spec section 9. */
export const LIST_PAGE_SIZE = 8;
export const SEARCH_PAGE_SIZE = 4;
export const MAX_PAGE_SIZE = 50;
/** The longest search text the API takes (openapi.yaml's searchProducts query). */
export const SEARCH_MAX_LENGTH = 100;
/** What a search with no hit says, word for word: the header's box and the results page. */
export const NO_RESULTS = 'No results found';

/** The upper-wear filter tabs and the sub-categories each selects (spec section 2). */
export const UPPER_WEAR_TABS = [
  { label: 'All', subCategories: null },
  { label: 'Tshirt', subCategories: ['t-shirt', 'oversize-t-shirt', 'regular-t-shirt'] },
  { label: 'Oversize Tshirt', subCategories: ['oversize-t-shirt'] },
  { label: 'Regular Tshirt', subCategories: ['regular-t-shirt'] },
  { label: 'Hoodie', subCategories: ['hoodie'] },
  { label: 'Shacket', subCategories: ['shacket'] },
] as const satisfies readonly { label: string; subCategories: readonly SubCategory[] | null }[];
