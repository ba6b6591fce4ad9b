import { CATEGORIES, SUB_CATEGORIES, TAGS, type Category, type SubCategory, type Tag } from '../../../../../shared/catalogue-options';
import { HSN_HINT, withPrices, type ProductFormState } from '../logic/product-form';
import { TextField } from '../../../../components/ui/text-field';
import { FieldError, SelectInput } from '../../../../components/staff/form-controls';
import styles from '../../../../components/staff/staff-styles';

export interface SectionProps {
  state: ProductFormState;
  update: (change: (state: ProductFormState) => ProductFormState) => void;
  errors: Map<string, string>;
}

/** Name, description, prices, category, sub-category, return policy, tags and COD. */
export function ProductBasics({ state, update, errors }: SectionProps) {
  const set = (change: Partial<ProductFormState>) => update((current) => ({ ...current, ...change }));
  const toggleTag = (tag: Tag, on: boolean) =>
    update((current) => ({ ...current, tags: on ? TAGS.filter((t) => t === tag || current.tags.includes(t)) : current.tags.filter((t) => t !== tag) }));
  return (
    <fieldset className={styles.section}>
      <legend>Product</legend>
      <TextField classes={styles} id="name" label="Name" value={state.name} onChange={(name) => set({ name })} error={errors.get('name')} maxLength={120} />
      <TextField classes={styles} multiline id="description" label="Description" value={state.description} onChange={(description) => set({ description })} error={errors.get('description')} />
      <div className={styles.grid}>
        <TextField classes={styles}
          id="price"
          label="Price (M.R.P., ₹)"
          inputMode="decimal"
          value={state.price}
          onChange={(price) => update((current) => withPrices(current, { price }))}
          error={errors.get('price')}
        />
        <TextField classes={styles}
          id="discount"
          label="Discount (%)"
          inputMode="numeric"
          value={state.discount}
          onChange={(discount) => update((current) => withPrices(current, { discount }))}
          error={errors.get('discount')}
        />
        <TextField classes={styles} id="finalPrice" label="Final price (₹)" value={state.finalPrice} readOnly hint="Price minus the discount; worked out for you." error={errors.get('finalPrice')} />
        <TextField classes={styles}
          id="returnPolicy"
          label="Return policy (days)"
          inputMode="numeric"
          value={state.returnPolicy}
          onChange={(returnPolicy) => set({ returnPolicy })}
          error={errors.get('returnPolicy')}
        />
        <SelectInput
          id="category"
          label="Category"
          placeholder="Choose a category"
          options={CATEGORIES}
          value={state.category}
          onChange={(category) => set({ category: category as Category })}
          error={errors.get('category')}
        />
        <SelectInput
          id="subCategory"
          label="Sub-category"
          placeholder="Choose a sub-category"
          options={SUB_CATEGORIES}
          value={state.subCategory}
          onChange={(subCategory) => set({ subCategory: subCategory as SubCategory })}
          error={errors.get('subCategory')}
        />
        <TextField classes={styles}
          id="hsn"
          label="HSN code" optional
          inputMode="numeric"
          maxLength={8}
          value={state.hsn}
          onChange={(hsn) => set({ hsn })}
          hint={HSN_HINT}
          error={errors.get('hsn')}
        />
        <SelectInput id="codAvailable" label="COD available" options={['Yes', 'No']} value={state.codAvailable} onChange={(value) => set({ codAvailable: value === 'No' ? 'No' : 'Yes' })} />
      </div>
      <fieldset className={styles.field} aria-describedby={errors.get('tags') ? 'tags-error' : undefined}>
        <legend className={styles.label}>Tags</legend>
        <div className={styles.choices}>
          {TAGS.map((tag) => (
            <label key={tag} className={styles.choice}>
              <input type="checkbox" name="tags" value={tag} checked={state.tags.includes(tag)} onChange={(event) => toggleTag(tag, event.target.checked)} />
              {tag}
            </label>
          ))}
        </div>
        <FieldError id="tags" error={errors.get('tags')} />
      </fieldset>
    </fieldset>
  );
}
