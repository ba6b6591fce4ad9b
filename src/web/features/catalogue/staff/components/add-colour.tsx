import { useState } from 'react';
import { SHOP_SIZES } from '../../../../../shared/catalogue-options';
import { colourProblems } from '../../../../../shared/product-rules';
import { Button } from '../../../../components/ui/button';
import { useStaffUpload } from '../../../../hooks/staff/use-staff-upload';
import { emptyVariant, type VariantState } from '../logic/product-form';
import { labelled } from '../logic/field-labels';
import { UploadProgress } from '../../../../components/staff/upload-progress';
import { VariantFields } from './variant-fields';
import { appendPhotos } from '../logic/photo-form';
import styles from '../../../../components/staff/staff-styles';

/** The sizes ticked in the add form's colour fields, as the multipart form sends them. */
const chosenSizes = (variant: VariantState) => SHOP_SIZES.filter((size) => variant.sizes[size].on).map((size) => ({ size, stock: variant.sizes[size].stock }));

/** Adds a colour to an existing product with the add form's own colour fields (name, sizes and stock, photos) and rules. */
export function AddColour({ productId, index }: { productId: string; index: number }) {
  const [variant, setVariant] = useState<VariantState | null>(null);
  const [errors, setErrors] = useState(new Map<string, string>());
  const upload = useStaffUpload('/staff/products/{productId}/variants', { productId });
  if (!variant) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setVariant(emptyVariant())}>
          Add another colour
        </Button>
        <UploadProgress id="add-colour-progress" progress={null} notice={upload.notice} processing="" />
      </div>
    );
  }
  const submit = async () => {
    const sizes = chosenSizes(variant);
    const problems = colourProblems({ color: variant.color, sizes, imageCount: variant.images.length });
    const byField = new Map<string, string>();
    for (const problem of problems) {
      // The add form's colour fields read their messages under variants.{index}; sizes.j.* is about the sizes.
      const field = `variants.${index}.${problem.field}`;
      if (!byField.has(field)) byField.set(field, labelled(problem.message));
    }
    setErrors(byField);
    if (problems.length > 0) return;
    const form = new FormData();
    form.append('color', variant.color);
    sizes.forEach((entry, j) => {
      form.append(`sizes[${j}][size]`, entry.size);
      form.append(`sizes[${j}][stock]`, entry.stock);
    });
    appendPhotos(form, variant.images, variant.focals);
    if (await upload.send(form)) setVariant(null);
  };
  return (
    <div className={styles.form}>
      <VariantFields index={index} variant={variant} onChange={setVariant} onRemove={() => setVariant(null)} errors={errors} />
      <UploadProgress id="add-colour-progress" progress={upload.progress} notice={upload.notice} processing="Processing the photos…" />
      <div className={styles.actions}>
        <Button disabled={upload.progress !== null} onClick={submit}>
          Save new colour
        </Button>
      </div>
    </div>
  );
}
