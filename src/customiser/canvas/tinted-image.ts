import { useMemo } from 'react';
import useImage from 'use-image';
import { isOneInk, tintedCanvas } from '../../engine/kernels/tint';

function browserCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The image as the canvas draws it: its own colours, or its shape in `tint`. */
export function useTintedImage(url: string, tint: string | undefined): HTMLImageElement | HTMLCanvasElement | undefined {
  const [image] = useImage(url, 'anonymous');
  return useMemo(() => (image && tint ? tintedCanvas(image, tint, browserCanvas) : image), [image, tint]);
}

/** Side of the small copy whose pixels decide whether a graphic is one ink. */
const SAMPLE_PX = 64;
const oneInkByUrl = new Map<string, boolean>();

/**
 * Whether the graphic at `url` is one ink on a transparent ground (so it can be printed in any
 * ink); undefined while it loads. Worked out once per address from a 64 x 64 copy.
 */
export function useOneInk(url: string | undefined): boolean | undefined {
  const [image] = useImage(url ?? '', 'anonymous');
  return useMemo(() => {
    if (!url || !image) return undefined;
    const known = oneInkByUrl.get(url);
    if (known !== undefined) return known;
    const context = browserCanvas(SAMPLE_PX, SAMPLE_PX).getContext('2d', { willReadFrequently: true });
    if (!context) return undefined;
    context.drawImage(image, 0, 0, SAMPLE_PX, SAMPLE_PX);
    let oneInk = false;
    try {
      oneInk = isOneInk(context.getImageData(0, 0, SAMPLE_PX, SAMPLE_PX).data);
    } catch {
      // A picture from elsewhere without CORS cannot be read: printed in its own colours.
    }
    oneInkByUrl.set(url, oneInk);
    return oneInk;
  }, [url, image]);
}
