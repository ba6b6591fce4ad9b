import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { documentSrcSet, documentUrl } from '../../../../api/documents';
import { BANNER_IMAGE_SIZES } from '../../../../shared/image-widths';
import type { components } from '../../../../api/schema.gen';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';
import type { Swipe } from '../../../hooks/use-swipe';
import { bannersQuery } from '../api/home-media';
import { useCarousel } from '../hooks/use-carousel';
import type { CarouselMove } from '../logic/carousel';
import styles from './banner-carousel.module.css';

type Banner = components['schemas']['Banner'];

/** The home page's banners (spec section 2); a failed or empty banner list leaves no gap. */
export function BannerCarousel() {
  const query = useQuery(bannersQuery);
  if (query.isPending) {
    // The same shape as the loaded carousel (banner and control row), so nothing below moves.
    return (
      <div className={styles.carousel} aria-hidden="true">
        <div className={`${styles.frame} ${styles.loading}`} />
        <div className={styles.controlsSpace} />
      </div>
    );
  }
  if (query.isError || query.data.length === 0) return null;
  return <Carousel banners={query.data} />;
}

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  if (/^https?:\/\//.test(banner.link)) {
    return (
      <a href={banner.link} draggable={false}>
        {children}
      </a>
    );
  }
  return (
    <Link to={banner.link} draggable={false}>
      {children}
    </Link>
  );
}

/**
 * A carousel that moves on every 5 s, wraps around at both ends, and ignores a move while the
 * last one is still sliding (300 ms). It holds still while the pointer is over it, while a
 * finger drags it, while focus is inside it, after Pause, and always for shoppers who ask for
 * reduced motion. A sideways swipe moves it like the arrows (by the same guard); the page
 * still scrolls under a vertical one. The slides not shown are inert, so Tab reaches only the
 * visible banner's link.
 */
function Carousel({ banners }: { banners: Banner[] }) {
  const count = banners.length;
  const { index, move, swipe, dragging, autoAdvance, paused, setPaused, reducedMotion, regionHandlers } = useCarousel(count);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Offers" {...regionHandlers}>
      <BannerTrack banners={banners} index={index} swipe={swipe} dragging={dragging} autoAdvance={autoAdvance} />
      {count > 1 ? <CarouselControls banners={banners} index={index} move={move} paused={paused} onPause={() => setPaused((value) => !value)} reducedMotion={reducedMotion} /> : null}
    </section>
  );
}

interface BannerTrackProps {
  banners: Banner[];
  index: number;
  swipe: Swipe;
  dragging: boolean;
  /** The carousel moves by itself: its slides are not read out as they change. */
  autoAdvance: boolean;
}

/** The swipe area and its track of slides, moved to the slide shown (and under a dragging finger). */
function BannerTrack({ banners, index, swipe, dragging, autoAdvance }: BannerTrackProps) {
  const count = banners.length;
  // The other banners wait until the first has arrived (or the shopper moves on), so that on a
  // slow connection they do not share its bandwidth: the first banner is the page's largest picture.
  const [firstArrived, setFirstArrived] = useState(false);
  const showAll = firstArrived || index !== 0 || dragging;
  // Past either end there is no slide to show under the finger (the move wraps round on release):
  // the track gives a little, not a full blank width.
  const pastEnd = (index === 0 && swipe.dragX > 0) || (index === count - 1 && swipe.dragX < 0);
  const trackDrag = pastEnd ? swipe.dragX / 4 : swipe.dragX;

  return (
    <div className={styles.frame} {...swipe.handlers}>
      <div
        className={dragging ? `${styles.track} ${styles.dragging}` : styles.track}
        // No style attribute for the first slide at rest: the server's HTML may not carry one (CSP style-src).
        style={index === 0 && !dragging ? undefined : { transform: `translateX(calc(${-100 * index}% + ${trackDrag}px))` }}
        aria-live={autoAdvance ? 'off' : 'polite'}
      >
        {banners.map((banner, slide) => (
          <div
            key={banner._id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slide + 1} of ${count}`}
            inert={slide !== index}
          >
            <BannerLink banner={banner}>
              {slide === 0 || showAll ? (
                // Not draggable: a mouse drag would start the browser's own image drag instead of a swipe.
                <img
                  src={documentUrl(banner.imagePath, 960)}
                  srcSet={documentSrcSet(banner.imagePath)}
                  sizes={BANNER_IMAGE_SIZES}
                  alt={banner.alt}
                  width={1600}
                  height={640}
                  loading={slide === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slide === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                  onLoad={slide === 0 ? () => setFirstArrived(true) : undefined}
                  onError={slide === 0 ? () => setFirstArrived(true) : undefined}
                />
              ) : (
                <span className="visually-hidden">{banner.alt}</span>
              )}
            </BannerLink>
          </div>
        ))}
      </div>
    </div>
  );
}

interface CarouselControlsProps {
  banners: Banner[];
  index: number;
  move: (step: CarouselMove, at: number) => void;
  paused: boolean;
  onPause: () => void;
  /** No Pause for shoppers who ask for reduced motion: the carousel never moves by itself for them. */
  reducedMotion: boolean;
}

/** A dot per banner, Pause or Play, and the arrows. */
function CarouselControls({ banners, index, move, paused, onPause, reducedMotion }: CarouselControlsProps) {
  const count = banners.length;
  return (
    <div className={styles.controls}>
      <div className={styles.dots}>
        {banners.map((banner, slide) => (
          <button
            key={banner._id}
            type="button"
            className={styles.dot}
            aria-label={`Show banner ${slide + 1} of ${count}`}
            aria-current={slide === index ? 'true' : undefined}
            onClick={(event) => move({ type: 'go', to: slide }, event.timeStamp)}
          >
            <span className={styles.pip} aria-hidden="true" />
          </button>
        ))}
      </div>
      <div className={styles.arrows}>
        {reducedMotion ? null : (
          <button
            type="button"
            className={`${styles.arrow} ${styles.pause}`}
            aria-pressed={paused}
            onClick={onPause}
          >
            {paused ? 'Play' : 'Pause'}
            <span className="visually-hidden"> the banners</span>
          </button>
        )}
        <button type="button" className={styles.arrow} aria-label="Previous banner" onClick={(event) => move({ type: 'prev' }, event.timeStamp)}>
          <ArrowLeftIcon size={20} />
        </button>
        <button type="button" className={styles.arrow} aria-label="Next banner" onClick={(event) => move({ type: 'next' }, event.timeStamp)}>
          <ArrowRightIcon size={20} />
        </button>
      </div>
    </div>
  );
}
