/**
 * The print-parity rule (tests/e2e/print-parity.spec.ts), for the designers' bench: a pixel
 * differs when any premultiplied RGBA channel is more than CHANNEL_TOLERANCE of 255 apart; the
 * share is over the pixels inked in either image. The overlay paints a differing pixel red where
 * the server has the ink and blue where the browser has it, and every other inked pixel faint grey.
 */
export const CHANNEL_TOLERANCE = 64;
/** The share of inked pixels allowed to differ before print parity fails (the e2e test's bound). */
export const MAX_DIFFERING = 0.04;

export interface PrintDiff {
  inked: number;
  differing: number;
  share: number;
  overlay: Uint8ClampedArray<ArrayBuffer>;
}

/** Compares two RGBA images of the same size: `browser` and `server` print files. */
export function printDiff(browser: Uint8ClampedArray, server: Uint8ClampedArray): PrintDiff {
  // eslint-disable-next-line no-restricted-syntax -- a programming error of the bench, never a shopper's
  if (browser.length !== server.length) throw new RangeError('the two print files differ in size');
  const overlay = new Uint8ClampedArray(browser.length);
  let inked = 0;
  let differing = 0;
  for (let i = 0; i < browser.length; i += 4) {
    const alphaA = browser[i + 3]!;
    const alphaB = server[i + 3]!;
    if (alphaA === 0 && alphaB === 0) continue;
    inked++;
    let worst = Math.abs(alphaA - alphaB);
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs((browser[i + c]! * alphaA - server[i + c]! * alphaB) / 255));
    if (worst > CHANNEL_TOLERANCE) {
      differing++;
      overlay[i] = alphaB >= alphaA ? 255 : 0;
      overlay[i + 2] = alphaB >= alphaA ? 0 : 255;
      overlay[i + 3] = 255;
    } else {
      overlay[i] = overlay[i + 1] = overlay[i + 2] = 200;
      overlay[i + 3] = 80;
    }
  }
  return { inked, differing, share: inked === 0 ? 0 : differing / inked, overlay };
}
