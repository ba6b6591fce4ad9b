import { nudgeLayer } from '../../engine/commands/move-layer';
import { removeLayer } from '../../engine/commands/remove-layer';
import { reorderLayer } from '../../engine/commands/reorder-layer';
import { rotateLayer } from '../../engine/commands/rotate-layer';
import { selectLayer } from '../../engine/commands/select-layer';
import { isLowResolution, printDpi } from '../../engine/kernels/print-dpi';
import type { Layer } from '../../engine/model/design';
import { BIG_NUDGE_UNITS } from '../keyboard/use-studio-shortcuts';
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

/**
 * Every layer of the side shown as HTML, top first: what a keyboard or screen-reader user
 * selects, moves, reorders, turns and deletes, the same commands as on the canvas.
 */
export function LayersPanel({ graphics }: { graphics: readonly GraphicOption[] }) {
  const { store } = useStudio();
  const { design, side, selectedId } = useEditorState();
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
          const selected = layer.id === selectedId;
          const name = layerName(layer, graphics);
          return (
            <li key={layer.id} className={styles.layerItem} data-layer-id={layer.id}>
              <button type="button" className={styles.layerName} aria-pressed={selected} onClick={() => store.run(selectLayer, { id: layer.id })}>
                {name}
              </button>
              {layer.kind === 'image' && isLowResolution(printDpi(layer)) ? (
                <p className={styles.warning} role="status">
                  This image would print at about {Math.round(printDpi(layer))} DPI and may look blurry. Make it smaller or upload a larger image.
                </p>
              ) : null}
              {selected ? (
                <div className={styles.layerActions} role="group" aria-label={`Edit ${name}`}>
                  <button type="button" aria-label="Move left" onClick={() => store.run(nudgeLayer, { id: layer.id, dx: -BIG_NUDGE_UNITS, dy: 0 })}>←</button>
                  <button type="button" aria-label="Move up" onClick={() => store.run(nudgeLayer, { id: layer.id, dx: 0, dy: -BIG_NUDGE_UNITS })}>↑</button>
                  <button type="button" aria-label="Move down" onClick={() => store.run(nudgeLayer, { id: layer.id, dx: 0, dy: BIG_NUDGE_UNITS })}>↓</button>
                  <button type="button" aria-label="Move right" onClick={() => store.run(nudgeLayer, { id: layer.id, dx: BIG_NUDGE_UNITS, dy: 0 })}>→</button>
                  <button type="button" aria-label="Turn left" onClick={() => store.run(rotateLayer, { id: layer.id, rotation: layer.rotation - 15 })}>⟲</button>
                  <button type="button" aria-label="Turn right" onClick={() => store.run(rotateLayer, { id: layer.id, rotation: layer.rotation + 15 })}>⟳</button>
                  <button type="button" aria-label="Bring forward" onClick={() => store.run(reorderLayer, { id: layer.id, direction: 'forward' })}>Up</button>
                  <button type="button" aria-label="Send backward" onClick={() => store.run(reorderLayer, { id: layer.id, direction: 'backward' })}>Down</button>
                  <button
                    type="button"
                    aria-label={`${removeLayer.label} ${name}`}
                    className={styles.danger}
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
      <p className={styles.hint}>Arrow keys move the selected layer (Shift: 10 px), Delete removes it, Ctrl+Z undoes.</p>
    </section>
  );
}
