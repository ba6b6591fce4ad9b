import { createCanvas } from '@napi-rs/canvas';
import type KonvaType from 'konva';
import { curvedTextNodeAttrs, measuredCurvedLayout, type TextMeasurer } from '../../../engine/kernels/curved-text-node';
import { textNodeAttrs } from '../../../engine/kernels/node-attrs';
import { makeTextWordWise, type TextPrototype } from '../../../engine/kernels/word-wise-text';
import type { TextLayer } from '../../../engine/model/design';

let measurer: TextMeasurer | null = null;

/** Konva.Text measured and drawn word by word, as the studio draws it (engine/kernels/word-wise-text.ts); one class per Konva. */
const wordWiseTextClasses = new WeakMap<typeof KonvaType.Text, typeof KonvaType.Text>();

export function wordWiseText(Konva: typeof KonvaType): typeof KonvaType.Text {
  let WordWiseText = wordWiseTextClasses.get(Konva.Text);
  if (!WordWiseText) {
    WordWiseText = class extends Konva.Text {};
    makeTextWordWise(WordWiseText.prototype as unknown as TextPrototype, () => Konva.Util.createCanvasElement());
    wordWiseTextClasses.set(Konva.Text, WordWiseText);
  }
  return WordWiseText;
}

/**
 * A text layer's Konva node for a print file or preview, from the same attributes as the
 * studio's canvas: Konva.Text for straight text, and for curved text a shape laid out from
 * advances measured on a Skia canvas with the print fonts (konvaInNode registers them first).
 */
export function textLayerNode(Konva: typeof KonvaType, layer: TextLayer): KonvaType.Shape {
  if (!layer.curve) return new (wordWiseText(Konva))(textNodeAttrs(layer));
  measurer ??= createCanvas(1, 1).getContext('2d');
  return new Konva.Shape(curvedTextNodeAttrs(layer, measuredCurvedLayout(layer, measurer), () => Konva.Util.createCanvasElement()) as unknown as KonvaType.ShapeConfig);
}
