import { useEffect, useRef } from 'react';
import type { Design, Layer } from '../../../../engine/model/design';
import type { PrintCheck } from '../../../../engine/model/print-quality';
import { Button } from '../../../components/ui/button';
import styles from './customiser.module.css';

function layerLabel(layer: Layer | undefined): string {
  if (!layer) return 'A layer';
  if (layer.kind === 'text') return `Text “${layer.content || 'empty'}”`;
  return layer.kind === 'image' ? 'Your image' : 'A graphic';
}

/**
 * What 'Add to cart' shows first when the design fails a print-quality check: every warning and
 * refusal, by side and layer, in the words the layers show. Warnings can be accepted ('Add to
 * cart anyway'); a refusal (an upload under 72 DPI) cannot, since the shop will not print it.
 * The list follows the design live, so a fix made meanwhile drops off it.
 */
export function PrintCheckSummary(props: { design: Design; checks: readonly PrintCheck[]; onAccept: () => void; onClose: () => void }) {
  const { design, checks, onAccept, onClose } = props;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const refused = checks.some((check) => check.severity === 'refusal');
  return (
    <section className={styles.printSummary} aria-labelledby="print-summary-title" data-testid="print-check-summary">
      <h2 id="print-summary-title" ref={titleRef} tabIndex={-1} className={styles.printSummaryTitle}>
        {refused ? 'This design cannot be printed yet' : 'Check your design before it is printed'}
      </h2>
      <ul className={styles.printSummaryList}>
        {checks.map((check) => (
          <li key={`${check.side}-${check.layerId}-${check.kind}`} data-severity={check.severity}>
            <strong>
              {check.side === 'front' ? 'Front' : 'Back'}, {layerLabel(design.sides[check.side].find((layer) => layer.id === check.layerId))}:
            </strong>{' '}
            {check.message}
          </li>
        ))}
      </ul>
      <div className={styles.printSummaryActions}>
        {refused ? (
          <p className={styles.saveError}>Fix the marked image, then add the design to the cart.</p>
        ) : (
          <Button variant="primary" onClick={onAccept}>
            Add to cart anyway
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Back to the design
        </Button>
      </div>
    </section>
  );
}
