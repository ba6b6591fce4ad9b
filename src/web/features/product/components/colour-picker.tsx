import { useId } from 'react';
import { documentUrl } from '../../../../api/documents';
import type { ProductVariant } from '../logic/product-types';
import styles from './colour-picker.module.css';

export interface ColourPickerProps {
  variants: readonly ProductVariant[];
  chosenId: string | undefined;
  onChoose: (variantId: string) => void;
}

/** Colours chosen by picture: each colour's first image, named by the colour, the chosen one pressed. */
export function ColourPicker({ variants, chosenId, onChoose }: ColourPickerProps) {
  const headingId = useId();
  const chosen = variants.find((variant) => variant._id === chosenId);
  return (
    <div className={styles.picker} role="group" aria-labelledby={headingId}>
      <p id={headingId} className={styles.heading}>
        Colour: <span className={styles.chosen}>{chosen?.color ?? ''}</span>
      </p>
      <ul className={`bare-list ${styles.list}`}>
        {variants.map((variant) => {
          const cover = variant.images[0];
          const pressed = variant._id === chosenId;
          return (
            <li key={variant._id}>
              <button
                type="button"
                className={styles.swatch}
                aria-pressed={pressed}
                aria-label={variant.inStock ? variant.color : `${variant.color} (sold out)`}
                title={variant.color}
                onClick={() => {
                  if (!pressed) onChoose(variant._id);
                }}
              >
                {cover ? <img src={documentUrl(cover, 320)} alt="" width={800} height={1000} loading="lazy" decoding="async" /> : null}
                {variant.inStock ? null : <span className={styles.soldOut} aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
