import { Image, Text } from 'react-konva';
import { imageNodeAttrs, textNodeAttrs } from '../../engine/kernels/node-attrs';
import type { GraphicLayer, ImageLayer, Layer, TextLayer } from '../../engine/model/design';
import type { ResolveImageSrc } from '../types';
import { useTintedImage } from './tinted-image';
import type { useLayerDrag } from './use-layer-drag';

type DragHandlers = ReturnType<typeof useLayerDrag>;

interface LayerNodeProps {
  layer: Layer;
  resolveSrc: ResolveImageSrc;
  handlers: DragHandlers;
}

/** One design layer on the canvas, in print units (its parent group scales units to px). */
export function LayerNode({ layer, resolveSrc, handlers }: LayerNodeProps) {
  if (layer.kind === 'text') return <TextNode layer={layer} handlers={handlers} />;
  return <ImageNode layer={layer} url={resolveSrc(layer.src)} handlers={handlers} />;
}

function TextNode({ layer, handlers }: { layer: TextLayer; handlers: DragHandlers }) {
  return (
    <Text name="design-layer" {...textNodeAttrs(layer)} draggable {...handlers} />
  );
}

function ImageNode({ layer, url, handlers }: { layer: GraphicLayer | ImageLayer; url: string; handlers: DragHandlers }) {
  // A one-ink graphic may carry a tint: drawn in that ink (kernels/tint.ts), as the print file is.
  const image = useTintedImage(url, layer.kind === 'graphic' ? layer.tint : undefined);
  return (
    <Image name="design-layer" image={image} {...imageNodeAttrs(layer)} draggable {...handlers} />
  );
}
