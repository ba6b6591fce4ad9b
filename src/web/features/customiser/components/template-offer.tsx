import { lazy, Suspense, useId, useRef, useState } from 'react';
import { startFromTemplate } from '../../../../engine/commands/start-from-template';
import type { Design } from '../../../../engine/model/design';
import { fitToOffer } from '../../../../customiser/fit-to-offer';
import { useStudio } from '../../../../customiser/studio-context';
import type { GarmentColourOption } from '../../../../customiser/types';
import type { GarmentType } from '../../../../shared/catalogue-options';
import { Button } from '../../../components/ui/button';
import { blankDesign } from '../logic/design-draft';
import type { TemplateChoice } from '../api/templates-query';
import blocks from '../../../components/ui/text-blocks.module.css';
import styles from './template-offer.module.css';

// Its own chunk, fetched when the shopper asks for templates: the studio's first paint carries only the offer's two buttons.
const TemplateGallery = lazy(() => import('./template-gallery'));

type Step = { kind: 'offer' } | { kind: 'choosing' } | { kind: 'started'; name: string; before: Design };

/**
 * The studio's first step: 'Start from a template' or 'Blank'. A dismissible offer
 * under the canvas, never over it: the studio below is the spec's customiser with its default
 * text and every control, whatever the shopper answers. A template opens as a new unsaved
 * design in one undo step, and 'Back to my design' (or Undo) brings back what was there.
 */
export function TemplateOffer({ garment, colours, onStart, onClose }: { garment: GarmentType; colours: readonly GarmentColourOption[]; onStart: () => void; onClose: () => void }) {
  const { store } = useStudio();
  const [step, setStep] = useState<Step>({ kind: 'offer' });
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const choose = (template: TemplateChoice) => {
    const before = store.getState().design;
    store.run(startFromTemplate, { design: fitToOffer(template.design, garment, colours) });
    onStart();
    setStep({ kind: 'started', name: template.name, before });
    headingRef.current?.focus();
  };
  const blank = () => {
    // The studio opened blank; after a template, Blank starts over (one undo step, like a template).
    if (step.kind === 'started') store.run(startFromTemplate, { design: fitToOffer(blankDesign(garment, colours[0]?.color), garment, colours) });
    onClose();
  };

  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {step.kind === 'started' ? `Started from ‘${step.name}’` : 'Start from a template or a blank tee'}
      </h2>
      {step.kind === 'started' ? (
        <p className={blocks.note}>It is your own copy: change anything, then save or add it to the cart.</p>
      ) : (
        <p className={blocks.note}>Templates made in Bhopal for teams, birthdays, fests and trips. Every one is yours to change.</p>
      )}
      <div className={blocks.actionRow}>
        {step.kind === 'started' ? (
          <Button
            variant="secondary"
            onClick={() => {
              store.run(startFromTemplate, { design: step.before });
              setStep({ kind: 'choosing' });
            }}
          >
            Back to my design
          </Button>
        ) : null}
        {step.kind !== 'choosing' ? (
          <Button variant={step.kind === 'offer' ? 'primary' : 'secondary'} onClick={() => setStep({ kind: 'choosing' })}>
            {step.kind === 'offer' ? 'Start from a template' : 'Other templates'}
          </Button>
        ) : null}
        <Button variant={step.kind === 'started' ? 'primary' : 'secondary'} onClick={step.kind === 'started' ? onClose : blank}>
          {step.kind === 'started' ? 'Done' : 'Blank'}
        </Button>
      </div>
      {step.kind === 'choosing' ? (
        <Suspense fallback={<p role="status">Loading...</p>}>
          <TemplateGallery garment={garment} onChoose={choose} />
        </Suspense>
      ) : null}
    </section>
  );
}
