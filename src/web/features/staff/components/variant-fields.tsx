import { useEffect, useMemo, useState } from 'react';
import { SHOP_SIZES, type ShopSize } from '../../../../shared/catalogue-options';
import { Button } from '../../../components/ui/button';
import { ACCEPTED_IMAGE_TYPES, imageProblem, type VariantState } from '../logic/product-form';
import { TextField } from '../../../components/ui/text-field';
import { FieldError } from './form-controls';
import { StudioSizeNote } from './studio-size-note';
import styles from './staff.module.css';
import { CENTRE } from '../../../../shared/focal-crop';
import { PRODUCT_FRAMES } from './crop-frames';
import { FocalPointPicker } from './focal-point-picker';

interface VariantFieldsProps {
  index: number;
  variant: VariantState;
  onChange: (variant: VariantState) => void;
  onRemove: (() => void) | null;
  errors: Map<string, string>;
}

function Thumb({ file, onRemove, onFocus }: { file: File; onRemove: () => void; onFocus: () => void }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className={styles.thumb}>
      <img src={url} alt="" width={96} height={120} />
      <span>{file.name}</span>
      <Button variant="ghost" onClick={onFocus} aria-label={`Focal point of ${file.name}`}>
        Focal point
      </Button>
      <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${file.name}`}>
        Remove
      </Button>
    </li>
  );
}

/** The focal point of one chosen photo, with its 4:5 previews. */
function PhotoFocus({ file, variant, onChange }: { file: File; variant: VariantState; onChange: (variant: VariantState) => void }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const focal = variant.focals?.get(file) ?? CENTRE;
  return (
    <FocalPointPicker
      src={url}
      value={focal}
      onChange={(next) => onChange({ ...variant, focals: new Map(variant.focals).set(file, next) })}
      frames={PRODUCT_FRAMES}
      label={`Focal point of ${file.name}`}
    />
  );
}

/** One colour: its name, the sizes it comes in with their stock, and its photos. */
export function VariantFields({ index, variant, onChange, onRemove, errors }: VariantFieldsProps) {
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [focusing, setFocusing] = useState<File | null>(null);
  const id = `variant-${index}`;
  const at = `variants.${index}`;
  const sizeErrors = [...errors].filter(([field]) => field.startsWith(`${at}.sizes`)).map(([, message]) => message);
  const setSize = (size: ShopSize, change: Partial<VariantState['sizes'][ShopSize]>) =>
    onChange({ ...variant, sizes: { ...variant.sizes, [size]: { ...variant.sizes[size], ...change } } });

  const addFiles = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const problems = chosen.map(imageProblem).filter((problem): problem is string => problem !== null);
    setFileProblem(problems.length > 0 ? problems.join(' ') : null);
    const good = chosen.filter((file) => imageProblem(file) === null);
    if (good.length > 0) onChange({ ...variant, images: [...variant.images, ...good] });
  };

  return (
    <fieldset className={styles.section} data-testid={id}>
      <legend>Colour {index + 1}</legend>
      <TextField classes={styles} id={`${id}-color`} label="Colour" value={variant.color} onChange={(color) => onChange({ ...variant, color })} error={errors.get(`${at}.color`)} maxLength={40} />

      <fieldset className={styles.field}>
        <legend className={styles.label}>Sizes and stock</legend>
        <div className={styles.sizes}>
          {SHOP_SIZES.map((size) => (
            <div key={size} className={styles.size}>
              <label className={styles.choice}>
                <input type="checkbox" checked={variant.sizes[size].on} onChange={(event) => setSize(size, { on: event.target.checked })} />
                {size}
              </label>
              <label className={styles.hint} htmlFor={`${id}-stock-${size}`}>
                Stock of {size}
              </label>
              <input
                id={`${id}-stock-${size}`}
                className={styles.input}
                inputMode="numeric"
                disabled={!variant.sizes[size].on}
                value={variant.sizes[size].stock}
                onChange={(event) => setSize(size, { stock: event.target.value })}
                aria-describedby={size === 'S' ? `${id}-s-note` : undefined}
              />
            </div>
          ))}
        </div>
        <StudioSizeNote id={`${id}-s-note`} />
        {sizeErrors.map((message) => (
          <p key={message} className={styles.error}>
            {message}
          </p>
        ))}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={`${id}-images`} className={styles.label}>
          Images
        </label>
        <input
          id={`${id}-images`}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
          aria-describedby={`${id}-images-hint`}
        />
        <p id={`${id}-images-hint`} className={styles.hint}>
          JPEG, PNG or WebP, up to 10 MB each. The first is the cover. Each is cut to 4:5 round its focal point (the centre unless you move it).
        </p>
        {variant.images.length > 0 ? (
          <ul className={styles.thumbs} aria-label={`Images of colour ${index + 1}`}>
            {variant.images.map((file, i) => (
              <Thumb key={`${file.name}-${i}`} file={file} onFocus={() => setFocusing(file)} onRemove={() => onChange({ ...variant, images: variant.images.filter((_, j) => j !== i) })} />
            ))}
          </ul>
        ) : null}
        {focusing && variant.images.includes(focusing) ? <PhotoFocus file={focusing} variant={variant} onChange={onChange} /> : null}
        {fileProblem ? <p className={styles.error}>{fileProblem}</p> : null}
        <FieldError id={`${id}-images`} error={errors.get(`${at}.images`)} />
      </div>

      {onRemove ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onRemove}>
            Remove colour {index + 1}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
