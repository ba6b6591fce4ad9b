import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Tag } from '../../../../shared/catalogue-options';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { taggedProductsQuery } from '../api/product-lists';
import { listOptionsOf } from '../logic/listing-params';
import { ListingHeader } from './listing-header';
import { PagedProductGrid } from './paged-product-grid';
import styles from './tagged-products-screen.module.css';

interface Props {
  tag: Tag;
  title: string;
  eyebrow: string;
  lead: string;
  /** The meta description for search results and link previews. */
  description: string;
  /** More below the grid (the trending categories). */
  children?: ReactNode;
}

/** A listing screen: heading, sort and filters (kept in the address), then the tag's products eight at a time. */
export function TaggedProductsScreen({ tag, title, eyebrow, lead, description, children }: Props) {
  useDocumentMeta({ title, description });
  const options = listOptionsOf(useLocation().search);
  return (
    <div className={`shell ${styles.screen}`}>
      <section aria-labelledby="listing-title">
        <ListingHeader id="listing-title" eyebrow={eyebrow} title={title} lead={lead} />
        <PagedProductGrid
          query={taggedProductsQuery(tag, options)}
          listOptions={options}
          empty={<p className={styles.empty}>New styles are on their way. Check back soon, or design your own in the studio.</p>}
        />
      </section>
      {children}
    </div>
  );
}
