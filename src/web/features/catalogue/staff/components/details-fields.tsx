import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { FieldError } from '../../../../components/staff/form-controls';
import type { SectionProps } from './product-basics';
import styles from '../../../../components/staff/staff-styles';

type ListName = 'features' | 'materialAndCare';

function ListEditor({ name, label, items, onChange, error }: { name: ListName; label: string; items: string[]; onChange: (items: string[]) => void; error?: string | undefined }) {
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{label}</legend>
      {items.map((item, i) => (
        <div key={i} className={styles.row}>
          <TextField classes={styles} id={`${name}-${i}`} label={`${label} ${i + 1}`} value={item} onChange={(value) => onChange(items.map((old, j) => (j === i ? value : old)))} />
          {items.length > 1 ? (
            <Button variant="ghost" onClick={() => onChange(items.filter((_, j) => j !== i))} aria-label={`Remove ${label} ${i + 1}`}>
              Remove
            </Button>
          ) : null}
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...items, ''])}>
          Add {label.toLowerCase()}
        </Button>
      </div>
      <FieldError id={name} error={error} />
    </fieldset>
  );
}

/** productDetails: overview, features, material and care, specifications (name and value). */
export function DetailsFields({ state, update, errors }: SectionProps) {
  const specError = [...errors].find(([field]) => field.startsWith('productDetails.specifications'))?.[1];
  return (
    <fieldset className={styles.section}>
      <legend>Product details</legend>
      <TextField classes={styles} multiline id="overview" label="Overview" value={state.overview} onChange={(overview) => update((s) => ({ ...s, overview }))} error={errors.get('productDetails.overview')} />
      <ListEditor name="features" label="Feature" items={state.features} onChange={(features) => update((s) => ({ ...s, features }))} error={errors.get('productDetails.features')} />
      <ListEditor
        name="materialAndCare"
        label="Material and care"
        items={state.materialAndCare}
        onChange={(materialAndCare) => update((s) => ({ ...s, materialAndCare }))}
        error={errors.get('productDetails.materialAndCare')}
      />
      <fieldset className={styles.field}>
        <legend className={styles.label}>Specifications</legend>
        {state.specifications.map((spec, i) => (
          <div key={i} className={styles.row}>
            <TextField classes={styles}
              id={`spec-name-${i}`}
              label={`Specification ${i + 1} name`}
              value={spec.name}
              onChange={(name) => update((s) => ({ ...s, specifications: s.specifications.map((old, j) => (j === i ? { ...old, name } : old)) }))}
            />
            <TextField classes={styles}
              id={`spec-value-${i}`}
              label={`Specification ${i + 1} value`}
              value={spec.value}
              onChange={(value) => update((s) => ({ ...s, specifications: s.specifications.map((old, j) => (j === i ? { ...old, value } : old)) }))}
            />
          </div>
        ))}
        <div>
          <Button variant="secondary" onClick={() => update((s) => ({ ...s, specifications: [...s.specifications, { name: '', value: '' }] }))}>
            Add specification
          </Button>
        </div>
        <FieldError id="specifications" error={specError} />
      </fieldset>
    </fieldset>
  );
}
