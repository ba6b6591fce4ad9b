import { switchSide } from '../../engine/commands/switch-side';
import { SIDES } from '../../engine/model/design';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';
import { OptionButton } from './option-button';

const LABELS = { front: 'Front', back: 'Back' } as const;

/** The front/back toggle; each side keeps its own text and graphics. */
export function SideToggle() {
  const { store } = useStudio();
  const { side } = useEditorState();
  return (
    <div role="group" aria-label="Side" className={styles.row}>
      {SIDES.map((s) => (
        <OptionButton key={s} pressed={side === s} onClick={() => store.run(switchSide, { side: s })}>
          {LABELS[s]}
        </OptionButton>
      ))}
    </div>
  );
}
