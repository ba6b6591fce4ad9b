import { useEffect, useMemo, useState } from 'react';
import type { Design } from '../engine/model/design';
import { designPrintChecks, type PrintCheck, type PrintCheckContext } from '../engine/model/print-quality';
import { useEditorState, useStudio } from './studio-context';
import type { GarmentColourOption, ResolveImageSrc } from './types';

type Pixels = { width: number; height: number };

/**
 * Pixel sizes of the catalogue graphics a design draws, read from the images the browser loads
 * (the design keeps a graphic's printed size only; the canvas has the same files cached).
 */
export function useGraphicPixels(design: Design, resolveSrc: ResolveImageSrc): ReadonlyMap<string, Pixels> {
  const [known, setKnown] = useState<ReadonlyMap<string, Pixels>>(() => new Map());
  const srcs = [...new Set([...design.sides.front, ...design.sides.back].flatMap((layer) => (layer.kind === 'graphic' ? [layer.src] : [])))];
  const key = srcs.filter((src) => !known.has(src)).join('\n');
  useEffect(() => {
    if (!key || typeof Image === 'undefined') return;
    let live = true;
    for (const src of key.split('\n')) {
      const image = new Image();
      image.onload = () => {
        if (live && image.naturalWidth > 0) setKnown((map) => new Map(map).set(src, { width: image.naturalWidth, height: image.naturalHeight }));
      };
      image.src = resolveSrc(src);
    }
    return () => {
      live = false;
    };
  }, [key, resolveSrc]);
  return known;
}

/** What the print-quality checks need from the studio's host data: the garment's colour and the graphics' pixels. */
export function usePrintCheckContext(design: Design, colours: readonly GarmentColourOption[], resolveSrc: ResolveImageSrc): PrintCheckContext {
  const pixels = useGraphicPixels(design, resolveSrc);
  const garmentHex = colours.find((colour) => colour.color === design.color)?.hex;
  return useMemo(() => ({ garmentHex, graphicPixels: (src: string) => pixels.get(src) }), [garmentHex, pixels]);
}

/** Every print-quality check the design fails now (both sides), for the layers, the panels and the Add to cart summary. */
export function usePrintChecks(): readonly PrintCheck[] {
  const { printChecks } = useStudio();
  const { design } = useEditorState();
  return useMemo(() => designPrintChecks(design, printChecks), [design, printChecks]);
}
