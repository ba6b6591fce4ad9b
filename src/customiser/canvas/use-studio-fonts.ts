import { useEffect, useState } from 'react';

/** Every weight and style the studio draws, so each is loaded before text is measured. */
const FONT_FACES = ['200', '400', '700', '800'].flatMap((weight) => [`${weight} 20px 'Manrope Variable'`, `italic ${weight} 20px 'Manrope Variable'`]);

/**
 * Loads the display font's faces and returns a number that changes once they are ready: the
 * canvas re-creates its text nodes then, because Konva measures text when it is drawn and a
 * measurement made with the fallback font would leave wrong line breaks and boxes.
 */
export function useStudioFonts(): number {
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
  return epoch;
}
