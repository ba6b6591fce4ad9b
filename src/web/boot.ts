/**
 * The first script of a server-rendered page whose first screen is a large picture (home's
 * banner, a listing's first card, a product's photo; plugins/web.ts decides). The page is
 * already whole without scripts: its HTML, inline styles and the picture, which the head preloads
 * at high priority. The app's scripts (about 140 KB, index.js, its chunks and the screen's) wait
 * in the head's `<template id="deferred-scripts">` until that picture has arrived and been
 * painted, then start: on a phone's network they would otherwise share the bandwidth with the
 * picture and hold back the moment the shopper sees it (Lighthouse's LCP; issue 17). Links and
 * forms work meanwhile as plain HTML; a picture that fails, or takes over HERO_WAIT_MS, does not
 * hold the scripts back.
 */
const DEFERRED_SCRIPTS_ID = 'deferred-scripts'; // plugins/web.ts writes it (DEFERRED_SCRIPTS_ID)

/** The longest the scripts wait for the picture. */
const HERO_WAIT_MS = 3000;

/** Resolves once the preloaded picture is decoded (or failed), or after HERO_WAIT_MS. */
function heroArrived(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]');
  if (!preload) return Promise.resolve();
  // The same request as the page's own <img> (same src, srcset and sizes): the preloaded answer.
  const image = new Image();
  image.decoding = 'async';
  if (preload.imageSizes) image.sizes = preload.imageSizes;
  if (preload.imageSrcset) image.srcset = preload.imageSrcset;
  image.src = preload.href;
  return Promise.race([image.decode().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, HERO_WAIT_MS))]);
}

/** After the next frame has been painted (a frame's callbacks run before its paint). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
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

void heroArrived()
  .then(afterPaint)
  .then(startApp);
