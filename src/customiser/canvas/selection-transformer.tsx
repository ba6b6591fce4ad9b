import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Transformer } from 'react-konva';
import { resizeLayer } from '../../engine/commands/resize-layer';
import type { DesignStore } from '../../engine/design-store';
import type { Layer } from '../../engine/model/design';
import { gestureLayerIdAtom } from '../atoms';
import { useSetAtom } from '../jotai';

const ACCENT = '#ff4d2e';
/** Smallest box a shopper can drag a layer down to, in screen px. */
const MIN_BOX_PX = 16;

/**
 * Resize and rotate handles on the selected layer. Graphics keep their aspect (corner
 * handles only); text gets side handles that change its box width, never its font size.
 * The end of a gesture is one `resizeLayer` command.
 */
export function SelectionTransformer({ selected, store, coarsePointer }: { selected: Layer | null; store: DesignStore; coarsePointer: boolean }) {
  const ref = useRef<Konva.Transformer>(null);
  const setGesture = useSetAtom(gestureLayerIdAtom);
  const isText = selected?.kind === 'text';

  useEffect(() => {
    const transformer = ref.current;
    if (!transformer) return;
    const node = selected ? transformer.getStage()?.findOne(`#${selected.id}`) : undefined;
    transformer.nodes(node ? [node] : []);
    transformer.getLayer()?.batchDraw();
  }, [selected]);

  // The transformer's own events name it as the target, so the node is read from it.
  const attached = (): Konva.Node | undefined => ref.current?.nodes()[0];

  const onTransform = () => {
    const node = attached();
    if (!node) return;
    // Text: turn the stretch into a wider box at once, so the letters never look squashed.
    if (isText) node.setAttrs({ width: Math.max(1, node.width() * node.scaleX()), scaleX: 1, scaleY: 1 });
  };

  const onTransformEnd = () => {
    const node = attached();
    if (!node) return;
    const width = node.width() * node.scaleX();
    const height = node.height() * node.scaleY();
    node.setAttrs({ scaleX: 1, scaleY: 1 });
    setGesture(null);
    store.run(resizeLayer, { id: node.id(), width, height, x: node.x(), y: node.y(), rotation: node.rotation() });
  };

  return (
    <Transformer
      ref={ref}
      name="selection-transformer"
      keepRatio={!isText}
      enabledAnchors={isText ? ['middle-left', 'middle-right'] : ['top-left', 'top-right', 'bottom-left', 'bottom-right']}
      rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
      rotationSnapTolerance={4}
      flipEnabled={false}
      anchorSize={coarsePointer ? 22 : 11}
      rotateAnchorOffset={coarsePointer ? 36 : 26}
      borderStroke={ACCENT}
      anchorStroke={ACCENT}
      anchorCornerRadius={coarsePointer ? 11 : 2}
      onTransformStart={() => setGesture(selected?.id ?? null)}
      onTransform={onTransform}
      onTransformEnd={onTransformEnd}
      boundBoxFunc={(oldBox, newBox) => (Math.abs(newBox.width) < MIN_BOX_PX || Math.abs(newBox.height) < MIN_BOX_PX ? oldBox : newBox)}
    />
  );
}
