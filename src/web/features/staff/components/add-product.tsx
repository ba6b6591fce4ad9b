import { ScreenInProgress } from '../../../components/screen-in-progress';

/** The staff add-product form (spec section 2, /admin/{name}). */
export function AddProductScreen() {
  return (
    <ScreenInProgress
      name="Add Product"
      description="The staff form for adding products with colours, sizes, stock and images."
    />
  );
}
