import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { useNearScreen } from '../../../hooks/use-near-screen';
import { latestTaggedQuery } from '../api/product-lists';
import { ProductCardView } from './product-card';
import gridStyles from './product-grid.module.css';
import styles from './product-scroller.module.css';

/** How far Prev and Next scroll: one card and the gap after it. */
function cardStep(list: HTMLElement): number {
  const first = list.firstElementChild as HTMLElement | null;
  if (!first) return list.clientWidth;
  const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
  return first.getBoundingClientRect().width + gap;
}

/**
 * The home page's horizontal new-arrivals scroller (spec section 2). The row scrolls by touch
 * and snaps to cards; Prev and Next move it by one card and are disabled at either end. At the
 * foot of the home page, it asks for its cards only as it nears the screen (useNearScreen).
 */
export function ProductScroller({ heading, labelledBy }: { heading: ReactNode; labelledBy: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const query = useQuery({ ...latestTaggedQuery('newarrival'), enabled: useNearScreen(listRef) });
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const readEdges = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // A pixel of slack: fractional scroll positions never quite reach the end.
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
  }, []);

  // Drawn in an interruptible background render once the list arrives (see HomeProductSection).
  const products = useDeferredValue(query.data)?.products;
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    // Its first report comes with the next frame's layout: reading the edges here at once would
    // force a layout of the whole page in the task that hydrates it.
    const observer = new ResizeObserver(readEdges);
    observer.observe(list);
    return () => observer.disconnect();
  }, [products, readEdges]);

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * cardStep(list), behavior: smooth ? 'smooth' : 'auto' });
  };

  if (query.isError) return null;
  return (
    <div className={styles.scroller}>
      <div className={styles.head}>
        {heading}
        <div className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          disabled={!products || edges.atStart}
          onClick={() => scrollBy(-1)}
        >
          <ArrowLeftIcon size={20} />
          Prev
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={!products || edges.atEnd}
          onClick={() => scrollBy(1)}
        >
          Next
          <ArrowRightIcon size={20} />
        </button>
        </div>
      </div>
      <ul ref={listRef} className={styles.row} aria-labelledby={labelledBy} onScroll={readEdges} tabIndex={0}>
        {products
          ? products.map((product) => (
              <ProductCardView key={product._id} product={product} eager={false} className={styles.card} />
            ))
          : Array.from({ length: 4 }, (_, index) => (
              <li key={index} className={`${styles.card} ${gridStyles.card} ${gridStyles.skeleton}`} aria-hidden="true" />
            ))}
      </ul>
    </div>
  );
}
