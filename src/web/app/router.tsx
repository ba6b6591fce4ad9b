import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, useRouteError, type RouteObject } from 'react-router-dom';
import { useAuthSession } from '../features/account/hooks/use-auth-session';
import { ErrorScreen, StandaloneErrorScreen } from './error-screen';
import { MainLayout } from './layout';
import { NOT_FOUND } from './route-error';
import { ScreenBoundary } from './screen-boundary';
import { withScreenLive } from './screen-live';
import { ScreenSkeleton } from '../components/screen-skeleton';
import { SCREENS } from '../../shared/screen-routes';
import type { RoutePage } from '../hooks/page-load';

/**
 * A lazily loaded screen (the data router's route `lazy`): each import() below is its own chunk,
 * fetched on first visit, so the entry holds only the shell (and the customiser's Konva never
 * loads on the home page). The server's static handler loads the screens of the address it
 * renders, and the browser loads them before it hydrates (main.tsx). The loader is also kept on
 * the route (`handle.load`), for the tests.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, page?: () => Promise<RoutePage>) {
  const loadScreen = async () => pick(await load());
  const handle: ScreenHandle = { load: loadScreen, ...(page ? { page } : {}) };
  return { lazy: async () => ({ Component: withScreenLive(await loadScreen()) }), handle };
}

/** What a screen's route carries besides its lazy component. */
export interface ScreenHandle {
  /** Fetches the screen's chunk (once; later calls share it) and gives its component. */
  load: () => Promise<ComponentType>;
  /**
   * The server's page load of this address: the data of the first paint and the head
   * (hooks/page-load.ts). Only the server render calls it; its module never reaches a browser.
   */
  page?: () => Promise<RoutePage>;
}

const catalogueLoads = () => import('../features/catalogue/api/page-loads');

/**
 * Where a screen goes: the given error screen in its place if it fails, until the shopper goes to
 * another address. With `skeleton`, the screen's skeleton while the router fetches the code of
 * the next address (the old screen would otherwise stay, answering nothing, until it arrives).
 */
function ScreenSlot({ errorScreen, skeleton = false }: { errorScreen: (error: unknown) => ReactNode; skeleton?: boolean }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = skeleton && navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <ScreenBoundary resetKey={pathname} fallback={errorScreen}>
      <Suspense fallback={<ScreenSkeleton />}>{leaving ? <ScreenSkeleton /> : <Outlet />}</Suspense>
    </ScreenBoundary>
  );
}

// Every screen, inside the layout or not, starts at the top (unless the navigation keeps the
// scroll: preventScrollReset) and Back or Forward puts it back where the shopper left it (the
// router's ScrollRestoration), and knows who is signed in: the verify call runs once here for all
// of them. A failure of the layout itself, or of a screen outside it, gets the standalone error screen.
function RootFrame() {
  useAuthSession();
  return (
    <>
      <ScrollRestoration />
      <ScreenSlot errorScreen={(error) => <StandaloneErrorScreen error={error} />} />
    </>
  );
}

/** A screen whose code could not be loaded (the router's error, not a render's): in the layout. */
function ScreenLoadError() {
  return <ErrorScreen error={useRouteError()} />;
}

/** The same outside the layout, or when the layout itself failed. */
function RootLoadError() {
  return <StandaloneErrorScreen error={useRouteError()} />;
}

const customiser = () => import('../features/customiser/components/customiser');

/**
 * Inside the main layout (navigation bar and footer): the route table of spec section 2. Each
 * address is written once, in src/shared/screen-routes.ts, with the module loaded here (the
 * server preloads the same module for it; router.test.tsx checks the two agree).
 */
