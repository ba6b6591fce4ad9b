import { designCostProblem } from '../../engine/model/design-cost';
import { useEditorState } from '../studio-context';
import styles from '../studio.module.css';

/**
 * Says, before the shopper saves, that the design holds more image than the shop prints (the
 * same rule and words as the server's refusal), so the fix (shrink or remove some images) is
 * known while the design is still on screen.
 */
export function DesignCostNotice() {
  const { design } = useEditorState();
  const problem = designCostProblem(design);
  if (!problem) return null;
  return (
    <p className={styles.warning} role="alert" data-testid="design-cost-notice">
      {problem}
    </p>
  );
}
