import { useState, type FormEvent } from 'react';
import { productDraftProblems } from '../../../../../shared/product-rules';
import { Button } from '../../../../components/ui/button';
import { useProductUpload } from '../hooks/use-product-upload';
import { emptyProductForm, emptyVariant, toDraft, toFormData, type ProductFormState } from '../logic/product-form';
import { DetailsFields } from './details-fields';
import { ProductBasics } from './product-basics';
import { UploadStatus } from './upload-status';
import { VariantFields } from './variant-fields';
import styles from '../../../../components/staff/staff-styles';
import { Form } from '../../../../components/ui/form';

/** The add-product form of spec sections 2, 3 and 5, sent as multipart with a progress bar. */
export function AddProductForm() {
  const [state, setState] = useState<ProductFormState>(emptyProductForm);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const upload = useProductUpload();
  const busy = upload.state.status === 'uploading';

  const update = (change: (current: ProductFormState) => ProductFormState) => setState(change);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = productDraftProblems(toDraft(state));
    const byField = new Map<string, string>();
    for (const problem of problems) if (!byField.has(problem.field)) byField.set(problem.field, problem.message);
    setErrors(byField);
    if (problems.length > 0) {
      // Move to the first field that needs attention.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"], .' + CSS.escape(styles.error ?? ''))?.scrollIntoView({ block: 'center' }));
      return;
    }
    if (await upload.send(toFormData(state))) setState(emptyProductForm());
  };

  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <ProductBasics state={state} update={update} errors={errors} />
      {state.variants.map((variant, index) => (
        <VariantFields
          key={variant.key}
          index={index}
          variant={variant}
          errors={errors}
          onChange={(next) => update((current) => ({ ...current, variants: current.variants.map((old, i) => (i === index ? next : old)) }))}
          onRemove={state.variants.length > 1 ? () => update((current) => ({ ...current, variants: current.variants.filter((_, i) => i !== index) })) : null}
        />
      ))}
      {errors.get('variants') ? <p className={styles.error}>{errors.get('variants')}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => update((current) => ({ ...current, variants: [...current.variants, emptyVariant()] }))}>
          Add another colour
        </Button>
      </div>
      <DetailsFields state={state} update={update} errors={errors} />
      <UploadStatus state={upload.state} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Loading...' : 'Add Product'}
        </Button>
      </div>
    </Form>
  );
}
