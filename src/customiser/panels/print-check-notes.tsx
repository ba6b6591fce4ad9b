import type { PrintCheck } from '../../engine/model/print-quality';
import styles from '../studio.module.css';

/**
 * A layer's print-quality checks in words under its name in the Layers panel: a warning as a
 * status, a refusal (an upload under 72 DPI, which the shop will not print) as an alert.
 */
export function PrintCheckNotes({ checks }: { checks: readonly PrintCheck[] }) {
  return (
    <>
      {checks.map((check) => (
        <p
          key={check.kind}
          className={check.severity === 'refusal' ? styles.refusal : styles.warning}
          role={check.severity === 'refusal' ? 'alert' : 'status'}
          data-testid="print-check"
          data-severity={check.severity}
        >
          {check.message}
        </p>
      ))}
    </>
  );
}
