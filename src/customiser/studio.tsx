import type Konva from 'konva';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { setGarment } from '../engine/commands/set-garment';
import { createDesignStore } from '../engine/design-store';
import type { Design, Garment } from '../engine/model/design';
import { historyAtom } from './atoms';
import { DesignStage } from './canvas/stage-box';
import { fitToOffer } from './fit-to-offer';
import { useSetAtom } from './jotai';
import { useStudioShortcuts } from './keyboard/use-studio-shortcuts';
import { ArrangePanel } from './panels/arrange-panel';
import { ColourPanel } from './panels/colour-panel';
import { DesignCostNotice } from './panels/design-cost-notice';
import { ExportButton } from './panels/export-button';
import { GraphicsPanel } from './panels/graphics-panel';
import { HistoryButtons } from './panels/history-buttons';
import { LayersPanel } from './panels/layers-panel';
import { SideToggle } from './panels/side-toggle';
import { SizePanel } from './panels/size-panel';
import { TextEffectsPanel } from './panels/text-effects-panel';
import { TextPanel } from './panels/text-panel';
import { ToolTabs, type ToolTab } from './panels/tool-tabs';
import { UploadPanel, useFileOpener, type OpenDesign, type UploadImage } from './panels/upload-panel';
import { SelectModeToggle } from './panels/select-mode-toggle';
import { ZoomToggle } from './panels/zoom-toggle';
import { usePrintCheckContext, usePrintChecks } from './print-checks';
import { StudioContext, useEditorState, useStudio } from './studio-context';
import styles from './studio.module.css';
import './print-fonts.css';
import type { GarmentColourOption, GraphicOption, ResolveImageSrc } from './types';

export interface StudioProps {
  /** The design to start from (a restored draft or a new one). */
  initialDesign: Design;
  /** The garment the route shows; a change re-fits the design to it. */
  garment: Garment;
  colours: readonly GarmentColourOption[];
  graphics: readonly GraphicOption[];
  resolveSrc: ResolveImageSrc;
  /** Called with every new design (to keep a draft, save it...). */
  onDesignChange?: (design: Design) => void;
  /** Stores the shopper's own image; without it the upload panel is not shown. */
  uploadImage?: UploadImage;
  /**
   * Opens the design a chosen or dropped PNG holds ('Download preview' writes it in), with the
   * pictures it carries; without it such a PNG is added as a picture.
   */
  onOpenDesign?: OpenDesign;
  /** Extra controls shown under the canvas (the garment links, add to cart). */
  children?: React.ReactNode;
  /**
   * A first step shown right under the canvas, before the panels even on a phone (where the
   * children come after them): the storefront's template offer.
   */
  intro?: React.ReactNode;
}

/**
 * The design studio: on a phone the canvas is pinned on top with a tool bar at the bottom;
 * from 900 px the panels sit beside it. It owns a design store; the host passes in data and is told about every change. No fetch, no routes.
 */
