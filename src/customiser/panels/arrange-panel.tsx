import { alignLabel, alignLayers, distributeLayers } from '../../engine/commands/align-layers';
import { duplicateLayers } from '../../engine/commands/duplicate-layers';
import { GROUP_SCALE_STEP, GROUP_TURN_STEP, rotateLayers, scaleLayers } from '../../engine/commands/group-transform';
import { toggleLock } from '../../engine/commands/lock-layers';
import { removeLayers } from '../../engine/commands/remove-layer';
import { reorderLabel, reorderLayers, type ReorderDirection } from '../../engine/commands/reorder-layer';
import { isLocked, selectedLayers } from '../../engine/commands/selection';
import { ALIGN_EDGES, type AlignEdge } from '../../engine/kernels/layout';
import { MAX_LAYERS_PER_SIDE } from '../../engine/model/text-options';
import { formatShortcut } from '../keyboard/key-manager';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';
import { SelectModeToggle } from './select-mode-toggle';

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The short text on each align button; its full name is the command's label. */
const ALIGN_SHORT: Record<AlignEdge, string> = { left: '⇤ Left', centre: '↔ Centre', right: 'Right ⇥', top: '⤒ Top', middle: '↕ Middle', bottom: '⤓ Bottom' };
const ORDER: { direction: ReorderDirection; short: string }[] = [
  { direction: 'forward', short: 'Forward' },
  { direction: 'backward', short: 'Backward' },
  { direction: 'front', short: 'To front' },
  { direction: 'back', short: 'To back' },
];

/**
 * The layout tools for the selection, as labelled HTML buttons (keyboard and screen reader):
 * align (to the print area for one layer, to each other for several), distribute evenly (three
 * or more), turn and scale together (about the selection's centre, as the canvas frame does with
 * a drag), layer order, duplicate, lock, and delete for a group. Each button is one engine
 * command, so one press is one undo step. On a phone it sits at the top of the Layers panel,
 * under the pinned canvas.
 */
export function ArrangePanel() {
  const { store } = useStudio();
  const state = useEditorState();
  const selection = selectedLayers(state);
  const ids = selection.map((l) => l.id);
  const count = selection.length;
  const allLocked = count > 0 && selection.every(isLocked);
  const unlocked = selection.filter((l) => !isLocked(l)).length;
  const room = state.design.sides[state.side].length + count <= MAX_LAYERS_PER_SIDE;
  const to = count === 1 ? 'to the print area' : 'to each other';
  return (
    <section className={styles.panel} aria-labelledby="studio-arrange-title" data-testid="arrange-panel">
      <div className={styles.row}>
        <h2 id="studio-arrange-title" className={styles.panelTitle}>
          Arrange
        </h2>
        <SelectModeToggle />
      </div>
      <p className={styles.hint} role="status">
        {count === 0
          ? 'Select a layer to align, order, copy or lock it. Shift-click, or Select several, picks more than one.'
          : count === 1
            ? `1 layer selected${allLocked ? ' (locked)' : ''}: aligns to the print area.`
            : `${count} layers selected: they align to each other.`}
      </p>
      <div className={styles.arrangeGrid} role="group" aria-label={`Align ${to}`}>
        {ALIGN_EDGES.map((edge) => (
          <button key={edge} type="button" className={styles.option} aria-label={alignLabel(edge)} title={`${alignLabel(edge)} ${to}`} disabled={unlocked === 0} onClick={() => store.run(alignLayers, { ids, edge })}>
            {ALIGN_SHORT[edge]}
          </button>
        ))}
      </div>
      <div className={styles.arrangePairs} role="group" aria-label="Distribute evenly">
        <button type="button" className={styles.option} aria-label="Distribute horizontally" disabled={count < 3} title="Three or more layers: equal gaps across" onClick={() => store.run(distributeLayers, { ids, axis: 'horizontal' })}>
          ↔ Space across
        </button>
        <button type="button" className={styles.option} aria-label="Distribute vertically" disabled={count < 3} title="Three or more layers: equal gaps down" onClick={() => store.run(distributeLayers, { ids, axis: 'vertical' })}>
          ↕ Space down
        </button>
      </div>
      <div className={styles.arrangeOrder} role="group" aria-label={count > 1 ? 'Turn and size together' : 'Turn and size'}>
        <button type="button" className={styles.option} aria-label={`Turn left ${GROUP_TURN_STEP}°`} disabled={unlocked === 0} onClick={() => store.run(rotateLayers, { ids, by: -GROUP_TURN_STEP })}>
          ⟲ {GROUP_TURN_STEP}°
        </button>
        <button type="button" className={styles.option} aria-label={`Turn right ${GROUP_TURN_STEP}°`} disabled={unlocked === 0} onClick={() => store.run(rotateLayers, { ids, by: GROUP_TURN_STEP })}>
          ⟳ {GROUP_TURN_STEP}°
        </button>
        <button type="button" className={styles.option} disabled={unlocked === 0} onClick={() => store.run(scaleLayers, { ids, factor: 1 / GROUP_SCALE_STEP })}>
          Smaller
        </button>
        <button type="button" className={styles.option} disabled={unlocked === 0} onClick={() => store.run(scaleLayers, { ids, factor: GROUP_SCALE_STEP })}>
          Larger
        </button>
      </div>
      <div className={styles.arrangeOrder} role="group" aria-label="Layer order">
        {ORDER.map(({ direction, short }) => (
          <button key={direction} type="button" className={styles.option} aria-label={reorderLabel(direction)} disabled={count === 0} onClick={() => store.run(reorderLayers, { ids, direction })}>
            {short}
          </button>
        ))}
      </div>
      <div className={styles.arrangePairs}>
        <button type="button" className={styles.option} disabled={count === 0 || !room} title={`${duplicateLayers.label} (${formatShortcut(duplicateLayers.keys![0]!, APPLE)})`} onClick={() => store.run(duplicateLayers, { ids })}>
          {duplicateLayers.label}
        </button>
        <button type="button" className={styles.option} disabled={count === 0} aria-pressed={allLocked} title={allLocked ? 'Locked: it cannot be moved, resized, turned or deleted' : 'Keep it where it is'} onClick={() => store.run(toggleLock, { ids })}>
          {allLocked ? 'Locked' : 'Lock'}
        </button>
      </div>
      {count > 1 ? (
        <button type="button" className={`${styles.option} ${styles.danger}`} disabled={unlocked === 0} onClick={() => store.run(removeLayers, { ids })}>
          Delete {unlocked} {unlocked === 1 ? 'layer' : 'layers'}
        </button>
      ) : null}
    </section>
  );
}
