import { nudgeLayers } from '../../engine/commands/move-layer';
import { removeLayer } from '../../engine/commands/remove-layer';
import { rotateLayer } from '../../engine/commands/rotate-layer';
import { selectLayer } from '../../engine/commands/select-layer';
import type { Layer } from '../../engine/model/design';
import { selectModeAtom } from '../atoms';
import { useAtomValue } from '../jotai';
import { BIG_NUDGE_UNITS } from '../keyboard/use-studio-shortcuts';
import { usePrintChecks } from '../print-checks';
import { PrintCheckNotes } from './print-check-notes';
import { useEditorState, useStudio } from '../studio-context';
import { focusLayersTitle, LAYERS_TITLE_ID } from './layers-focus';
import styles from '../studio.module.css';
import type { GraphicOption } from '../types';

/** A layer's name for the list and for screen readers. */
export function layerName(layer: Layer, graphics: readonly GraphicOption[]): string {
  if (layer.kind === 'text') return `Text “${layer.content || 'empty'}”`;
  if (layer.kind === 'image') return 'Your image';
  const graphic = graphics.find((g) => g.src === layer.src);
  return `Graphic ${graphic?.name ?? ''}`.trim();
}

/** A press with Shift, Ctrl or Cmd (or in Select mode) adds to the selection. */
const addsToSelection = (event: React.MouseEvent, selectMode: boolean) => selectMode || event.shiftKey || event.ctrlKey || event.metaKey;

/**
 * Every layer of the side shown as HTML, top first: what a keyboard or screen-reader user
 * selects (several with Shift or Ctrl, or in Select mode), moves, turns and deletes, the same
 * commands as on the canvas; the Arrange panel above it aligns, orders, copies and locks.
 */
export function LayersPanel({ graphics }: { graphics: readonly GraphicOption[] }) {
  const { store } = useStudio();
  const { design, side, selectedId, selectedIds } = useEditorState();
  const selectMode = useAtomValue(selectModeAtom);
  const checks = usePrintChecks();
  const layers = [...design.sides[side]].reverse();
  const sideName = side === 'front' ? 'front' : 'back';
  return (
    <section className={styles.panel} aria-labelledby={LAYERS_TITLE_ID}>
      <h2 id={LAYERS_TITLE_ID} className={styles.panelTitle} tabIndex={-1}>
        Layers on the {sideName}
      </h2>
      {layers.length === 0 ? <p className={styles.hint}>Nothing on the {sideName} yet: type some text or pick a graphic.</p> : null}
      <ul className={styles.layerList} data-testid="layer-list">
        {layers.map((layer) => {
          const selected = selectedIds.includes(layer.id);
          const name = layerName(layer, graphics);
          const nudge = (dx: number, dy: number) => store.run(nudgeLayers, { ids: selectedIds, dx, dy });
          return (
            <li key={layer.id} className={styles.layerItem} data-layer-id={layer.id}>
              <button type="button" className={styles.layerName} aria-pressed={selected} onClick={(event) => store.run(selectLayer, { id: layer.id, additive: addsToSelection(event, selectMode) })}>
                {name}
                {layer.locked ? <span className={styles.lockedTag}> · Locked</span> : null}
              </button>
              <PrintCheckNotes checks={checks.filter((check) => check.side === side && check.layerId === layer.id)} />
              {layer.id === selectedId ? (
                <div className={styles.layerActions} role="group" aria-label={`Edit ${name}`}>
                  <button type="button" aria-label="Move left" disabled={layer.locked === true} onClick={() => nudge(-BIG_NUDGE_UNITS, 0)}>←</button>
                  <button type="button" aria-label="Move up" disabled={layer.locked === true} onClick={() => nudge(0, -BIG_NUDGE_UNITS)}>↑</button>
                  <button type="button" aria-label="Move down" disabled={layer.locked === true} onClick={() => nudge(0, BIG_NUDGE_UNITS)}>↓</button>
                  <button type="button" aria-label="Move right" disabled={layer.locked === true} onClick={() => nudge(BIG_NUDGE_UNITS, 0)}>→</button>
                  <button type="button" aria-label="Turn left" disabled={layer.locked === true} onClick={() => store.run(rotateLayer, { id: layer.id, rotation: layer.rotation - 15 })}>⟲</button>
                  <button type="button" aria-label="Turn right" disabled={layer.locked === true} onClick={() => store.run(rotateLayer, { id: layer.id, rotation: layer.rotation + 15 })}>⟳</button>
                  <button
                    type="button"
                    aria-label={`${removeLayer.label} ${name}`}
                    className={styles.danger}
                    disabled={layer.locked === true}
                    title={layer.locked ? 'Unlock it first' : undefined}
                    onClick={() => {
                      store.run(removeLayer, { id: layer.id });
                      focusLayersTitle();
                    }}
                  >
                    {removeLayer.label}
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.hint}>Arrow keys move the selected layers (Shift: 10 px), Delete removes them, Ctrl+D copies, Ctrl+Z undoes. Shift-click (on a phone: Select) picks several.</p>
    </section>
  );
}
