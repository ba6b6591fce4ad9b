import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Transformer } from 'react-konva';
import { resizeLayer } from '../../engine/commands/resize-layer';
import type { DesignStore } from '../../engine/design-store';
import type { Layer } from '../../engine/model/design';
import { UNITS_PER_DISPLAY_PX } from '../../engine/model/units';
import { gestureLayerIdAtom } from '../atoms';
import { useSetAtom } from '../jotai';
import { HANDLE_PADDING_PX } from './remove-button-position';

const ACCENT = '#ff4d2e';
/** Smallest box a shopper can drag a layer down to, in screen px. */
const MIN_BOX_PX = 16;
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * Resize and rotate handles on the selected layer, set out from it by HANDLE_PADDING_PX so
 * that even a small graphic on a phone stays visible between its handles and can be dragged
 * larger at once. Graphics keep their aspect (corner handles only). Text has both: the side
 * handles change its box width; the corners scale the text, font size and width together.
 * The end of a gesture is one `resizeLayer` command.
 */
export function SelectionTransformer(props: { selected: Layer | null; store: DesignStore; coarsePointer: boolean; nodesEpoch: number }) {
  const { selected, store, coarsePointer, nodesEpoch } = props;
  const ref = useRef<Konva.Transformer>(null);
  const setGesture = useSetAtom(gestureLayerIdAtom);
  const isText = selected?.kind === 'text';
  // A curved text does not wrap, so it has no side handles: its corners scale its letters.
  const curvedText = selected?.kind === 'text' && selected.curve ? selected : null;

  useEffect(() => {
    const transformer = ref.current;
    if (!transformer) return;
    const node = selected ? transformer.getStage()?.findOne(`#${selected.id}`) : undefined;
    transformer.nodes(node ? [node] : []);
    transformer.getLayer()?.batchDraw();
    // nodesEpoch: the stage re-creates its layer nodes when a font arrives, and the handles
    // must move to the new node (they vanished from a text once its emoji face loaded).
  }, [selected, nodesEpoch]);

  // The transformer's own events name it as the target, so the node is read from it.
  const attached = (): Konva.Node | undefined => ref.current?.nodes()[0];

  const onTransform = () => {
    const node = attached() as Konva.Text | undefined;
    if (!node || !isText || curvedText) return;
    const scale = node.scaleX();
    if (CORNERS.includes(ref.current?.getActiveAnchor() ?? '')) {
      // A corner: the letters grow or shrink (the box with them), drawn at once at the new size.
      node.setAttrs({ fontSize: Math.max(1, node.fontSize() * scale), width: Math.max(1, node.width() * scale), scaleX: 1, scaleY: 1 });
    } else {
      // A side: a wider box at once, so the letters never look squashed.
      node.setAttrs({ width: Math.max(1, node.width() * scale), scaleX: 1, scaleY: 1 });
    }
  };

  const onTransformEnd = () => {
    const node = attached();
    if (!node) return;
    const scale = node.scaleX();
    const width = curvedText ? curvedText.width : node.width() * scale;
    const height = node.height() * node.scaleY();
    node.setAttrs({ scaleX: 1, scaleY: 1 });
    setGesture(null);
    const fontSize = curvedText ? curvedText.fontSize * scale : isText ? (node as Konva.Text).fontSize() / UNITS_PER_DISPLAY_PX : undefined;
    store.run(resizeLayer, { id: node.id(), width, height, x: node.x(), y: node.y(), rotation: node.rotation(), ...(fontSize === undefined ? {} : { fontSize }) });
  };

  return (
    <Transformer
      ref={ref}
      name="selection-transformer"
      keepRatio
      enabledAnchors={isText && !curvedText ? [...CORNERS, 'middle-left', 'middle-right'] : CORNERS}
      rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
      rotationSnapTolerance={4}
      flipEnabled={false}
      padding={HANDLE_PADDING_PX}
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