export function Studio({ initialDesign, garment, colours, graphics, resolveSrc, onDesignChange, uploadImage, onOpenDesign, children, intro }: StudioProps) {
  const [store] = useState(() => createDesignStore(fitToOffer(initialDesign, garment, colours)));
  const stageRef = useRef<Konva.Stage | null>(null);
  const setHistory = useSetAtom(historyAtom);
  const [design, setDesign] = useState(() => store.getState().design);
  useEffect(() => store.subscribe((history) => setDesign(history.present.design)), [store]);
  const printChecks = usePrintCheckContext(design, colours, resolveSrc);
  const context = useMemo(() => ({ store, stageRef, resolveSrc, printChecks }), [store, resolveSrc, printChecks]);

  useEffect(() => {
    setHistory(store.getHistory());
    return store.subscribe((history) => setHistory(history));
  }, [store, setHistory]);

  useEffect(() => store.run(setGarment, { garment }), [store, garment]);

  useEffect(() => {
    if (!onDesignChange) return;
    let last = store.getState().design;
    onDesignChange(last);
    return store.subscribe((history) => {
      if (history.present.design === last) return;
      last = history.present.design;
      onDesignChange(last);
    });
  }, [store, onDesignChange]);

  useStudioShortcuts(store);
  const opener = useFileOpener(context, uploadImage, onOpenDesign);

  const pinRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const tabs: ToolTab[] = [
    { id: `${ids}-text`, label: 'Text' },
    { id: `${ids}-effects`, label: 'Effects' },
    ...(graphics.length > 0 ? [{ id: `${ids}-graphics`, label: 'Graphics' }] : []),
    ...(uploadImage ? [{ id: `${ids}-upload`, label: 'Upload' }] : []),
    { id: `${ids}-layers`, label: 'Layers' },
    { id: `${ids}-garment`, label: 'Garment' },
  ];

  return (
    <StudioContext.Provider value={context}>
      <div
        className={styles.studio}
        onDragOver={(event) => {
          if (uploadImage && event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={(event) => {
          if (!uploadImage) return;
          event.preventDefault();
          void opener.open(event.dataTransfer.files[0]);
        }}
      >
        <div className={styles.canvasColumn}>
          {/* On a phone this block is pinned to the top of the screen while the panels scroll under it. */}
          <div ref={pinRef} className={styles.stagePin} data-testid="stage-pin">
            <CanvasArea colours={colours} resolveSrc={resolveSrc} stageRef={stageRef} />
            <div className={styles.toolbar}>
              <SideToggle />
              <ZoomToggle />
              <SelectModeToggle short className={styles.phoneOnly} />
              <HistoryButtons />
            </div>
          </div>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          <div className={styles.afterCanvas}>
            <DesignCostNotice />
            {children}
          </div>
        </div>
        <div className={styles.controls}>
          <div id={`${ids}-text`} tabIndex={-1} className={styles.toolSection}>
            <TextPanel />
          </div>
          <div id={`${ids}-effects`} tabIndex={-1} className={styles.toolSection}>
            <TextEffectsPanel />
          </div>
          {graphics.length > 0 ? (
            <div id={`${ids}-graphics`} tabIndex={-1} className={styles.toolSection}>
              <GraphicsPanel graphics={graphics} />
            </div>
          ) : null}
          {uploadImage ? (
            <div id={`${ids}-upload`} tabIndex={-1} className={styles.toolSection}>
              <UploadPanel opener={opener} />
            </div>
          ) : null}
          <div id={`${ids}-layers`} tabIndex={-1} className={styles.toolSection}>
            <ArrangePanel />
            <LayersPanel graphics={graphics} />
            <ExportButton />
          </div>
          <div id={`${ids}-garment`} tabIndex={-1} className={styles.toolSection}>
            <ColourPanel colours={colours} />
            <SizePanel />
          </div>
        </div>
        <ToolTabs tabs={tabs} pinRef={pinRef} />
      </div>
    </StudioContext.Provider>
  );
}

function CanvasArea({ colours, resolveSrc, stageRef }: { colours: readonly GarmentColourOption[]; resolveSrc: ResolveImageSrc; stageRef: { current: Konva.Stage | null } }) {
  const { store, printChecks: context } = useStudio();
  const state = useEditorState();
  const checks = usePrintChecks();
  const printChecks = useMemo(() => ({ checks, context }), [checks, context]);
  const colour = colours.find((c) => c.color === state.design.color) ?? colours[0];
  const count = state.design.sides[state.side].length;
  return (
    <figure className={styles.canvas} aria-label={`Design canvas, ${state.side}: ${count} layer${count === 1 ? '' : 's'}. Use the layer list to edit by keyboard.`}>
      <DesignStage state={state} store={store} colour={colour} resolveSrc={resolveSrc} stageRef={stageRef} printChecks={printChecks} />
    </figure>
  );
}
