import { Image, Text } from 'react-konva';
import useImage from 'use-image';
import { canvasFontStyle } from '../../engine/kernels/font';
import type { GraphicLayer, ImageLayer, Layer, TextLayer } from '../../engine/model/design';
import { TEXT_LINE_HEIGHT } from '../../engine/model/text-options';
import { UNITS_PER_DISPLAY_PX } from '../../engine/model/units';
import type { ResolveImageSrc } from '../types';
import type { useLayerDrag } from './use-layer-drag';

/** The shop's display font, self-hosted (a generic fallback while it loads). */
export const STUDIO_FONT_FAMILY = "'Manrope Variable', sans-serif";

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
    <Text
      id={layer.id}
      name="design-layer"
      x={layer.x}
      y={layer.y}
      rotation={layer.rotation}
      width={layer.width}
      text={layer.content}
      fontSize={layer.fontSize * UNITS_PER_DISPLAY_PX}
      fontFamily={STUDIO_FONT_FAMILY}
      fontStyle={canvasFontStyle(layer)}
      lineHeight={TEXT_LINE_HEIGHT}
      fill={layer.color}
      align="center"
      draggable
      {...handlers}
    />
  );
}

function ImageNode({ layer, url, handlers }: { layer: GraphicLayer | ImageLayer; url: string; handlers: DragHandlers }) {
  const [image] = useImage(url, 'anonymous');
  return (
    <Image
      id={layer.id}
      name="design-layer"
      image={image}
      x={layer.x}
      y={layer.y}
      rotation={layer.rotation}
      width={layer.width}
      height={layer.height}
      draggable
      {...handlers}
    />
  );
}