const layoutScreens: RouteObject[] = [
  {
    index: true,
    ...screen(
      () => import('../features/catalogue/components/home'),
      (m) => m.HomeScreen,
      async () => (await catalogueLoads()).homePage,
    ),
  },
  {
    path: SCREENS.product.path,
    ...screen(
      () => import('../features/product/components/product-page'),
      (m) => m.ProductScreen,
      async () => (await import('../features/product/api/product-page-load')).productPage,
    ),
  },
  {
    path: SCREENS.cartCheckout.path,
    ...screen(
      () => import('../features/checkout/components/cart-checkout'),
      (m) => m.CartCheckoutScreen,
      async () => (await import('../features/checkout/api/cart-checkout-page-load')).cartCheckoutPage,
    ),
  },
  { path: SCREENS.checkout.path, ...screen(() => import('../features/checkout/components/checkout'), (m) => m.CheckoutScreen) },
  {
    path: SCREENS.paymentStatus.path,
    ...screen(() => import('../features/payment-status/components/payment-status'), (m) => m.PaymentStatusScreen),
  },
  {
    path: SCREENS.newArrivals.path,
    ...screen(
      () => import('../features/catalogue/components/new-arrivals'),
      (m) => m.NewArrivalsScreen,
      async () => (await catalogueLoads()).taggedListingPage('newarrival'),
    ),
  },
  {
    path: SCREENS.trending.path,
    ...screen(
      () => import('../features/catalogue/components/trending'),
      (m) => m.TrendingScreen,
      async () => (await catalogueLoads()).taggedListingPage('trending'),
    ),
  },
  {
    path: SCREENS.upperWear.path,
    ...screen(
      () => import('../features/catalogue/components/upper-wear'),
      (m) => m.UpperWearScreen,
      async () => (await catalogueLoads()).upperWearPage,
    ),
  },
  { path: SCREENS.bottomWear.path, ...screen(() => import('../features/catalogue/components/bottom-wear'), (m) => m.BottomWearScreen) },
  { path: SCREENS.store.path, ...screen(() => import('../features/catalogue/components/store'), (m) => m.StoreScreen) },
  {
    path: SCREENS.search.path,
    ...screen(
      () => import('../features/catalogue/components/search-results'),
      (m) => m.SearchResultsScreen,
      async () => (await catalogueLoads()).searchPage,
    ),
  },
  { path: SCREENS.staffByName.path, ...screen(() => import('./staff/staff-area'), (m) => m.StaffAreaScreen) },
  { path: SCREENS.staff.path, ...screen(() => import('./staff/staff-area'), (m) => m.StaffAreaScreen) },
  // Paths are matched case-insensitively, so /Customized (the home promo's link) is this route.
  { path: SCREENS.customiser.path, ...screen(customiser, (m) => m.TshirtCustomiserScreen) },
  { path: SCREENS.customiserTshirt.path, ...screen(customiser, (m) => m.TshirtCustomiserScreen) },
  { path: SCREENS.customiserHoodie.path, ...screen(customiser, (m) => m.HoodieCustomiserScreen) },
  { path: SCREENS.tshirt.path, ...screen(customiser, (m) => m.TshirtCustomiserScreen) },
  { path: SCREENS.hoodie.path, ...screen(customiser, (m) => m.HoodieCustomiserScreen) },
  { path: SCREENS.terms.path, ...screen(() => import('../features/pages/components/terms'), (m) => m.TermsScreen) },
  { path: SCREENS.privacyPolicy.path, ...screen(() => import('../features/pages/components/privacy-policy'), (m) => m.PrivacyPolicyScreen) },
  {
    path: SCREENS.returnCancellation.path,
    ...screen(() => import('../features/pages/components/return-cancellation'), (m) => m.ReturnCancellationScreen),
  },
  { path: SCREENS.cart.path, ...screen(() => import('../features/cart/components/cart'), (m) => m.CartScreen) },
  { path: SCREENS.faq.path, ...screen(() => import('../features/pages/components/faq'), (m) => m.FaqScreen) },
  { path: SCREENS.helpSupport.path, ...screen(() => import('../features/pages/components/help-support'), (m) => m.HelpSupportScreen) },
  { path: SCREENS.trackOrder.path, ...screen(() => import('../features/tracking/components/track-order'), (m) => m.TrackOrderScreen) },
  {
    path: SCREENS.userOrders.path,
    ...screen(
      () => import('../features/orders/components/user-orders'),
      (m) => m.UserOrdersScreen,
      async () => (await import('../features/orders/api/orders-page-load')).ordersPage,
    ),
  },
  { path: SCREENS.confirmOrder.path, ...screen(() => import('../features/orders/components/confirm-cod'), (m) => m.ConfirmCodScreen) },
  { path: SCREENS.addresses.path, ...screen(() => import('../features/account/components/addresses'), (m) => m.AddressesScreen) },
  { path: SCREENS.myDesigns.path, ...screen(() => import('../features/customiser/components/my-designs'), (m) => m.MyDesignsScreen) },
  {
    path: SCREENS.sharedDesign.path,
    ...screen(
      () => import('../features/shared-design/components/shared-design-page'),
      (m) => m.SharedDesignScreen,
      async () => (await import('../features/shared-design/api/shared-design-page-load')).sharedDesignPage,
    ),
  },
  { path: SCREENS.editProfile.path, ...screen(() => import('../features/account/components/edit-profile'), (m) => m.EditProfileScreen) },
  // An unknown path reaches the error screen as '404 Not Found' (spec section 8).
  { path: '*', element: <ErrorScreen error={NOT_FOUND} /> },
];

/** Outside the layout: account screens and the availability notice. */
const plainScreens: RouteObject[] = [
  { path: SCREENS.signup.path, ...screen(() => import('../features/account/components/signup'), (m) => m.SignupScreen) },
  { path: SCREENS.login.path, ...screen(() => import('../features/account/components/login'), (m) => m.LoginScreen) },
  { path: SCREENS.forgotPassword.path, ...screen(() => import('../features/account/components/forgot-password'), (m) => m.ForgotPasswordScreen) },
  {
    path: SCREENS.info.path,
    ...screen(() => import('../features/pages/components/availability-notice'), (m) => m.AvailabilityNoticeScreen),
  },
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootFrame />,
    errorElement: <RootLoadError />,
    children: [
      {
        id: 'layout',
        element: <MainLayout />,
        // A pathless child with the error screen, so that a failing screen keeps the layout around it.
        children: [
          {
            id: 'screens',
            element: <ScreenSlot errorScreen={(error) => <ErrorScreen error={error} />} skeleton />,
            errorElement: <ScreenLoadError />,
            children: layoutScreens,
          },
        ],
      },
      ...plainScreens,
    ],
  },
];
