import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AddProductForm } from '../../features/catalogue/staff/components/add-product-form';
import { StaffBanners } from '../../features/catalogue/staff/components/staff-banners';
import { StaffDashboard } from '../../features/money/staff/components/staff-dashboard';
import { CodRulesForm } from '../../features/settings/staff/components/cod-rules-form';
import { StaffDiscounts } from '../../features/money/staff/components/staff-discounts';
import { StaffOnly } from '../../components/staff/staff-only';
import { StaffOrders } from '../../features/orders/staff/components/staff-orders';
import { GstReportForm } from '../../features/money/staff/components/gst-report-form';
import { OwnerSettings } from '../../features/settings/staff/components/owner-settings';
import { DeliveryRuleForm } from '../../features/settings/staff/components/delivery-rule-form';
import { DeliveryDatesForm } from '../../features/settings/staff/components/delivery-dates-form';
import { StaffProducts } from '../../features/catalogue/staff/components/staff-products';
import { StaffOrderPage } from '../../features/orders/staff/components/staff-order-page';
import { ProductEditScreen } from '../../features/catalogue/staff/components/product-edit-screen';
import { StaffReviews } from '../../features/catalogue/staff/components/staff-reviews';
import { StockBadge } from '../../features/catalogue/staff/components/stock-alerts';
import { StaffVideoScreen } from '../../features/catalogue/staff/components/staff-video';
import { StudioGarments } from '../../features/customiser/staff/components/studio-garments';
import { StudioGraphics } from '../../features/customiser/staff/components/studio-graphics';
import { StudioTemplates } from '../../features/customiser/staff/components/studio-templates';
import styles from '../../components/staff/staff-styles';
import own from './staff-area.module.css';

const VIEWS = [
  { view: 'dashboard', title: 'Dashboard', tab: 'Dashboard' },
  { view: 'add', title: 'Add Product', tab: 'Add product' },
  { view: 'products', title: 'Products', tab: 'Products' },
  { view: 'orders', title: 'Orders', tab: 'Orders' },
  { view: 'reviews', title: 'Reviews', tab: 'Reviews' },
  { view: 'codes', title: 'Discount codes', tab: 'Codes' },
  { view: 'cod', title: 'Cash on Delivery', tab: 'COD' },
  { view: 'banners', title: 'Home banners', tab: 'Banners' },
  { view: 'video', title: 'Home video', tab: 'Video' },
  { view: 'studio', title: 'Studio garments and graphics', tab: 'Studio' },
  // Not tabs: one order in full, opened from the orders list; one product edited whole, from the products list.
  { view: 'order', title: 'Order', tab: null },
  { view: 'product', title: 'Edit product', tab: null },
] as const;

/** The screen of each view; the add-product form is the spec's own (/admin/{name} with no view). */
function ViewBody({ view, orderId }: { view: (typeof VIEWS)[number]['view']; orderId: string }) {
  switch (view) {
    case 'dashboard':
      return <StaffDashboard />;
    case 'order':
      return <StaffOrderPage orderId={orderId} />;
    case 'product':
      return <ProductEditScreen productId={orderId} />;
    case 'reviews':
      return <StaffReviews />;
    case 'products':
      return <StaffProducts />;
    case 'orders':
      return (
        <StaffOrders>
          <OwnerSettings />
          <DeliveryRuleForm />
          <DeliveryDatesForm />
          <GstReportForm />
        </StaffOrders>
      );
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
          <StudioTemplates />
        </div>
      );
    default:
      return <AddProductForm />;
  }
}

/**
 * The staff area under the spec's /admin/{name}: the add-product form, and beyond the spec the
 * owner's dashboard (/admin itself), the product and order lists, discount codes, banners, home
 * video and studio content, chosen with ?view= so that the spec's route stays the form.
 */
function StaffArea() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // /admin (with or without a trailing slash) opens on the dashboard, /admin/{name} on the form.
  const byDefault = /^\/admin\/?$/i.test(pathname) ? 'dashboard' : 'add';
  const current = VIEWS.find((entry) => entry.view === (params.get('view') ?? byDefault)) ?? VIEWS[1];
  useDocumentTitle(current.title);
  return (
    <section className={`shell ${own.screen}`} aria-labelledby="staff-title">
      <nav aria-label="Staff screens" className={own.tabs}>
        {VIEWS.map((entry) =>
          entry.tab === null ? null : (
            <Link key={entry.tab} to={entry.view === byDefault ? pathname : `${pathname}?view=${entry.view}`} className={own.tab} aria-current={entry === current || (entry.view === 'orders' && current.view === 'order') || (entry.view === 'products' && current.view === 'product') ? 'page' : undefined}>
              {entry.tab}
              {entry.view === 'products' ? <StockBadge /> : null}
            </Link>
          ),
        )}
      </nav>
      <h1 id="staff-title" className={styles.title}>
        {current.title}
      </h1>
      <ViewBody view={current.view} orderId={params.get('id') ?? ''} />
    </section>
  );
}

/** The staff add-product form (spec section 2, /admin/{name}), the dashboard (/admin) and staff lists, for staff only. */
export function StaffAreaScreen() {
  return (
    <StaffOnly>
      <StaffArea />
    </StaffOnly>
  );
}
