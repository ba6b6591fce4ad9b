import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { useAuthSession } from '../features/account/hooks/use-auth-session';
import { ErrorScreen, StandaloneErrorScreen } from './error-screen';
import { MainLayout } from './layout';
import { ScreenSkeleton } from './screen-skeleton';

/**
 * A lazily loaded screen: each import() below is its own chunk, fetched on first visit, so the
 * entry holds only the shell (and the customiser's Konva never loads on the home page). The
 * skeleton fills the screen's slot inside the layout while the chunk loads on a first visit.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return {
    lazy: async () => ({ Component: pick(await load()) }),
    HydrateFallback: ScreenSkeleton,
  };
}

// Every screen, inside the layout or not, starts at the top (and Back restores the position),
// and knows who is signed in: the verify call runs once here for all of them.
function RootFrame() {
  useAuthSession();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

// The catch-all's loader always throws, so its component never shows; it only keeps the
// router from warning about a leaf route with nothing to render.
function NothingToRender() {
  return null;
}

// Thrown by the catch-all so that an unknown path reaches the error screen as '404 Not Found'.
function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

const customiser = () => import('../features/customiser/components/customiser');

/** Inside the main layout (navigation bar and footer): the route table of spec section 2. */
const layoutScreens: RouteObject[] = [
  { index: true, ...screen(() => import('../features/catalogue/components/home'), (m) => m.HomeScreen) },
  {
    path: 'display/:productId/:variantId',
    ...screen(() => import('../features/product/components/product-page'), (m) => m.ProductScreen),
  },
  // Beyond the spec: 'Checkout all' from the cart.
  {
    path: 'checkout/cart',
    ...screen(() => import('../features/checkout/components/cart-checkout'), (m) => m.CartCheckoutScreen),
  },
  {
    path: 'checkout/:productId/:variantId',
    ...screen(() => import('../features/checkout/components/checkout'), (m) => m.CheckoutScreen),
  },
  {
    path: 'status/:tnxId/:orderId',
    ...screen(() => import('../features/payment-status/components/payment-status'), (m) => m.PaymentStatusScreen),
  },
  {
    path: 'new-arrivals',
    ...screen(() => import('../features/catalogue/components/new-arrivals'), (m) => m.NewArrivalsScreen),
  },
  { path: 'trending', ...screen(() => import('../features/catalogue/components/trending'), (m) => m.TrendingScreen) },
  {
    path: 'upper-wear',
    ...screen(() => import('../features/catalogue/components/upper-wear'), (m) => m.UpperWearScreen),
  },
  {
    path: 'bottom-wear',
    ...screen(() => import('../features/catalogue/components/bottom-wear'), (m) => m.BottomWearScreen),
  },
  { path: 'store', ...screen(() => import('../features/catalogue/components/store'), (m) => m.StoreScreen) },
  { path: 'admin/:name', ...screen(() => import('../features/staff/components/add-product'), (m) => m.AddProductScreen) },
  { path: 'admin', ...screen(() => import('../features/staff/components/add-product'), (m) => m.AddProductScreen) },
  // Paths are matched case-insensitively, so /Customized (the home promo's link) is the same
  // route as /customized; both are listed because the spec names both.
  { path: 'customized', ...screen(customiser, (m) => m.TshirtCustomiserScreen) },
  { path: 'customized/tshirt', ...screen(customiser, (m) => m.TshirtCustomiserScreen) },
  { path: 'customized/hoodie', ...screen(customiser, (m) => m.HoodieCustomiserScreen) },
  { path: 'Customized', ...screen(customiser, (m) => m.TshirtCustomiserScreen) },
  { path: 'Tshirt', ...screen(customiser, (m) => m.TshirtCustomiserScreen) },
  { path: 'Hoodie', ...screen(customiser, (m) => m.HoodieCustomiserScreen) },
  { path: 'terms', ...screen(() => import('../features/pages/components/terms'), (m) => m.TermsScreen) },
  {
    path: 'privacypolicy',
    ...screen(() => import('../features/pages/components/privacy-policy'), (m) => m.PrivacyPolicyScreen),
  },
  {
    path: 'return-cancellation',
    ...screen(() => import('../features/pages/components/return-cancellation'), (m) => m.ReturnCancellationScreen),
  },
  { path: 'cart', ...screen(() => import('../features/cart/components/cart'), (m) => m.CartScreen) },
  { path: 'faquetions', ...screen(() => import('../features/pages/components/faq'), (m) => m.FaqScreen) },
  {
    path: 'help-support',
    ...screen(() => import('../features/pages/components/help-support'), (m) => m.HelpSupportScreen),
  },
  {
    path: 'user-orders',
    ...screen(() => import('../features/orders/components/user-orders'), (m) => m.UserOrdersScreen),
  },
  { path: '*', loader: notFound, Component: NothingToRender, HydrateFallback: ScreenSkeleton },
];

/** Outside the layout: account screens and the availability notice. */
const plainScreens: RouteObject[] = [
  { path: 'signup', ...screen(() => import('../features/account/components/signup'), (m) => m.SignupScreen) },
  { path: 'login', ...screen(() => import('../features/account/components/login'), (m) => m.LoginScreen) },
  {
    path: 'forgot-password',
    ...screen(() => import('../features/account/components/forgot-password'), (m) => m.ForgotPasswordScreen),
  },
  {
    path: 'info',
    ...screen(() => import('../features/pages/components/availability-notice'), (m) => m.AvailabilityNoticeScreen),
  },
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootFrame,
    errorElement: <StandaloneErrorScreen />,
    children: [
      {
        id: 'layout',
        Component: MainLayout,
        // A pathless child with the error screen, so that a failing screen keeps the layout around it.
        children: [{ id: 'screens', errorElement: <ErrorScreen />, children: layoutScreens }],
      },
      ...plainScreens,
    ],
  },
];

/** The storefront's browser router. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
