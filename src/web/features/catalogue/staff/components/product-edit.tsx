import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../../../api/errors';
import { CATEGORIES, SUB_CATEGORIES, TAGS, type Category, type SubCategory, type Tag } from '../../../../../shared/catalogue-options';
import { computeFinalPrice, productEditProblems } from '../../../../../shared/product-rules';
import { Button } from '../../../../components/ui/button';
import type { StaffProduct } from '../api/product-calls';
import { useEditProduct } from '../hooks/use-edit-product';
import { HSN_HINT } from '../logic/product-form';
import { labelled } from '../logic/field-labels';
import { TextField } from '../../../../components/ui/text-field';
import { SelectInput } from '../../../../components/staff/form-controls';
import styles from '../../../../components/staff/staff-styles';
import { Form } from '../../../../components/ui/form';

type EditedFields = Pick<StaffProduct, '_id' | 'name' | 'description' | 'price' | 'discount' | 'category' | 'subCategory' | 'returnPolicy' | 'tags' | 'codAvailable' | 'hsn'>;

/** Edits a product's add-form fields by the add-product rules (details, colours, photos and stock are edited beside it). */
export function ProductEdit({ product, onDone, onCancel }: { product: EditedFields; onDone: () => void; onCancel?: () => void }) {
  const [fields, setFields] = useState({
    name: product.name,
    description: product.description,
    price: String(product.price),
    discount: String(product.discount),
    category: product.category as Category,
    subCategory: product.subCategory as SubCategory,
    returnPolicy: String(product.returnPolicy),
    tags: product.tags as Tag[],
    codAvailable: product.codAvailable,
    hsn: product.hsn ?? '',
  });
  const [errors, setErrors] = useState(new Map<string, string>());
  const save = useEditProduct(onDone);
  const finalPrice = computeFinalPrice(fields.price, fields.discount);
  const id = (name: string) => `edit-${product._id}-${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = productEditProblems({ ...fields, finalPrice: finalPrice === null ? '' : String(finalPrice) });
    setErrors(new Map(problems.map((problem) => [problem.field, labelled(problem.message)])));
    if (problems.length > 0) return;
    save.mutate({
      productId: product._id,
      edit: { ...fields, price: Number(fields.price), discount: Number(fields.discount), returnPolicy: Number(fields.returnPolicy), hsn: fields.hsn.trim() || null },
    });
  };

  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-label={`Edit ${product.name}`}>
      <TextField classes={styles} id={id('name')} label="Name" value={fields.name} onChange={(name) => setFields({ ...fields, name })} error={errors.get('name')} />
      <TextField classes={styles} multiline id={id('description')} label="Description" value={fields.description} onChange={(description) => setFields({ ...fields, description })} error={errors.get('description')} />
      <div className={styles.grid}>
        <TextField classes={styles} id={id('price')} label="Price (M.R.P., ₹)" inputMode="decimal" value={fields.price} onChange={(price) => setFields({ ...fields, price })} error={errors.get('price')} />
        <TextField classes={styles} id={id('discount')} label="Discount (%)" inputMode="numeric" value={fields.discount} onChange={(discount) => setFields({ ...fields, discount })} error={errors.get('discount')} />
        <TextField classes={styles} id={id('finalPrice')} label="Final price (₹)" readOnly value={finalPrice === null ? '' : String(finalPrice)} error={errors.get('finalPrice')} />
        <TextField classes={styles} id={id('returnPolicy')} label="Return policy (days)" inputMode="numeric" value={fields.returnPolicy} onChange={(returnPolicy) => setFields({ ...fields, returnPolicy })} error={errors.get('returnPolicy')} />
        <SelectInput id={id('category')} label="Category" options={CATEGORIES} value={fields.category} onChange={(category) => setFields({ ...fields, category: category as Category })} />
        <SelectInput id={id('subCategory')} label="Sub-category" options={SUB_CATEGORIES} value={fields.subCategory} onChange={(subCategory) => setFields({ ...fields, subCategory: subCategory as SubCategory })} />
        <TextField classes={styles} id={id('hsn')} label="HSN code" optional inputMode="numeric" maxLength={8} value={fields.hsn} onChange={(hsn) => setFields({ ...fields, hsn })} hint={HSN_HINT} error={errors.get('hsn')} />
        <SelectInput id={id('cod')} label="COD available" options={['Yes', 'No']} value={fields.codAvailable ? 'Yes' : 'No'} onChange={(value) => setFields({ ...fields, codAvailable: value === 'Yes' })} />
      </div>
      <fieldset className={styles.field}>
        <legend className={styles.label}>Tags</legend>
        <div className={styles.choices}>
          {TAGS.map((tag) => (
            <label key={tag} className={styles.choice}>
              <input
                type="checkbox"
                checked={fields.tags.includes(tag)}
                onChange={(event) => setFields({ ...fields, tags: event.target.checked ? TAGS.filter((t) => t === tag || fields.tags.includes(t)) : fields.tags.filter((t) => t !== tag) })}
              />
              {tag}
            </label>
          ))}
        </div>
        {errors.get('tags') ? <p className={styles.error}>{errors.get('tags')}</p> : null}
      </fieldset>
      {save.isError ? (
        <p role="alert" className={styles.failure}>
          {labelled(messageOf(save.error, 'Something went wrong. Please try again.'))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Loading...' : 'Save details'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
