import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useRef, useState } from 'react';
import { Group, Image, Layer, Stage } from 'react-konva';
import { selectLayer } from '../../engine/commands/select-layer';
import { isLocked, selectedLayers } from '../../engine/commands/selection';
import type { DesignStore } from '../../engine/design-store';
import type { EditorState } from '../../engine/editor-state';
import type { PrintCheck, PrintCheckContext } from '../../engine/model/print-quality';
import { gestureLayerIdAtom, zoomedAtom } from '../atoms';
import { useAtomValue } from '../jotai';
import type { GarmentColourOption, ResolveImageSrc } from '../types';
import { useFabricShade } from './fabric-shade-image';
import { GarmentPhoto } from './garment-photo';
import { LayerNode } from './layer-nodes';
import { MarqueeRect, useMarquee } from './use-marquee';
import { PrintAreaGuide, SnapGuides } from './print-area-guide';
import { PrintCheckBadges } from './print-check-badges';
import { RemoveButtons } from './remove-buttons';
import { SelectionTransformer } from './selection-transformer';
import { stageGeometry } from './stage-geometry';
import { useLayerDrag } from './use-layer-drag';
import { usePinch } from './use-pinch';
import { useStudioFonts } from './use-studio-fonts';

export interface DesignStageProps {
  state: EditorState;
  store: DesignStore;
  colour: GarmentColourOption | undefined;
  resolveSrc: ResolveImageSrc;
  stageRef: { current: Konva.Stage | null };
  /** The print-quality checks the design fails (both sides) and what they were judged with. */
  printChecks: { checks: readonly PrintCheck[]; context: PrintCheckContext };
}

interface StageCanvasProps extends DesignStageProps {
  /** The stage's side in CSS pixels (the box's width, at most MAX_STAGE_SIZE). */
  size: number;
}

/**
 * The canvas: the garment photo, the design's layers on the side shown (in print units,
 * scaled into the print area's place on the photo) and, on a separate layer that exports
 * leave out, the dashed print area, snap guides, print-quality tags, red x buttons and the transformer.
 */
export function StageCanvas({ size, state, store, colour, resolveSrc, stageRef, printChecks }: StageCanvasProps) {
  const coarsePointer = useCoarsePointer();
  const fontsEpoch = useStudioFonts(state.design.sides[state.side]);
  const gestureId = useAtomValue(gestureLayerIdAtom);
  const zoomed = useAtomValue(zoomedAtom);

  const geometry = stageGeometry(size, state.design.garment, state.side, zoomed);
  const handlers = useLayerDrag(store, geometry);
  const layers = state.design.sides[state.side];
  const selection = selectedLayers(state);
  // The red x and the pinch belong to one unlocked layer; a group is handled by its frame.
  const single = selection.length === 1 && !isLocked(selection[0]!) ? selection[0]! : null;
  const pinch = usePinch(store, single);
  const marquee = useMarquee(store, geometry, layers);
  const photoUrl = state.side === 'front' ? colour?.frontUrl : colour?.backUrl;
  const shade = useFabricShade(photoUrl, geometry.area);

  // A press on the garment (not on a layer or handle) clears the selection. With the mouse at
  // once; with a finger only when it lifts without a second finger having joined it: the first
  // finger of a pinch lands beside a small graphic (on a phone it is smaller than the gap
  // between two fingertips), and clearing the selection then left the pinch nothing to resize.
  const tapOnGarment = useRef(false);
  // With the mouse, a press on the garment starts a marquee: the layers it touches are selected
  // on release (Shift, Ctrl or Cmd: added), and a click without a drag clears the selection.
  const onStageMouseDown = (event: KonvaEventObject<MouseEvent>) => {
    if (event.target === event.target.getStage()) marquee.start(event);
  };
  const onStageTouchStart = (event: KonvaEventObject<TouchEvent>) => {
    tapOnGarment.current = event.evt.touches.length === 1 && event.target === event.target.getStage();
  };
  const onStageTouchMove = (event: KonvaEventObject<TouchEvent>) => {
    if (event.evt.touches.length > 1) tapOnGarment.current = false;
    pinch.onTouchMove(event);
  };
  const onStageTouchEnd = (event: KonvaEventObject<TouchEvent>) => {
    pinch.onTouchEnd();
    if (event.evt.touches.length > 0) return;
    if (tapOnGarment.current) store.run(selectLayer, { id: null });
    tapOnGarment.current = false;
  };

  return (
        <Stage ref={stageRef} width={size} height={size} onMouseDown={onStageMouseDown} onTouchStart={onStageTouchStart} onTouchMove={onStageTouchMove} onTouchEnd={onStageTouchEnd}>
          {/* The photo on a canvas of its own: a drag redraws only the design's canvas, and the
              fabric shade composited there ('source-atop') can touch the print alone. */}
          <Layer name="garment-layer" listening={false}>
            <GarmentPhoto url={photoUrl} hex={colour?.hex ?? '#eeeeee'} size={size} x={geometry.photoX} y={geometry.photoY} photoSize={geometry.photoSize} />
          </Layer>
          <Layer name="design-layer-group">
            {/* Clipped to the print area (which lies on the garment): the print file holds nothing outside it either. */}
            <Group x={geometry.left} y={geometry.top} scaleX={geometry.scale} scaleY={geometry.scale} clipX={0} clipY={0} clipWidth={geometry.area.width} clipHeight={geometry.area.height} key={`fonts-${fontsEpoch}`}>
              {layers.map((layer) => (
                <LayerNode key={layer.id} layer={layer} resolveSrc={resolveSrc} handlers={handlers} />
              ))}
              {shade ? <Image name="fabric-shade" image={shade} width={geometry.area.width} height={geometry.area.height} globalCompositeOperation="source-atop" listening={false} /> : null}
            </Group>
          </Layer>
          {/* The studio's still marks on a canvas of their own: a drag moves the transformer on every
              pointer event, and redrawing fifty badges' text with it was most of the event's work. */}
          <Layer name="ui-layer ui-marks-layer" listening={false}>
            <Group x={geometry.left} y={geometry.top} scaleX={geometry.scale} scaleY={geometry.scale}>
              <PrintAreaGuide geometry={geometry} />
              <PrintCheckBadges layers={layers} checks={printChecks.checks.filter((check) => check.side === state.side)} context={printChecks.context} geometry={geometry} />
            </Group>
          </Layer>
          <Layer name="ui-layer">
            <Group x={geometry.left} y={geometry.top} scaleX={geometry.scale} scaleY={geometry.scale} listening={false}>
              <SnapGuides geometry={geometry} />
            </Group>
            <SelectionTransformer selected={selection} store={store} coarsePointer={coarsePointer} nodesEpoch={fontsEpoch} />
            <MarqueeRect rect={marquee.rect} />
            {/* Drawn after the transformer, so a red x always wins a press near a handle. */}
            <Group x={geometry.left} y={geometry.top} scaleX={geometry.scale} scaleY={geometry.scale}>
              <RemoveButtons layers={layers} selectedId={single?.id ?? null} hiddenId={gestureId} store={store} geometry={geometry} />
            </Group>
          </Layer>
        </Stage>
  );
}

function useCoarsePointer(): boolean {
  const [coarse] = useState(() => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches);
  return coarse;
}
