/**
 * The studio's curated text fonts: families a shopper may pick for a text layer.
 * Every one is under the SIL Open Font License 1.1 (each package's metadata.json says so),
 * which lets the shop print it on garments it sells; each comes from its pinned @fontsource
 * package, the same files in the browser and in the server's print renderer.
 *
 * A family's id is what a saved design holds (`fontFamily` on a text layer); its absence means
 * the shop's own face, Manrope, as every design saved before the picker. The ids are kept for
 * ever: renaming one would make saved designs unreadable.
 */

/** What kind of face it is, shown nowhere yet but used to order the picker and in tests. */
export type FontCategory = 'sans' | 'display' | 'serif' | 'slab' | 'script';

export interface TextFontFamily {
  /** Saved in designs; kebab-case, never renamed. */
  readonly id: string;
  /** The family's own name, shown in the picker in its own face. */
  readonly name: string;
  readonly category: FontCategory;
  /** The @fontsource package (pinned exactly in package.json). */
  readonly pkg: string;
  /** File stem in the package's files/ folder: `<stem>-<subset>-<weight>-<style>.woff(2)`. */
  readonly stem: string;
  /**
   * The cuts shipped, from those the package has: for each studio weight (200, 400, 700, 800)
   * the one CSS weight matching picks, so no file is shipped that nothing draws with.
   */
  readonly weights: readonly number[];
  /** Whether the family has real italics; without them browser and Skia slant the upright cut. */
  readonly italic: boolean;
  /** Whether it draws Hindi too: its Devanagari glyphs are a second face (see print-font-stack.ts). */
  readonly devanagari: boolean;
}

/** The shop's own face: absent `fontFamily` means this one. Its faces are the print stack's first. */
export const DEFAULT_FONT_FAMILY_ID = 'manrope';

/**
 * Picker order: the default first, then sans and display faces a tee wants most, serif, slab,
 * script, and the three that also draw Hindi (two display faces and a hand-lettered one).
 */
export const TEXT_FONT_FAMILIES = [
  { id: 'manrope', name: 'Manrope', category: 'sans', pkg: '@fontsource/manrope', stem: 'manrope', weights: [200, 400, 700, 800], italic: false, devanagari: false },
  { id: 'oswald', name: 'Oswald', category: 'sans', pkg: '@fontsource/oswald', stem: 'oswald', weights: [200, 400, 700], italic: false, devanagari: false },
  { id: 'anton', name: 'Anton', category: 'display', pkg: '@fontsource/anton', stem: 'anton', weights: [400], italic: false, devanagari: false },
  { id: 'bebas-neue', name: 'Bebas Neue', category: 'display', pkg: '@fontsource/bebas-neue', stem: 'bebas-neue', weights: [400], italic: false, devanagari: false },
  { id: 'playfair-display', name: 'Playfair Display', category: 'serif', pkg: '@fontsource/playfair-display', stem: 'playfair-display', weights: [400, 700, 800], italic: true, devanagari: false },
  { id: 'zilla-slab', name: 'Zilla Slab', category: 'slab', pkg: '@fontsource/zilla-slab', stem: 'zilla-slab', weights: [300, 400, 700], italic: true, devanagari: false },
  { id: 'pacifico', name: 'Pacifico', category: 'script', pkg: '@fontsource/pacifico', stem: 'pacifico', weights: [400], italic: false, devanagari: false },
  { id: 'dancing-script', name: 'Dancing Script', category: 'script', pkg: '@fontsource/dancing-script', stem: 'dancing-script', weights: [400, 700], italic: false, devanagari: false },
  { id: 'teko', name: 'Teko', category: 'display', pkg: '@fontsource/teko', stem: 'teko', weights: [300, 400, 700], italic: false, devanagari: true },
  { id: 'baloo-2', name: 'Baloo 2', category: 'display', pkg: '@fontsource/baloo-2', stem: 'baloo-2', weights: [400, 700, 800], italic: false, devanagari: true },
  { id: 'kalam', name: 'Kalam', category: 'script', pkg: '@fontsource/kalam', stem: 'kalam', weights: [300, 400, 700], italic: false, devanagari: true },
] as const satisfies readonly TextFontFamily[];

export type FontFamilyId = (typeof TEXT_FONT_FAMILIES)[number]['id'];

export const FONT_FAMILY_IDS = TEXT_FONT_FAMILIES.map((family) => family.id) as [FontFamilyId, ...FontFamilyId[]];

/** A family by id; an unknown id (not from a validated design) gives the default. */
export function textFontFamily(id: string | undefined): TextFontFamily {
  return TEXT_FONT_FAMILIES.find((family) => family.id === id) ?? TEXT_FONT_FAMILIES[0];
}

export function isFontFamilyId(value: unknown): value is FontFamilyId {
  return typeof value === 'string' && (FONT_FAMILY_IDS as readonly string[]).includes(value);
}
