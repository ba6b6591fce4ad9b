import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { messageOf } from '../../../../api/errors';
import type { GarmentType } from '../../../../shared/catalogue-options';
import { templatesQuery, type TemplateChoice } from '../api/templates-query';
import blocks from '../../../components/ui/text-blocks.module.css';
import styles from './template-offer.module.css';

/**
 * The templates of the route's garment, a swipeable row of cards on a phone (a grid from 900
 * px). Loaded with its own chunk when the shopper asks; previews are 320 px WebP copies.
 */
export default function TemplateGallery({ garment, onChoose }: { garment: GarmentType; onChoose: (template: TemplateChoice) => void }) {
  const templates = useQuery(templatesQuery(garment));
  const listRef = useRef<HTMLUListElement>(null);
  // On a phone the row opens below the fold, under the pinned canvas: bring it up once it has cards.
  const loaded = templates.isSuccess;
  useEffect(() => {
    if (loaded) listRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [loaded]);
  if (templates.isPending) return <p role="status">Loading...</p>;
  if (templates.isError) {
    return (
      <p role="alert" className={styles.failure}>
        {messageOf(templates.error, 'The templates could not be loaded. Please try again.')}
      </p>
    );
  }
  if (templates.data.length === 0) return <p className={blocks.note}>No templates for this garment yet: start from the blank one below.</p>;
  return (
    <ul ref={listRef} className={styles.gallery} aria-label="Templates">
      {templates.data.map((template) => (
        <li key={template.id}>
          <button type="button" className={styles.card} onClick={() => onChoose(template)} aria-label={`Use template ${template.name}`}>
            <img src={template.previewUrl} alt="" width={128} height={128} loading="lazy" decoding="async" className={styles.preview} />
            <span className={styles.name}>{template.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
