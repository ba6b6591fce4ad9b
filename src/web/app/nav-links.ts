/** The navigation bar's links (spec section 2), also listed in the profile side panel. */
export interface NavItem {
  to: string;
  label: string;
  /** Match only the exact path (Home), not its descendants. */
  end?: boolean;
}

export const mainNavLinks: readonly NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/new-arrivals', label: 'New Arrivals' },
  { to: '/trending', label: 'Trending' },
  { to: '/customized', label: 'Customized' },
  { to: '/upper-wear', label: 'Upper Wear' },
  { to: '/bottom-wear', label: 'Bottom Wear' },
  { to: '/store', label: 'Store' },
];

/** The signed-in shopper's own screens, listed in the profile panel (beyond the spec). */
export const accountLinks: readonly NavItem[] = [
  { to: '/user-orders', label: 'My Orders' },
  { to: '/account/designs', label: 'My designs' },
  { to: '/account/addresses', label: 'Addresses' },
  { to: '/account/profile', label: 'Edit profile' },
];

/** The footer's catalogue sections (spec section 1 names them 'New Arrival', singular). */
export const footerCatalogueLinks: readonly NavItem[] = [
  { to: '/new-arrivals', label: 'New Arrival' },
  { to: '/customized', label: 'Customized' },
  { to: '/trending', label: 'Trending' },
  { to: '/upper-wear', label: 'Upper Wear' },
  { to: '/bottom-wear', label: 'Bottom Wear' },
  { to: '/store', label: 'Store' },
];

export const footerCustomerCareLinks: readonly NavItem[] = [
  { to: '/faquetions', label: 'FAQ' },
  { to: '/help-support', label: 'Help & Support' },
  { to: '/user-orders', label: 'My Orders' },
  { to: '/cart', label: 'Cart' },
];

/** Labels fixed by spec section 1. */
export const footerPolicyLinks: readonly NavItem[] = [
  { to: '/privacypolicy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/return-cancellation', label: 'Cancellation and Returns' },
];
