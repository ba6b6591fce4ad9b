import { documentSrcSet, documentUrl } from '../../../../api/documents';
import { ApiError } from '../../../../api/errors';
import { GALLERY_IMAGE_SIZES } from '../../../../shared/image-widths';
import { PRODUCT_NOT_FOUND } from '../../../../shared/review-messages';
import { productPath } from '../../../../shared/screen-routes';
import { meta, type RoutePage } from '../../../hooks/page-load';
import { jsonLdText, metaDescription, PRODUCT_JSON_LD_ID, productJsonLd } from '../logic/product-json-ld';
import { chosenVariant } from '../logic/variants';
import { productQuery } from './product-calls';

/**
 * A product page: the product in the page's state, its colour's first photo as the hero, and a
 * head with the colour's canonical address, the product's link-preview card, price and JSON-LD
 * (the product and its breadcrumbs). A product missing or hidden is a 404 whose error the
 * browser is handed with the state, so the screen keeps its not-found shape.
 */
export const productPage: RoutePage = {
  async load({ client, params, data, absolute }) {
    const productId = params.productId ?? '';
    const product = await data.product(productId);
    if (!product) {
      await client.prefetchQuery({
        ...productQuery(productId),
        retry: false,
        queryFn: () => Promise.reject(new ApiError(404, PRODUCT_NOT_FOUND, 'NOT_FOUND')),
      });
      return { status: 404 };
    }
    client.setQueryData(productQuery(productId).queryKey, product);
    // The gallery's first photo of the colour shown (gallery.tsx).
    const variant = chosenVariant(product.variants, params.variantId);
    const photo = variant?.images[0];
    const hero = photo ? { src: documentUrl(photo, 960), srcSet: documentSrcSet(photo), sizes: GALLERY_IMAGE_SIZES } : undefined;
    const path = productPath(product._id, variant?._id ?? '');
    const pageUrl = absolute(path);
    return {
      status: 200,
      hero,
      head: {
        canonical: { path },
        description: metaDescription(product),
        ogType: 'product',
        image: { url: absolute(`/og/product/${product._id}.jpg`), width: 1200, height: 630, alt: product.name },
        meta: [meta('property', 'product:price:amount', product.finalPrice), meta('property', 'product:price:currency', 'INR')],
        jsonLd: [
          `<script type="application/ld+json" id="${PRODUCT_JSON_LD_ID}">${jsonLdText(productJsonLd(product, variant, (key) => absolute(documentUrl(key)), pageUrl))}</script>`,
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: absolute('/') },
              { '@type': 'ListItem', position: 2, name: 'Upper Wear', item: absolute('/upper-wear') },
              { '@type': 'ListItem', position: 3, name: product.name, item: pageUrl },
            ],
          },
        ],
      },
    };
  },
};
