import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { keepsScroll } from '../hooks/keep-scroll';
import { Outlet, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router-dom';
import { useAuthSession } from '../features/account/hooks/use-auth-session';
import { ErrorScreen, StandaloneErrorScreen } from './error-screen';
import { MainLayout } from './layout';
import { NOT_FOUND } from './route-error';
import { ScreenBoundary } from './screen-boundary';
import { ScreenSkeleton } from '../components/screen-skeleton';
import { SCREENS } from '../../shared/screen-routes';

/**
 * A lazily loaded screen: each import() below is its own chunk, fetched on first visit, so the
 * entry holds only the shell (and the customiser's Konva never loads on the home page). The
 * skeleton fills the screen's slot inside the layout while the chunk loads (ScreenSlot).
 * The loader is also kept on the route (`handle.load`), for the tests.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const loadScreen = async () => pick(await load());
  const Screen = lazy(async () => ({ default: await loadScreen() }));
  const handle: ScreenHandle = { load: loadScreen };
  return { element: <Screen />, handle };
}

/**
 * Loads the lazy screens of these routes into their lazy components, so that a render finds the
 * code there instead of suspending: the server's render then has the screen in its HTML with no
 * fallback and no reveal script, and the browser hydrates it in one pass. A lazy component keeps
 * its module once loaded (React's own record, reached through its init function).
 */
export async function resolveScreens(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      const type = (route.element as ReactElement | undefined)?.type as { $$typeof?: symbol; _init?: (payload: unknown) => unknown; _payload?: unknown } | undefined;
      if (type?.$$typeof !== Symbol.for('react.lazy') || !type._init) return;
      try {
        type._init(type._payload);
      } catch (thrown) {
        if (thrown && typeof (thrown as PromiseLike<unknown>).then === 'function') await Promise.resolve(thrown as PromiseLike<unknown>).catch(() => undefined);
      }
    }),
  );
}

/** What a screen's route carries besides its element. */
export interface ScreenHandle {
  /** Fetches the screen's chunk (once; later calls share it) and gives its component. */
  load: () => Promise<ComponentType>;
}

/**
 * Every screen starts at the top when it is opened (unless the navigation asked to keep the
 * scroll, KEEP_SCROLL_STATE), and Back or Forward puts the page back where the shopper left it.
 * Positions are kept per history entry for the tab's life.
 */
function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  // A layout effect: the old screen's listener must be gone when the new screen's DOM is in. A
  // shorter new page clamps the scroll, and that scroll event, dispatched a frame later, was
  // recorded as the old screen's position (Back then returned 40 px short on desktop).
  useLayoutEffect(() => {
    const key = location.key;
    const saved = positions.current.get(key);
    const stay = navigationType !== 'POP' && keepsScroll(location.state);
    const target = navigationType === 'POP' && saved !== undefined ? saved : stay ? window.scrollY : 0;
    // The page may still be shorter than it was (pictures and late sections not yet laid out), so
    // the browser stops short: try again each frame for up to a second, until the shopper scrolls.
    let frames = 0;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && frames++ < 60) frame = requestAnimationFrame(restore);
    };
    const stop = () => cancelAnimationFrame(frame);
    restore();
    const remember = () => positions.current.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const input of inputs) window.addEventListener(input, stop, { passive: true, once: true });
    return () => {
      stop();
      window.removeEventListener('scroll', remember);
      for (const input of inputs) window.removeEventListener(input, stop);
    };
  }, [location.key, location.state, navigationType]);
}

/**
 * Where a screen goes: its skeleton while its code loads, and the given error screen in its
 * place if it fails, until the shopper goes to another address.
 */
function ScreenSlot({ errorScreen }: { errorScreen: (error: unknown) => ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary resetKey={pathname} fallback={errorScreen}>
      <Suspense fallback={<ScreenSkeleton />}>
        <Outlet />
      </Suspense>
    </ScreenBoundary>
  );
}

// Every screen, inside the layout or not, starts at the top (and Back restores the position),
// and knows who is signed in: the verify call runs once here for all of them. A failure of the
// layout itself, or of a screen outside it, gets the standalone error screen.
function RootFrame() {
  useAuthSession();
  useScrollRestoration();
  return <ScreenSlot errorScreen={(error) => <StandaloneErrorScreen error={error} />} />;
}

const customiser = () => import('../features/customiser/components/customiser');

/**
 * Inside the main layout (navigation bar and footer): the route table of spec section 2. Each
 * address is written once, in src/shared/screen-routes.ts, with the module loaded here (the
 * server preloads the same module for it; router.test.tsx checks the two agree).
 */
const layoutScreens: RouteObject[] = [
  { index: true, ...screen(() => import('../features/catalogue/components/home'), (m) => m.HomeScreen) },
  { path: SCREENS.product.path, ...screen(() => import('../features/product/components/product-page'), (m) => m.ProductScreen) },
  { path: SCREENS.cartCheckout.path, ...screen(() => import('../features/checkout/components/cart-checkout'), (m) => m.CartCheckoutScreen) },
  { path: SCREENS.checkout.path, ...screen(() => import('../features/checkout/components/checkout'), (m) => m.CheckoutScreen) },
  {
    path: SCREENS.paymentStatus.path,
    ...screen(() => import('../features/payment-status/components/payment-status'), (m) => m.PaymentStatusScreen),
  },
  { path: SCREENS.newArrivals.path, ...screen(() => import('../features/catalogue/components/new-arrivals'), (m) => m.NewArrivalsScreen) },
  { path: SCREENS.trending.path, ...screen(() => import('../features/catalogue/components/trending'), (m) => m.TrendingScreen) },
  { path: SCREENS.upperWear.path, ...screen(() => import('../features/catalogue/components/upper-wear'), (m) => m.UpperWearScreen) },
  { path: SCREENS.bottomWear.path, ...screen(() => import('../features/catalogue/components/bottom-wear'), (m) => m.BottomWearScreen) },
  { path: SCREENS.store.path, ...screen(() => import('../features/catalogue/components/store'), (m) => m.StoreScreen) },
  { path: SCREENS.search.path, ...screen(() => import('../features/catalogue/components/search-results'), (m) => m.SearchResultsScreen) },
  { path: SCREENS.staffByName.path, ...screen(() => import('../features/staff/components/add-product'), (m) => m.AddProductScreen) },
  { path: SCREENS.staff.path, ...screen(() => import('../features/staff/components/add-product'), (m) => m.AddProductScreen) },
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
  { path: SCREENS.userOrders.path, ...screen(() => import('../features/orders/components/user-orders'), (m) => m.UserOrdersScreen) },
  { path: SCREENS.addresses.path, ...screen(() => import('../features/account/components/addresses'), (m) => m.AddressesScreen) },
  { path: SCREENS.myDesigns.path, ...screen(() => import('../features/customiser/components/my-designs'), (m) => m.MyDesignsScreen) },
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
    children: [
      {
        id: 'layout',
        element: <MainLayout />,
        // A pathless child with the error screen, so that a failing screen keeps the layout around it.
        children: [{ id: 'screens', element: <ScreenSlot errorScreen={(error) => <ErrorScreen error={error} />} />, children: layoutScreens }],
      },
      ...plainScreens,
    ],
  },
];

/** The storefront's screens for the current address (inside a BrowserRouter, see main.tsx). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
