import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messageOf } from '../../../../../api/errors';
import { Button } from '../../../../components/ui/button';
import { deleteProduct, editableProductQuery, type EditableProduct } from '../api/product-edit-calls';
import { setProductHidden } from '../api/product-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { AddColour } from './add-colour';
import { ColourEdit } from './colour-edit';
import { ConfirmButton } from '../../../../components/staff/confirm-move';
import { ProductDetailsEdit } from './product-details-edit';
import { ProductEdit } from './product-edit';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';

export const HAS_ORDERS_NOTE = 'This product has orders, so it can only be hidden.';

/** Delete (a product no order names) or hide: which one the product allows is said plainly. */
function DeleteOrHide({ product }: { product: EditableProduct }) {
  const { pathname } = useLocation();
  const hide = useStaffWrite(setProductHidden);
  const remove = useStaffWrite(deleteProduct);
  const notice = remove.notice ?? hide.notice;
  if (remove.notice?.ok) {
    return (
      <p role="status">
        {remove.notice.text} <Link to={`${pathname}?view=products`}>Back to the products</Link>
      </p>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="product-remove-title">
      <h2 id="product-remove-title" className={styles.sectionTitle}>
        Hide or delete
      </h2>
      <p>{product.hidden ? 'Hidden from the shop.' : 'In the shop.'}</p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={hide.mutation.isPending} onClick={() => hide.mutation.mutate({ productId: product._id, hidden: !product.hidden })}>
          {product.hidden ? 'Show in the shop' : 'Hide from the shop'}
        </Button>
        {product.hasOrders ? null : (
          <ConfirmButton
            label="Delete product"
            question={`Delete ${product.name}?`}
            consequence="It is deleted with its colours, photos, details and reviews. This cannot be undone."
            confirmLabel="Yes, delete it"
            variant="secondary"
            disabled={remove.mutation.isPending}
            onConfirm={() => remove.mutation.mutate(product._id)}
          />
        )}
      </div>
      {product.hasOrders ? <p className={styles.hint}>{HAS_ORDERS_NOTE}</p> : null}
      <WriteNotice notice={notice} />
    </section>
  );
}

/** One product edited whole: the add form's fields, details, colours with photos and sizes, and delete or hide. */
export function ProductEditScreen({ productId }: { productId: string }) {
  const product = useQuery(editableProductQuery(productId));
  const { pathname } = useLocation();
  const [saved, setSaved] = useState(0);
  if (product.isPending) return <p role="status">Loading...</p>;
  if (product.isError) return <p role="alert" className={styles.failure}>{messageOf(product.error, 'Could not load the product. Please try again.')}</p>;
  const data = product.data;
  const inShop = data.variants.filter((colour) => !colour.retired);
  return (
    <div className={styles.form}>
      <p>
        <Link to={`${pathname}?view=products`}>Back to the products</Link>
      </p>
      <h2 className={styles.sectionTitle}>{data.name}</h2>
      {saved > 0 ? <p role="status">Product saved.</p> : null}
      <ProductEdit key={`basics-${saved}`} product={data} onDone={() => setSaved((n) => n + 1)} />
      <ProductDetailsEdit key={`details-${data._id}`} product={data} />
      <h2 className={styles.sectionTitle}>Colours</h2>
      {data.variants.map((colour) => (
        <ColourEdit key={`${colour._id}-${colour.color}`} productId={data._id} colour={colour} lastInShop={!colour.retired && inShop.length === 1} />
      ))}
      <AddColour productId={data._id} index={data.variants.length} />
      <DeleteOrHide product={data} />
    </div>
  );
}
