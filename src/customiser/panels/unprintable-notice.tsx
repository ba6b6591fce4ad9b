import { unprintableInDesign } from '../../engine/model/printable-design';
import { unprintableMessage } from '../../shared/printable-text';
import { useEditorState } from '../studio-context';
import styles from '../studio.module.css';

/**
 * Names the characters of the design's texts that no print font has, as soon as they are
 * typed: the shop refuses to save or print such a design rather than print empty boxes.
 */
export function UnprintableNotice() {
  const { design } = useEditorState();
  const unprintable = unprintableInDesign(design);
  if (unprintable.length === 0) return null;
  return (
    <p className={styles.warning} role="alert" data-testid="unprintable-notice">
      {unprintableMessage(unprintable)}
    </p>
  );
}
