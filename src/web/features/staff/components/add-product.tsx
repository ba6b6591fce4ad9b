import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AddProductForm } from './add-product-form';
import { StaffBanners } from './staff-banners';
import { CodRulesForm } from './cod-rules-form';
import { StaffDiscounts } from './staff-discounts';
import { StaffOnly } from './staff-only';
import { StaffOrders } from './staff-orders';
import { StaffProducts } from './staff-products';
import { StaffVideoScreen } from './staff-video';
import { StudioGarments } from './studio-garments';
import { StudioGraphics } from './studio-graphics';
import styles from './staff.module.css';

const VIEWS = [
  { view: null, title: 'Add Product', tab: 'Add product' },
  { view: 'products', title: 'Products', tab: 'Products' },
  { view: 'orders', title: 'Orders', tab: 'Orders' },
  { view: 'codes', title: 'Discount codes', tab: 'Codes' },
  { view: 'cod', title: 'Cash on Delivery', tab: 'COD' },
  { view: 'banners', title: 'Home banners', tab: 'Banners' },
  { view: 'video', title: 'Home video', tab: 'Video' },
  { view: 'studio', title: 'Studio garments and graphics', tab: 'Studio' },
] as const;

/** The screen of each view; the add-product form is the spec's own (no view). */
function ViewBody({ view }: { view: (typeof VIEWS)[number]['view'] }) {
  switch (view) {
    case 'products':
      return <StaffProducts />;
    case 'orders':
      return <StaffOrders />;
    case 'codes':
      return <StaffDiscounts />;
    case 'cod':
      return <CodRulesForm />;
    case 'banners':
      return <StaffBanners />;
    case 'video':
      return <StaffVideoScreen />;
    case 'studio':
      return (
        <div className={styles.form}>
          <StudioGarments />
          <StudioGraphics />
        </div>
      );
    default:
      return <AddProductForm />;
  }
}

/**
 * The staff area under the spec's /admin/{name} (and /admin): the add-product form, and beyond
 * the spec the product and order lists, discount codes, banners, home video and studio content, chosen with
 * ?view= so that the spec's route stays the form.
 */
function StaffArea() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const current = VIEWS.find((entry) => entry.view === params.get('view')) ?? VIEWS[0];
  useDocumentTitle(current.title);
  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="staff-title">
      <nav aria-label="Staff screens" className={styles.tabs}>
        {VIEWS.map((entry) => (
          <Link key={entry.tab} to={entry.view ? `${pathname}?view=${entry.view}` : pathname} className={styles.tab} aria-current={entry === current ? 'page' : undefined}>
            {entry.tab}
          </Link>
        ))}
      </nav>
      <h1 id="staff-title" className={styles.title}>
        {current.title}
      </h1>
      <ViewBody view={current.view} />
    </section>
  );
}

/** The staff add-product form (spec section 2, /admin/{name} and /admin) and staff lists, for staff only. */
export function AddProductScreen() {
  return (
    <StaffOnly>
      <StaffArea />
    </StaffOnly>
  );
}
