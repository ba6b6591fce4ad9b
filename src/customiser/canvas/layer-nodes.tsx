import { Util } from 'konva/lib/Util';
import { useMemo } from 'react';
import { Image, Shape } from 'react-konva';
import { curvedTextNodeAttrs, measuredCurvedLayout, type TextMeasurer } from '../../engine/kernels/curved-text-node';
import { imageNodeAttrs, textNodeAttrs } from '../../engine/kernels/node-attrs';
import type { GraphicLayer, ImageLayer, Layer, TextLayer } from '../../engine/model/design';
import type { ResolveImageSrc } from '../types';
import { useTintedImage } from './tinted-image';
import type { useLayerDrag } from './use-layer-drag';
import { WordWiseTextElement } from './word-wise-text';

type DragHandlers = ReturnType<typeof useLayerDrag>;

interface LayerNodeProps {
  layer: Layer;
  resolveSrc: ResolveImageSrc;
  handlers: DragHandlers;
}

/** One design layer on the canvas, in print units (its parent group scales units to px); a locked one does not drag. */
export function LayerNode({ layer, resolveSrc, handlers }: LayerNodeProps) {
  if (layer.kind === 'text') return <TextNode layer={layer} handlers={handlers} />;
  return <ImageNode layer={layer} url={resolveSrc(layer.src)} handlers={handlers} />;
}

function TextNode({ layer, handlers }: { layer: TextLayer; handlers: DragHandlers }) {
  if (layer.curve) return <CurvedTextNode layer={layer} handlers={handlers} />;
  return (
    <WordWiseTextElement name="design-layer" {...textNodeAttrs(layer)} draggable={!layer.locked} {...handlers} />
  );
}

let measurer: TextMeasurer | null = null;

/** The scratch canvas a synthetic 'lighter' curve is thinned on, as straight text's (word-wise-text.ts). */
const createScratchCanvas = () => Util.createCanvasElement();

/**
 * A curved text: letters measured on a canvas with the studio's fonts and laid along the arc
 * by the engine's kernel, drawn by the same node attributes as the print file. The stage
 * re-creates its nodes when a font arrives, so a layout measured with a fallback face is redone.
 */
function CurvedTextNode({ layer, handlers }: { layer: TextLayer; handlers: DragHandlers }) {
  const layout = useMemo(() => {
    measurer ??= Util.createCanvasElement().getContext('2d');
    return measurer ? measuredCurvedLayout(layer, measurer) : { glyphs: [], width: 1, height: 1 };
  }, [layer]);
  // One set of attributes per layout: a 'lighter' curve keeps its thinned drawing in them.
  const attrs = useMemo(() => curvedTextNodeAttrs(layer, layout, createScratchCanvas), [layer, layout]);
  return <Shape name="design-layer" {...attrs} draggable={!layer.locked} {...handlers} />;
}

function ImageNode({ layer, url, handlers }: { layer: GraphicLayer | ImageLayer; url: string; handlers: DragHandlers }) {
  // A one-ink graphic may carry a tint: drawn in that ink (kernels/tint.ts), as the print file is.
  const image = useTintedImage(url, layer.kind === 'graphic' ? layer.tint : undefined);
  return (
    <Image name="design-layer" image={image} {...imageNodeAttrs(layer)} draggable={!layer.locked} {...handlers} />
  );
}
