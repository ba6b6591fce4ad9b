import { SHOP_SIZES, type ShopSize } from '../../../../../shared/catalogue-options';
import { Button } from '../../../../components/ui/button';
import type { VariantState } from '../logic/product-form';
import { TextField } from '../../../../components/ui/text-field';
import { PhotoInput } from './photo-input';
import { StudioSizeNote } from './studio-size-note';
import styles from '../../../../components/staff/staff-styles';

interface VariantFieldsProps {
  index: number;
  variant: VariantState;
  onChange: (variant: VariantState) => void;
  onRemove: (() => void) | null;
  errors: Map<string, string>;
}

/** One colour: its name, the sizes it comes in with their stock, and its photos. */
export function VariantFields({ index, variant, onChange, onRemove, errors }: VariantFieldsProps) {
  const id = `variant-${index}`;
  const at = `variants.${index}`;
  const sizeErrors = [...errors].filter(([field]) => field.startsWith(`${at}.sizes`)).map(([, message]) => message);
  const setSize = (size: ShopSize, change: Partial<VariantState['sizes'][ShopSize]>) =>
    onChange({ ...variant, sizes: { ...variant.sizes, [size]: { ...variant.sizes[size], ...change } } });

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

      <PhotoInput
        id={`${id}-images`}
        files={variant.images}
        onChange={(images) => onChange({ ...variant, images })}
        listLabel={`Images of colour ${index + 1}`}
        error={errors.get(`${at}.images`)}
        hint="JPEG, PNG or WebP, up to 10 MB each. The first is the cover. Each is cut to 4:5 round its focal point (the centre unless you move it)."
        focals={variant.focals}
        onFocalsChange={(focals) => onChange({ ...variant, focals })}
      />

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
