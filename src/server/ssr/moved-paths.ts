/**
 * Addresses a shopper or a search engine may ask for that are not the spec's own: the usual
 * names of a shop's pages (the spec names them /faquetions, /privacypolicy, ...) and any page
 * address with a trailing slash. Each answers 301 to the page it means, with its query kept,
 * so a guessed or old link lands on the page and search engines index one address per page
 *. Every path in the spec's route table answers its own screen and is never here.
 */
const MOVED: Readonly<Record<string, string>> = {
  '/faq': '/faquetions',
  '/faqs': '/faquetions',
  '/privacy': '/privacypolicy',
  '/privacy-policy': '/privacypolicy',
  '/returns': '/return-cancellation',
  '/return-policy': '/return-cancellation',
  '/refund-policy': '/return-cancellation',
  '/cancellation-policy': '/return-cancellation',
  '/help': '/help-support',
  '/support': '/help-support',
  '/contact': '/help-support',
  '/contact-us': '/help-support',
  '/terms-and-conditions': '/terms',
  '/terms-of-service': '/terms',
  '/orders': '/user-orders',
  '/my-orders': '/user-orders',
  '/register': '/signup',
  '/sign-up': '/signup',
  '/sign-in': '/login',
  '/customise': '/customized',
  '/customize': '/customized',
  '/studio': '/customized',
  '/newarrivals': '/new-arrivals',
  '/upperwear': '/upper-wear',
  '/bottomwear': '/bottom-wear',
};

/** Where a page address has moved to (path and query), or null when it is a page's own address. */
export function movedTo(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  // '//evil.example/' would read as another host in a Location header: never answered here.
  if (pathname.startsWith('//')) return null;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = MOVED[trimmed.toLowerCase()] ?? (trimmed !== pathname ? trimmed || '/' : null);
  return target === null ? null : `${target}${query}`;
}
