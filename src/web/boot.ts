/**
 * The first script of every server-rendered page. It keeps what the shopper taps or picks before
 * the app has hydrated and makes it again once the app can act on it (keepEarlyInput): on a
 * budget phone the page is readable and tappable seconds before React runs.
 *
 * On a page whose first screen is a large picture (home's banner, a listing's first card, a
 * product's photo; plugins/render.ts decides) it also holds the app back. The page is already
 * whole without scripts: its HTML, inline styles and the picture, which the head preloads at high
 * priority. The app's scripts (about 140 KB, index.js, its chunks and the screen's) wait in the
 * head's `<template id="deferred-scripts">` until that picture has been painted, then start: on a
 * phone's network they would otherwise share the bandwidth with the picture and hold back the
 * moment the shopper sees it (Lighthouse's LCP). Links and forms work meanwhile as plain
 * HTML; a picture that fails, or takes over HERO_WAIT_MS, does not hold the scripts back. On other
 * pages there is no template and the app's scripts, after this one in the head, run as written.
 */
// Written here, not imported: an import would make this 2 KB script wait for another file.
const DEFERRED_SCRIPTS_ID = 'deferred-scripts'; // server/ssr/page-document.ts writes it (DEFERRED_SCRIPTS_ID)
const HYDRATED_ATTRIBUTE = 'data-hydrated'; // ssr-state.ts; set once the screen is committed (app/screen-live.tsx)
const LISTENING_ATTRIBUTE = 'data-listening'; // ssr-state.ts; set as main.tsx calls hydrateRoot

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

/**
 * The app's script and its module preloads, as the build wrote them, put into the head in one
 * insertion, with a disabled stylesheet link beside each inline stylesheet (main.tsx,
 * announceInlineStylesheets, says why). Each element added to the head on its own made the browser
 * gather the page's stylesheets again at the next style update, over 28 KB of rules on a product
 * page; one insertion gathers them once.
 */
function startApp(): void {
  const deferred = document.getElementById(DEFERRED_SCRIPTS_ID);
  if (!(deferred instanceof HTMLTemplateElement)) return;
  const additions = document.createDocumentFragment();
  for (const style of Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-href]'))) {
    const link = document.createElement('link');
    link.disabled = true;
    link.rel = 'stylesheet';
    link.href = style.dataset.href!;
    additions.append(link);
  }
  for (const element of Array.from(deferred.content.children)) {
    if (element instanceof HTMLScriptElement) {
      // A script made here runs when inserted (one cloned from a template might not).
      const script = document.createElement('script');
      script.type = 'module';
      // Attributes as written: the template's inert document has no base address to resolve them by.
      script.crossOrigin = element.getAttribute('crossorigin') ?? '';
      script.src = element.getAttribute('src') ?? '';
      additions.append(script);
    } else {
      additions.append(document.importNode(element, true));
    }
  }
  document.head.append(additions);
}

/** A button or tab tapped longer ago than this is not replayed: the shopper has moved on. */
const TAP_KEPT_MS = 10_000;

/** What a tap before hydration reaches that only the app can act on (links and forms work without it). */
const APP_CONTROL = 'button:not([type="submit"]), [role="tab"], input[type="radio"], input[type="checkbox"]';

/** A tap kept by keepEarlyInput: the control, when, and (a radio or checkbox) its state before the tap. */
interface EarlyTap {
  control: HTMLElement;
  at: number;
  wasChecked: boolean;
}

/** A part of the page that hydrates later (components/hydrate-later.tsx) not yet committed. */
const PART_NOT_LIVE = '[data-hydrate-later]:not([data-live])';

/**
 * Runs `act` once React has committed `element`: a click on a control React has not claimed
 * reaches no handler, and one on a control claimed in a render not yet committed is held back or
 * lost (its Suspense boundary is still the server's HTML). The screen is committed by the time
 * data-hydrated is set; a part that hydrates later is marked data-live at its commit; React marks
 * each element it owns with a `__reactProps$...` key. Given up once the element has left the page
 * or `stillWanted` says so.
 */
function whenClaimed(element: HTMLElement, stillWanted: () => boolean, act: () => void): void {
  if (!element.isConnected || !stillWanted()) return;
  const claimed = !element.closest(PART_NOT_LIVE) && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  if (claimed) act();
  else setTimeout(() => whenClaimed(element, stillWanted, act), 50);
}

/**
 * Makes the tap again once React has committed its control. A radio or checkbox is put right
 * however late (the box shows the shopper's choice, so the app must hold it too); a button or tab
 * tapped over TAP_KEPT_MS ago, or a control gone or disabled, is dropped.
 */
function replayTap(tap: EarlyTap): void {
  const { control } = tap;
  const showsChoice = control instanceof HTMLInputElement;
  whenClaimed(control, () => showsChoice || performance.now() - tap.at <= TAP_KEPT_MS, () => {
    if (control instanceof HTMLInputElement) {
      if (control.disabled) return;
      control.checked = tap.wasChecked;
    }
    control.click();
  });
}

/**
 * Picks again, once React has committed the drop-down, what the shopper picked in it before the
 * app ran (a cart line's quantity or size): hydrating a controlled select puts the server's option
 * back, so the pick was silently undone. React hears a select's native change event.
 */
function replayPick(select: HTMLSelectElement, value: string): void {
  whenClaimed(select, () => true, () => {
    if (select.disabled || !Array.from(select.options).some((option) => option.value === value)) return;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/**
 * Keeps the shopper's last tap on one of the app's controls until the app is ready, then makes it
 * again: a size, a colour, a tab, the menu or a cart line's Remove tapped while the scripts load
 * would otherwise be lost, or worse, a size box would show checked while the app holds no size
 * ('Choose a size first.' under a chosen L: React keeps a radio's state as the page has it when
 * it hydrates, but no change reaches the screen's state). A radio or checkbox is first put back as the server
 * rendered it, through the property React watches, so the replayed click is a change it sees.
 */
function keepEarlyInput(): void {
  const root = document.documentElement;
  let tapped: EarlyTap | null = null;
  const picked = new Map<HTMLSelectElement, string>();
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    picked.set(select, select.value);
    whenReactHandles(event, () => picked.delete(select));
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROL) : null;
    if (!control || control.closest('a[href]')) return;
    const input = control instanceof HTMLInputElement ? control : null;
    // The input's click event comes after the browser has flipped it: it was the opposite before.
    const tap = { control, at: performance.now(), wasChecked: input ? !input.checked : false };
    tapped = tap;
    whenReactHandles(event, () => {
      if (tapped === tap) tapped = null;
    });
  };
  /**
   * Forgets an input React handles itself. Once hydrateRoot has been called React listens at its
   * root, below this document-level listener: it hydrates the tapped part there and then and
   * hands the event on, or, when that part cannot hydrate yet (its code still loading), stops the
   * event before it reaches its target, and the input is lost unless made again. So an event that
   * reaches its target while React listens was React's; making it again would undo it (a
   * question opened, then closed by the replay).
   */
  const whenReactHandles = (event: Event, forget: () => void) => {
    if (!root.hasAttribute(LISTENING_ATTRIBUTE) || !event.target) return;
    event.target.addEventListener(event.type, forget, { once: true });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  const replay = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
    for (const [select, value] of picked) replayPick(select, value);
    const tap = tapped;
    if (tap) replayTap(tap);
  };
  // The app cannot have hydrated yet: this script runs before the app's (or holds them back).
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    // After the effects of the commit that set it, so every control has its handlers and state.
    setTimeout(replay, 0);
  });
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}

keepEarlyInput();
void heroPainted().then(startApp);
