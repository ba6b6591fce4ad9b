/**
 * The print shop's stock inks (plastisol, by the Pantone numbers a printer mixes to), shown as
 * swatches beside the free colour picker: a colour from this list prints exactly as shown,
 * where a picked colour is matched by the printer. Lower-case #rrggbb, as text colours are saved.
 */
export const PRINT_INKS = [
  { name: 'Black', hex: '#000000' },
  { name: 'White', hex: '#ffffff' },
  { name: 'Red (186 C)', hex: '#c8102e' },
  { name: 'Orange (1585 C)', hex: '#ff6a13' },
  { name: 'Gold (1235 C)', hex: '#ffb81c' },
  { name: 'Kelly green (348 C)', hex: '#00843d' },
  { name: 'Royal blue (293 C)', hex: '#003da5' },
  { name: 'Navy (289 C)', hex: '#0c2340' },
  { name: 'Maroon (202 C)', hex: '#862633' },
  { name: 'Pink (210 C)', hex: '#f99fc9' },
  { name: 'Grey (Cool Gray 7 C)', hex: '#97999b' },
] as const;

/** How many recently used colours the studio offers again. */
export const RECENT_COLOURS = 5;

/** The recent colours after `hex` is used: most recent first, no repeats, at most RECENT_COLOURS. */
export function withRecentColour(recent: readonly string[], hex: string): string[] {
  const colour = hex.toLowerCase();
  return [colour, ...recent.filter((c) => c !== colour)].slice(0, RECENT_COLOURS);
}
