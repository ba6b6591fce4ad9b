import type Konva from 'konva';
import { SceneCanvas } from 'konva/lib/Canvas';
import { Image } from 'konva/lib/shapes/Image';
import { Util } from 'konva/lib/Util';

/** Room (CSS px) around a picture's layers for anti-aliasing and ink a node's box leaves out. */
const MARGIN_PX = 6;

/**
 * While layers are dragged the others stand still, so they are drawn once, at the drag's start,
 * into pictures: one per run of still layers between the moving ones (one layer dragged: the
 * layers below it and the layers above it). The pictures stand in their place (the layers
 * themselves hidden), in the same order, so each frame of the drag draws a few pictures and the
 * moving layers instead of every layer of the side: with 50 layers the redraw was most of a
 * pointer event's work (the studio bench). Each picture covers only its layers' bounds, so the
 * ten pictures a scattered selection of ten needs cost about what their layers cover. Returns
 * what puts the layers back; call it before the drop changes the design.
 */
export function freezeOtherLayers(moving: Konva.Node | readonly Konva.Node[]): () => void {
  const nodes = Array.isArray(moving) ? moving : [moving as Konva.Node];
  const first = nodes[0];
  const group = first?.getParent();
  const layer = first?.getLayer();
  const stage = first?.getStage();
  if (!first || !group || !layer || !stage) return () => {};
  const movingSet = new Set(nodes);
  // Runs of still, shown siblings, bottom to top, split by the moving ones.
  const runs: Konva.Node[][] = [[]];
  for (const node of group.getChildren()) {
    if (movingSet.has(node)) runs.push([]);
    // The fabric shade stays live on top: drawn into a picture it would shade only the layers of that run.
    else if (node.isVisible() && node.name() !== 'fabric-shade') runs.at(-1)!.push(node);
  }
  const stillRuns = runs.filter((run) => run.length > 0);
  if (stillRuns.length === 0) return () => {};

  const pixelRatio = layer.getCanvas().getPixelRatio();
  const scaleX = group.scaleX();
  const scaleY = group.scaleY();
  const canvases: SceneCanvas[] = [];
  // A picture of the given layers over the part of the stage they cover, at the layer's own
  // resolution, its edges on whole device pixels, placed in the group's units (the group scales
  // print units to stage px).
  const picture = (run: Konva.Node[]): Konva.Image | null => {
    const covered = run.map((node) => node.getClientRect()).reduce(unite);
    const m = MARGIN_PX * pixelRatio;
    const left = Math.max(0, Math.floor(covered.x * pixelRatio - m));
    const top = Math.max(0, Math.floor(covered.y * pixelRatio - m));
    const right = Math.min(Math.ceil(stage.width() * pixelRatio), Math.ceil((covered.x + covered.width) * pixelRatio + m));
    const bottom = Math.min(Math.ceil(stage.height() * pixelRatio), Math.ceil((covered.y + covered.height) * pixelRatio + m));
    if (right <= left || bottom <= top) return null;
    const canvas = new SceneCanvas({ width: (right - left) / pixelRatio, height: (bottom - top) / pixelRatio, pixelRatio });
    canvases.push(canvas);
    canvas.getContext().translate(-left / pixelRatio, -top / pixelRatio);
    for (const node of run) node.drawScene(canvas);
    // Drawn back at its own pixel size: a phone's pixel ratio (2.625) makes a canvas a fraction of
    // a pixel narrower than asked, and stretching it by that fraction would blur the layers.
    return new Image({
      image: canvas._canvas,
      x: (left / pixelRatio - group.x()) / scaleX,
      y: (top / pixelRatio - group.y()) / scaleY,
      width: canvas._canvas.width / pixelRatio / scaleX,
      height: canvas._canvas.height / pixelRatio / scaleY,
      listening: false,
      name: 'drag-snapshot',
    });
  };
  const pictures: Konva.Image[] = [];
  for (const run of stillRuns) {
    const image = picture(run);
    if (!image) continue;
    group.add(image);
    // In the run's place: just below the first node above the run (or on top).
    const above = group.getChildren().find((node: Konva.Node) => node.zIndex() > run.at(-1)!.zIndex() && node.name() !== 'drag-snapshot');
    image.zIndex(above ? above.zIndex() : group.getChildren().length - 1);
    pictures.push(image);
  }
  const hidden = stillRuns.flat();
  for (const node of hidden) node.visible(false);

  return () => {
    for (const node of pictures) node.destroy();
    for (const node of hidden) node.visible(true);
    for (const canvas of canvases) Util.releaseCanvas(canvas._canvas);
    layer.batchDraw();
  };
}

function unite(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}
