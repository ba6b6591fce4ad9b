import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AddProductForm } from './add-product-form';
import { StaffOnly } from './staff-only';
import styles from './staff.module.css';

function AddProduct() {
  useDocumentTitle('Add Product');
  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="add-product-title">
      <h1 id="add-product-title" className={styles.title}>
        Add Product
      </h1>
      <AddProductForm />
    </section>
  );
}

/** The staff add-product form (spec section 2, /admin/{name} and /admin), for staff only. */
export function AddProductScreen() {
  return (
    <StaffOnly>
      <AddProduct />
    </StaffOnly>
  );
}
