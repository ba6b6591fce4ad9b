import { useState, type FormEvent } from 'react';
import { productDetailsProblems } from '../../../../../shared/product-rules';
import { Button } from '../../../../components/ui/button';
import { Form } from '../../../../components/ui/form';
import { saveProductDetails, type EditableProduct } from '../api/product-edit-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { emptyProductForm, type ProductFormState } from '../logic/product-form';
import { labelled } from '../logic/field-labels';
import { DetailsFields } from './details-fields';
import styles from '../../../../components/staff/staff-styles';

/** At least one (empty) row to type in, as the add form starts. */
const orOne = <T,>(list: T[], empty: T) => (list.length > 0 ? list : [empty]);

/** The add form's details section (overview, features, material and care, specifications), filled with the product's and saved on its own. */
export function ProductDetailsEdit({ product }: { product: EditableProduct }) {
  const details = product.productDetails;
  const [state, setState] = useState<ProductFormState>(() => ({
    ...emptyProductForm(),
    overview: details.overview,
    features: orOne(details.features, ''),
    materialAndCare: orOne(details.materialAndCare, ''),
    specifications: orOne(details.specifications, { name: '', value: '' }),
  }));
  const [errors, setErrors] = useState(new Map<string, string>());
  const save = useStaffWrite(saveProductDetails);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edited = { overview: state.overview, features: state.features, materialAndCare: state.materialAndCare, specifications: state.specifications };
    const problems = productDetailsProblems(edited);
    // The add form's fields read their messages under productDetails.*.
    setErrors(new Map(problems.map((problem) => [`productDetails.${problem.field}`, labelled(problem.message)])));
    if (problems.length === 0) save.mutation.mutate({ productId: product._id, details: edited });
  };
  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-label="Product details">
      <DetailsFields state={state} update={setState} errors={errors} />
      {save.notice ? (
        <p role={save.notice.ok ? 'status' : 'alert'} className={save.notice.ok ? styles.hint : styles.error}>
          {save.notice.ok ? save.notice.text : labelled(save.notice.text)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.mutation.isPending}>
          {save.mutation.isPending ? 'Loading...' : 'Save product details'}
        </Button>
      </div>
    </Form>
  );
}
