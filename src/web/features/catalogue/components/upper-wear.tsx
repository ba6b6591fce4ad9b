import { useSearchParams } from 'react-router-dom';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { upperWearProductsQuery } from '../api/product-lists';
import { TAB_PARAM, tabFromSlug, tabSlug, type UpperWearTab } from '../logic/upper-wear-tabs';
import { listOptionsOf, searchWithOptions } from '../logic/listing-params';
import { ComingSoon } from './coming-soon';
import { ListingHeader } from './listing-header';
import { PagedProductGrid } from './paged-product-grid';
import { UpperWearTabs, tabPanelId, tabId } from './upper-wear-tabs';
import styles from './tagged-products-screen.module.css';

/**
 * Upper wear with the six filter tabs of spec section 2, newest first, eight at a time. The
 * chosen tab lives in the address (?tab=hoodie): a shared link opens on it, and Back steps
 * back through the tabs the shopper chose.
 */
export function UpperWearScreen() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromSlug(params.get(TAB_PARAM));
  const options = listOptionsOf(params);
  useDocumentMeta({
    title: tab.label === 'All' ? 'Upper Wear' : `${tab.label} · Upper Wear`,
    description:
      'Upper wear at Bhopal Threads: graphic t-shirts, oversized and regular tees, hoodies and shackets, newest first, with prices in ₹.',
  });

  const choose = (next: UpperWearTab) => {
    if (next === tab) return;
    const slug = tabSlug(next);
    // The sort and filters carry over to the new tab (its own page 1).
    setParams(new URLSearchParams(searchWithOptions(slug === 'all' ? '' : `?${TAB_PARAM}=${slug}`, options)), { preventScrollReset: true });
  };

  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="listing-title">
      <ListingHeader
        id="listing-title"
        eyebrow="Tees · Hoodies · Shackets"
        title="Upper Wear"
        lead="Everything for the top half, newest first. Pick a style to narrow it down."
      />
      <UpperWearTabs selected={tab} onSelect={choose} />
      <div role="tabpanel" id={tabPanelId} aria-labelledby={tabId(tab)} className={styles.panel}>
        <PagedProductGrid query={upperWearProductsQuery(tab, options)} empty={<ComingSoon />} listOptions={options} />
      </div>
    </section>
  );
}
