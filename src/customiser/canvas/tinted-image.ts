import { useEffect, useMemo, useSyncExternalStore } from 'react';
import useImage from 'use-image';
import { isOneInk, tintedCanvas } from '../../engine/kernels/tint';

function browserCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** Side of the small copy whose pixels decide whether a graphic is one ink. */
const SAMPLE_PX = 64;
/** Whether each image address (loaded by a canvas node) is one ink; read by the ink panel. */
const oneInkByUrl = new Map<string, boolean>();
const oneInkListeners = new Set<() => void>();

/** Works out once per address, from the image the canvas already loaded, whether it is one ink. */
function learnOneInk(url: string, image: HTMLImageElement): void {
  if (oneInkByUrl.has(url)) return;
  const context = browserCanvas(SAMPLE_PX, SAMPLE_PX).getContext('2d', { willReadFrequently: true });
  if (!context) return;
  context.drawImage(image, 0, 0, SAMPLE_PX, SAMPLE_PX);
  let oneInk = false;
  try {
    oneInk = isOneInk(context.getImageData(0, 0, SAMPLE_PX, SAMPLE_PX).data);
  } catch {
    // A picture from elsewhere without CORS cannot be read: printed in its own colours.
  }
  oneInkByUrl.set(url, oneInk);
  for (const listener of oneInkListeners) listener();
}

/**
 * The image as the canvas draws it: its own colours, or its shape in `tint`. The one load of
 * the picture (use-image): whether it is one ink is read from this same element (useOneInk).
 */
export function useTintedImage(url: string, tint: string | undefined): HTMLImageElement | HTMLCanvasElement | undefined {
  const [image] = useImage(url, 'anonymous');
  useEffect(() => {
    if (image) learnOneInk(url, image);
  }, [url, image]);
  return useMemo(() => (image && tint ? tintedCanvas(image, tint, browserCanvas) : image), [image, tint]);
}

const subscribe = (listener: () => void) => {
  oneInkListeners.add(listener);
  return () => oneInkListeners.delete(listener);
};

/**
 * Whether the graphic at `url` is one ink on a transparent ground (so it can be printed in any
 * ink); undefined until its canvas node has loaded it. Worked out once per address from a
 * 64 x 64 copy of the canvas's own image (no second load of the picture).
 */
export function useOneInk(url: string | undefined): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (url ? oneInkByUrl.get(url) : undefined),
    () => undefined,
  );
}
