import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Transformer } from 'react-konva';
import { resizeLayer, type ResizeArgs } from '../../engine/commands/resize-layer';
import { isLocked } from '../../engine/commands/selection';
import { transformLayers } from '../../engine/commands/transform-layers';
import type { DesignStore } from '../../engine/design-store';
import type { Layer } from '../../engine/model/design';
import { UNITS_PER_DISPLAY_PX } from '../../engine/model/units';
import { gestureLayerIdAtom } from '../atoms';
import { useSetAtom } from '../jotai';
import { HANDLE_PADDING_PX } from './remove-button-position';

const ACCENT = '#ff4d2e';
/** A locked layer's frame: grey and dashed, with no handles. */
const LOCKED_STROKE = '#6b7280';
/** Smallest box a shopper can drag a layer down to, in screen px. */
const MIN_BOX_PX = 16;
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * Resize and rotate handles on the selection, set out from it by HANDLE_PADDING_PX so that even
 * a small graphic on a phone stays visible between its handles and can be dragged larger at
 * once. One layer: graphics keep their aspect (corner handles only); text has both: the side
 * handles change its box width, the corners scale the text, font size and width together.
 * Several layers: one frame around them all, corners and rotation only, as phone and desktop
 * editors have; the end of a gesture is one `transformLayers` command. A locked layer gets a
 * grey frame without handles (and is left out of a group's frame).
 */
export function SelectionTransformer(props: { selected: readonly Layer[]; store: DesignStore; coarsePointer: boolean; nodesEpoch: number }) {
  const { selected, store, coarsePointer, nodesEpoch } = props;
  const ref = useRef<Konva.Transformer>(null);
  const setGesture = useSetAtom(gestureLayerIdAtom);
  const framed = framedLayers(selected);
  const single = framed.length === 1 ? framed[0]! : null;
  const lockedOnly = single !== null && isLocked(single);
  const isText = single?.kind === 'text';
  // A curved text does not wrap, so it has no side handles: its corners scale its letters.
  const curvedText = single?.kind === 'text' && single.curve ? single : null;

  useEffect(() => {
    const transformer = ref.current;
    if (!transformer) return;
    const stage = transformer.getStage();
    const nodes = framedLayers(selected).map((l) => stage?.findOne(`#${l.id}`)).filter((node): node is Konva.Node => node !== undefined);
    transformer.nodes(nodes);
    transformer.getLayer()?.batchDraw();
    // nodesEpoch: the stage re-creates its layer nodes when a font arrives, and the handles
    // must move to the new node (they vanished from a text once its emoji face loaded).
  }, [selected, nodesEpoch]);

  // The transformer's own events name it as the target, so the nodes are read from it.
  const attached = (): Konva.Node[] => ref.current?.nodes() ?? [];

  const onTransform = () => {
    const node = attached()[0] as Konva.Text | undefined;
    if (!node || !single || !isText || curvedText) return;
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
    const nodes = attached();
    setGesture(null);
    const changes = nodes.map((node) => resizeArgs(node, framed.find((l) => l.id === node.id()), single !== null));
    if (changes.length === 1) store.run(resizeLayer, changes[0]!);
    else if (changes.length > 1) store.run(transformLayers, { changes });
  };

  return (
    <Transformer
      ref={ref}
      name="selection-transformer"
      keepRatio
      resizeEnabled={!lockedOnly}
      rotateEnabled={!lockedOnly}
      enabledAnchors={lockedOnly ? [] : isText && !curvedText ? [...CORNERS, 'middle-left', 'middle-right'] : CORNERS}
      rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
      rotationSnapTolerance={4}
      flipEnabled={false}
      padding={HANDLE_PADDING_PX}
      anchorSize={coarsePointer ? 22 : 11}
      rotateAnchorOffset={coarsePointer ? 36 : 26}
      borderStroke={lockedOnly ? LOCKED_STROKE : ACCENT}
      borderDash={lockedOnly ? [6, 4] : undefined}
      anchorStroke={ACCENT}
      anchorCornerRadius={coarsePointer ? 11 : 2}
      onTransformStart={() => setGesture(single?.id ?? null)}
      onTransform={onTransform}
      onTransformEnd={onTransformEnd}
      boundBoxFunc={(oldBox, newBox) => (Math.abs(newBox.width) < MIN_BOX_PX || Math.abs(newBox.height) < MIN_BOX_PX ? oldBox : newBox)}
    />
  );
}

/** The layers the frame goes round: the unlocked ones; a single locked layer is framed (so the shopper sees it is selected) but has no handles. */
function framedLayers(selected: readonly Layer[]): readonly Layer[] {
  const movable = selected.filter((l) => !isLocked(l));
  return movable.length > 0 ? movable : selected.length === 1 ? selected : [];
}

/**
 * What a node's transform means for its layer. A straight text alone has already taken its new
 * font size and width live (onTransform); in a group it was scaled as a picture, so the scale
 * becomes its font size and width here. A curved text's scale is its letters' size.
 */
function resizeArgs(node: Konva.Node, layer: Layer | undefined, alone: boolean): ResizeArgs {
  const scale = node.scaleX();
  const place = { id: node.id(), x: node.x(), y: node.y(), rotation: node.rotation() };
  node.setAttrs({ scaleX: 1, scaleY: 1 });
  if (layer?.kind === 'text') {
    if (layer.curve) return { ...place, width: layer.width, fontSize: layer.fontSize * scale };
    const text = node as Konva.Text;
    if (alone) return { ...place, width: text.width() * scale, fontSize: text.fontSize() / UNITS_PER_DISPLAY_PX };
    return { ...place, width: text.width() * scale, fontSize: (text.fontSize() * scale) / UNITS_PER_DISPLAY_PX };
  }
  return { ...place, width: node.width() * scale, height: node.height() * scale };
}
