/**
 * An outlined and shadowed text, drawn without Konva's buffer canvas.
 *
 * Konva casts one shadow from the outlined letters by drawing the text into a buffer and drawing
 * the buffer with the shadow. @napi-rs/canvas copies a canvas it draws from in full and blurs it
 * (about 1-2 s for each such text in a 300 DPI print file), so the text node turns the buffer off
 * (perfectDrawEnabled: false) and draws twice instead, with Konva's shadow already on the context:
 * 1. the shadow alone: the outline and the letters moved off the canvas with the shadow offset
 *    moved back by as much, so only their shadows land, where the buffer's would;
 * 2. the outline and the letters with the shadow off, over it.
 * The shadows of outline and fill are one colour (opaque, as the model's #rrggbb) laid over each
 * other, so where they overlap it is that colour once, not darker; the fill's shadow never covers
 * the outline, as it would with the shadow on in a single draw. With a blur the two shadows' soft
 * edges add up a little differently from a blur of their union (see the print-file test's bound).
 */

/** The canvas state the pass reads and moves (a 2D context: the browser's or @napi-rs/canvas's). */
interface NativeContext {
  readonly canvas: { readonly width: number; readonly height: number };
  getTransform(): { a: number; b: number; c: number; d: number; e: number; f: number };
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  save(): void;
  restore(): void;
  shadowColor: string;
  shadowOffsetX: number;
}

/** Konva's scene context as the pass needs it: the 2D context it wraps. */
export interface ShadowPassContext {
  readonly _context: NativeContext;
}

/** The effect attributes (textEffectAttrs) that decide whether a node draws in two passes. */
export interface ShadowPassEffects {
  readonly strokeEnabled?: boolean;
  readonly shadowEnabled?: boolean;
}

/** True when a text has both an outline and a shadow: the case Konva would buffer. */
export function needsShadowPass(effects: ShadowPassEffects): boolean {
  return effects.strokeEnabled === true && effects.shadowEnabled === true;
}

/**
 * Draws `draw` (stroke then fill, with the shadow Konva applied) as a shadow-only pass and a
 * shadow-free pass. Off the hit canvas only: a hit context has no shadow, and its draw is the
 * node's hitFunc.
 */
export function drawWithShadowPass(context: ShadowPassContext, draw: () => void): void {
  const native = context._context;
  const { a, b, c, d, e, f } = native.getTransform();
  // Far enough right that nothing of the text stays on the canvas (a text is never wider than
  // the canvas it is drawn on three times over), a whole number of device px so that glyphs
  // keep their sub-pixel position and the shadow lands exactly where it would have.
  const away = Math.ceil(Math.abs(e) + 3 * (native.canvas.width + native.canvas.height));
  native.save();
  native.setTransform(a, b, c, d, e + away, f);
  native.shadowOffsetX -= away;
  draw();
  native.restore();
  native.save();
  native.shadowColor = 'rgba(0, 0, 0, 0)';
  draw();
  native.restore();
}

/** Konva.Text as the scene function below sees it: its attributes and its own drawing. */
interface TextShape {
  readonly attrs: ShadowPassEffects;
  _sceneFunc(context: ShadowPassContext): void;
}

/**
 * Scene function of a straight text (Konva.Text): its own drawing, in two passes when it is
 * outlined and shadowed. One function for every text, so a re-render never swaps it.
 */
export function textSceneFunc(context: ShadowPassContext, shape: { readonly attrs: ShadowPassEffects }): void {
  // Konva.Text's own scene function stays on the node when a sceneFunc attribute is given.
  const text = shape as TextShape;
  if (needsShadowPass(text.attrs)) drawWithShadowPass(context, () => text._sceneFunc(context));
  else text._sceneFunc(context);
}
