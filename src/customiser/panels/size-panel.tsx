import { SHOP_SIZES } from '../../shared/catalogue-options';
import { setSize } from '../../engine/commands/set-size';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';
import { OptionButton } from './option-button';

/** Size buttons S to XXL (spec section 9). */
export function SizePanel() {
  const { store } = useStudio();
  const { design } = useEditorState();
  return (
    <fieldset className={styles.panel}>
      <legend>Size</legend>
      <div className={styles.row}>
        {SHOP_SIZES.map((size) => (
          <OptionButton key={size} pressed={design.size === size} onClick={() => store.run(setSize, { size })}>
            {size}
          </OptionButton>
        ))}
      </div>
    </fieldset>
  );
}
