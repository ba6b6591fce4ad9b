/**
 * The first script of a server-rendered page whose first screen is a large picture (home's
 * banner, a listing's first card, a product's photo; plugins/web.ts decides). The page is
 * already whole without scripts: its HTML, inline styles and the picture, which the head preloads
 * at high priority. The app's scripts (about 140 KB, index.js, its chunks and the screen's) wait
 * in the head's `<template id="deferred-scripts">` until that picture has been painted,
 * then start: on a phone's network they would otherwise share the bandwidth with the
 * picture and hold back the moment the shopper sees it (Lighthouse's LCP; issue 17). Links and
 * forms work meanwhile as plain HTML; a picture that fails, or takes over HERO_WAIT_MS, does not
 * hold the scripts back.
 */
const DEFERRED_SCRIPTS_ID = 'deferred-scripts'; // plugins/web.ts writes it (DEFERRED_SCRIPTS_ID)

/** The longest the scripts wait for the picture. */
const HERO_WAIT_MS = 3000;
/** How long after the picture has arrived the scripts wait for the browser to report it painted. */
const PAINT_WAIT_MS = 500;

/**
 * Resolves once the preloaded picture has been painted: when the browser reports a picture as the
 * page's largest paint (Chromium), or once it has arrived and a frame has passed (other browsers,
 * or PAINT_WAIT_MS after it arrived when something else is the largest paint); after HERO_WAIT_MS
 * at most. Nothing here decodes the picture itself: a decode() on the main thread was one more
 * long task (Total Blocking Time).
 */
function heroPainted(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]');
  if (!preload) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    setTimeout(done, HERO_WAIT_MS);
    const reportsPaint = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') === true;
    if (reportsPaint) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { url?: string }).url)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    // The same request as the page's own <img> (same src, srcset and sizes): the preloaded answer.
    const image = new Image();
    const arrived = () => (reportsPaint ? setTimeout(done, PAINT_WAIT_MS) : requestAnimationFrame(() => setTimeout(done, 0)));
    image.onload = arrived;
    image.onerror = arrived;
    if (preload.imageSizes) image.sizes = preload.imageSizes;
    if (preload.imageSrcset) image.srcset = preload.imageSrcset;
    image.src = preload.href;
  });
}

/** The app's script and its module preloads, as the build wrote them, put into the head. */
function startApp(): void {
  const deferred = document.getElementById(DEFERRED_SCRIPTS_ID);
  if (!(deferred instanceof HTMLTemplateElement)) return;
  for (const element of Array.from(deferred.content.children)) {
    if (element instanceof HTMLScriptElement) {
      // A script made here runs when inserted (one cloned from a template might not).
      const script = document.createElement('script');
      script.type = 'module';
      // Attributes as written: the template's inert document has no base address to resolve them by.
      script.crossOrigin = element.getAttribute('crossorigin') ?? '';
      script.src = element.getAttribute('src') ?? '';
      document.head.append(script);
    } else {
      document.head.append(document.importNode(element, true));
    }
  }
}

void heroPainted().then(startApp);
