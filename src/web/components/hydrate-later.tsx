import { memo, Suspense, use, type ComponentType } from 'react';
import { useHydrated } from '../../react-hooks/use-hydrated';
import { NEAR_SCREEN } from '../hooks/use-near-screen';

/** The attribute naming a part of the server's page that the app hydrates only once it is wanted. */
const LATER_ATTRIBUTE = 'data-hydrate-later';
/**
 * The attribute a part's wrapper gets once React has committed the part: boot.ts replays a tap
 * made before the scripts ran on a control in the part only then (until that commit React holds
 * the tap back or drops it).
 */
const LIVE_ATTRIBUTE = 'data-live';
/** Set at commit (a ref runs then), outside what React renders, so hydration never compares it. */
const markLive = (wrapper: HTMLDivElement | null) => wrapper?.setAttribute(LIVE_ATTRIBUTE, '');
/** At the latest, the part hydrates this long after the page has (when the browser is never idle). */
const IDLE_TIMEOUT_MS = 5000;
/** What a shopper does to a part before it is live: React then hydrates it first and takes the tap. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Gate = Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined };
interface Waiting {
  gate: Gate;
  /** Lets the part hydrate (idempotent). */
  open: () => void;
  /** Whether the page's first hydration has met the part (and left it as the server drew it). */
  met: boolean;
}
const waiting = new Map<string, Waiting>();

/**
 * The part's gate: resolves once the part is near the screen or touched, or once the browser is
 * idle after the page has hydrated. Idle matters: a tap that changes the router's state (a colour
 * on a product page, a filter on a listing) reaches every part still waiting, and React must then
 * hydrate them all inside that tap (the product page's colour tap read 100-300 ms slower at the
 * low-tier slowdown when the details and reviews still waited). Marked fulfilled as it resolves
 * (React's own reading of a settled promise), so a tap's synchronous hydration goes through at once.
 */
function waitingFor(name: string): Waiting {
  const known = waiting.get(name);
  if (known) return known;
  // The wrapper is display: contents (global.css), boxless: its part's first element is what shows.
  const wrapper = document.querySelector(`[${LATER_ATTRIBUTE}="${name}"]`);
  const element = wrapper?.firstElementChild ?? null;
  let resolve = () => {};
  const gate = new Promise<void>((done) => (resolve = done)) as Gate;
  gate.status = 'pending';
  let observer: IntersectionObserver | null = null;
  const open = () => {
    if (gate.status === 'fulfilled') return;
    observer?.disconnect();
    for (const type of INTERACTIONS) wrapper?.removeEventListener(type, open, true);
    gate.status = 'fulfilled';
    resolve();
  };
  const entry: Waiting = { gate, open, met: false };
  waiting.set(name, entry);
  if (!element || typeof IntersectionObserver === 'undefined') {
    open();
    return entry;
  }
  observer = new IntersectionObserver((entries) => entries.some((seen) => seen.isIntersecting) && open(), { rootMargin: NEAR_SCREEN });
  observer.observe(element);
  for (const type of INTERACTIONS) wrapper!.addEventListener(type, open, { capture: true, passive: true });
  // Idle only comes once the page's own hydration (a run of short tasks) is done.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(open, IDLE_TIMEOUT_MS);
  return entry;
}

/**
 * Holds its Suspense boundary's server HTML as it is while the page hydrates, until the part is
 * wanted. Only the first hydration waits: met again before it is wanted, the part is being reached
 * by an update (a visit in the app changes the router's state, which React must assume the part
 * reads), and it hydrates at once, in place, rather than being drawn anew. On the server, and in
 * any render after hydration, it never waits.
 */
function WaitUntilWanted({ name }: { name: string }) {
  const hydrated = useHydrated();
  if (typeof document === 'undefined' || hydrated) return null;
  const part = waitingFor(name);
  if (part.met) part.open();
  part.met = true;
  use(part.gate as Promise<void>);
  return null;
}

/**
 * A part of the page below the first screen that the browser hydrates after the rest, when it is
 * about to be seen, is touched or the browser is idle: its HTML from the server is on screen
 * meanwhile (links work as plain links), and the first screen's hydration does not wait for it. Made once per
 * part, at module level; memoised, so a re-render of the page around it reaches it only when its
 * own props change (and then it is drawn at once, as in any render after hydration).
 */
export function hydrateLater<P extends object>(name: string, Part: ComponentType<P>) {
  function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <WaitUntilWanted name={name} />
        <div {...{ [LATER_ATTRIBUTE]: name }} ref={markLive}>
          <Part {...props} />
        </div>
      </Suspense>
    );
  }
  Later.displayName = `HydrateLater(${name})`;
  return memo(Later);
}
