import { useEffect, useState, type RefObject } from 'react';

/** How near the screen counts as near: a flick's distance, so what is fetched is there when it shows. */
export const NEAR_SCREEN = '600px 0px';

/**
 * Whether the element has come within NEAR_SCREEN of the screen yet; once true it stays true. A
 * part below the fold asks for its data only then: on a phone that never scrolls there, the
 * request, its cards and their pictures cost nothing while the page loads.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_SCREEN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
