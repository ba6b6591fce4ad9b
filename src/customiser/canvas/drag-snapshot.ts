import type Konva from 'konva';
import { SceneCanvas } from 'konva/lib/Canvas';
import { Image } from 'konva/lib/shapes/Image';
import { Util } from 'konva/lib/Util';

/**
 * While one layer is dragged the others stand still, so they are drawn once, at the drag's start,
 * into two pictures: the layers below the dragged one and the layers above it. The pictures stand
 * in their place (the layers themselves hidden), in the same order, so each frame of the drag
 * draws two pictures and the dragged layer instead of every layer of the side: with 50 layers the
 * redraw was most of a pointer event's work (issue 21's bench). Returns what puts the layers
 * back; call it before the drop changes the design.
 */
export function freezeOtherLayers(dragged: Konva.Node): () => void {
  const group = dragged.getParent();
  const layer = dragged.getLayer();
  const stage = dragged.getStage();
  if (!group || !layer || !stage) return () => {};
  const siblings = group.getChildren();
  const index = siblings.indexOf(dragged);
  const shown = (node: Konva.Node) => node.isVisible();
  const below = siblings.slice(0, index).filter(shown);
  const above = siblings.slice(index + 1).filter(shown);
  if (below.length + above.length === 0) return () => {};

  const pixelRatio = layer.getCanvas().getPixelRatio();
  const scaleX = group.scaleX();
  const scaleY = group.scaleY();
  const canvases: SceneCanvas[] = [];
  // A picture of the given layers over the whole stage, at the layer's own resolution, placed in
  // the group's units (the group scales print units to stage px).
  const picture = (nodes: Konva.Node[]) => {
    const canvas = new SceneCanvas({ width: stage.width(), height: stage.height(), pixelRatio });
    canvases.push(canvas);
    for (const node of nodes) node.drawScene(canvas);
    // Drawn back at its own pixel size: a phone's pixel ratio (2.625) makes a canvas a fraction of
    // a pixel narrower than the stage, and stretching it by that fraction would blur the layers.
    return new Image({
      image: canvas._canvas,
      x: -group.x() / scaleX,
      y: -group.y() / scaleY,
      width: canvas._canvas.width / pixelRatio / scaleX,
      height: canvas._canvas.height / pixelRatio / scaleY,
      listening: false,
      name: 'drag-snapshot',
    });
  };
  const pictures: Konva.Image[] = [];
  if (below.length > 0) {
    const pictureBelow = picture(below);
    group.add(pictureBelow);
    pictureBelow.moveToBottom();
    pictures.push(pictureBelow);
  }
  if (above.length > 0) {
    const pictureAbove = picture(above);
    group.add(pictureAbove);
    pictureAbove.moveToTop();
    pictures.push(pictureAbove);
  }
  const hidden = [...below, ...above];
  for (const node of hidden) node.visible(false);

  return () => {
    for (const node of pictures) node.destroy();
    for (const node of hidden) node.visible(true);
    for (const canvas of canvases) Util.releaseCanvas(canvas._canvas);
    layer.batchDraw();
  };
}
