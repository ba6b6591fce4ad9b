import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isMissingProduct, productQuery } from '../api/product-calls';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ProductLoadFailed, ProductNotFound } from './product-not-found';
import { ProductSkeleton } from './product-skeleton';
import { ProductView } from './product-view';

/**
 * The product page (spec section 2): /display/{productId}/{variantId}. Loads the product, shows
 * a skeleton of the same shape meanwhile, and a clear not-found screen for a missing product.
 */
export function ProductScreen() {
  const { productId = '' } = useParams();
  const product = useQuery(productQuery(productId));

  if (product.data) return <ProductView key={product.data._id} product={product.data} />;
  if (product.isError) {
    return isMissingProduct(product.error) ? <ProductNotFound /> : <ProductLoadFailed onRetry={() => void product.refetch()} />;
  }
  return <LoadingProduct />;
}

function LoadingProduct() {
  useDocumentTitle('Loading...');
  return <ProductSkeleton />;
}
