import { useEffect, useState } from 'react';
import { canvasFontStyle } from '../../engine/kernels/font';
import type { Layer } from '../../engine/model/design';
import { fontStackFor } from '../../shared/print-font-stack';

/** Every weight and style the studio draws, so each is loaded before text is measured. */
const FONT_FACES = ['200', '400', '700', '800'].flatMap((weight) => [`${weight} 20px 'Manrope Variable'`, `italic ${weight} 20px 'Manrope Variable'`]);

/**
 * The fonts a side's texts need, as (CSS font, characters) pairs: the stack's faces are split
 * by unicode-range, so `document.fonts.load(font, text)` fetches only the slices these
 * characters fall in (the Devanagari or emoji files only once such text is typed), and only
 * the picker families a text is drawn in, in the cut it uses.
 */
function neededFonts(layers: readonly Layer[]): Array<[font: string, text: string]> {
  const byFont = new Map<string, Set<string>>();
  for (const layer of layers) {
    if (layer.kind !== 'text') continue;
    const font = `${canvasFontStyle(layer)} 20px ${fontStackFor(layer.fontFamily)}`;
    const chars = byFont.get(font) ?? new Set<string>();
    for (const char of layer.content) chars.add(char);
    byFont.set(font, chars);
  }
  return [...byFont].map(([font, chars]) => [font, [...chars].sort().join('')]);
}

/**
 * Loads the faces the side's text needs and returns a number that changes whenever one
 * arrives: the canvas re-creates its text nodes then, because Konva measures text when it
 * is drawn, and a measurement made with a fallback font (or none, for a character only a
 * not-yet-loaded Noto face has) would leave wrong line breaks and a wrong layer box.
 */
export function useStudioFonts(layers: readonly Layer[] = []): number {
  const [epoch, setEpoch] = useState(0);
  useEffect(() => {
    if (typeof document === 'undefined' || !document.fonts) return;
    let live = true;
    Promise.all(FONT_FACES.map((face) => document.fonts.load(face)))
      .catch(() => undefined)
      .then(() => {
        if (live) setEpoch((n) => n + 1);
      });
    return () => {
      live = false;
    };
  }, []);

  // A key of the fonts and characters in use: a new character re-checks, a repeated one does not.
  const needed = neededFonts(layers);
  const key = JSON.stringify(needed);
  useEffect(() => {
    if (typeof document === 'undefined' || !document.fonts) return;
    const missing = (JSON.parse(key) as Array<[string, string]>).filter(([font, text]) => !document.fonts.check(font, text));
    if (missing.length === 0) return;
    let live = true;
    Promise.all(missing.map(([font, text]) => document.fonts.load(font, text)))
      .catch(() => undefined)
      .then(() => {
        if (live) setEpoch((n) => n + 1);
      });
    return () => {
      live = false;
    };
  }, [key]);
  return epoch;
}
