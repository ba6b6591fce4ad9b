import { useQuery } from '@tanstack/react-query';
import { documentUrl } from '../../../../api/documents';
import type { Design } from '../../../../engine/model/design';
import { parseDesign } from '../../../../engine/model/validate';
import { savedDesignsQuery } from '../api/saved-designs-query';
import styles from './customiser.module.css';

const garmentNames = { tshirt: 'T-Shirt', hoodie: 'Hoodie' } as const;

/** The shopper's saved designs (signed in only), each with its preview and an Open button. */
export function SavedDesigns({ onOpen }: { onOpen: (design: Design, id: string) => void }) {
  const saved = useQuery(savedDesignsQuery);
  const designs = saved.data ?? [];
  if (designs.length === 0) return null;
  return (
    <section className={styles.saved} aria-labelledby="saved-designs-title">
      <h2 id="saved-designs-title" className={styles.savedTitle}>
        Your saved designs
      </h2>
      <ul className={styles.savedList}>
        {designs.map((entry) => {
          const parsed = parseDesign(entry.document);
          if (!parsed.ok) return null;
          const { design } = parsed;
          const preview = entry.previewFront ?? entry.previewBack;
          const label = `${garmentNames[design.garment]}, ${design.color}, ${design.size}`;
          return (
            <li key={entry._id} className={styles.savedItem}>
              {preview ? <img src={documentUrl(preview)} alt="" width={96} height={96} loading="lazy" /> : <span className={styles.savedBlank} aria-hidden="true" />}
              <span>{label}</span>
              <button type="button" className={styles.savedOpen} onClick={() => onOpen(design, entry._id)} aria-label={`Open saved design: ${label}`}>
                Open
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
