import { useEffect } from 'react';
import { documentUrl } from '../../../../api/documents';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { jsonLdText, metaDescription, PRODUCT_JSON_LD_ID, productJsonLd } from '../logic/product-json-ld';
import type { ProductDetail, ProductVariant } from '../logic/product-types';
import { productPath } from '../../../../shared/screen-routes';

function absolute(path: string): string {
  return new URL(path, window.location.origin).href;
}

/**
 * The page's head for a product: its name as the title, its description as the meta
 * description, and schema.org Product JSON-LD. The JSON-LD element is made through the DOM
 * (textContent, never HTML): it is data, which a strict script policy allows, unlike an inline
 * script React would have to inject. Both are put back as they were when the page goes.
 */
export function useProductHead(product: ProductDetail | undefined, variant: ProductVariant | undefined): void {
  useDocumentTitle(product?.name);

  const description = product ? metaDescription(product) : null;
  useEffect(() => {
    if (description === null) return undefined;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);

  // Addresses are made in the effect: the page's origin is the browser's (the server writes its own head).
  useEffect(() => {
    if (!product) return undefined;
    const jsonLd = jsonLdText(
      productJsonLd(product, variant, (key) => absolute(documentUrl(key)), absolute(productPath(product._id, variant?._id ?? product.variants[0]?._id ?? ''))),
    );
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = PRODUCT_JSON_LD_ID;
    script.textContent = jsonLd;
    document.getElementById(PRODUCT_JSON_LD_ID)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, [product, variant]);
}
