import { useState, type KeyboardEvent } from 'react';
import { documentSrcSet, documentUrl } from '../../../../api/documents';
import { GALLERY_IMAGE_SIZES } from '../../../../shared/image-widths';
import { ArrowLeftIcon, ArrowRightIcon, ExpandIcon } from '../../../components/ui/icons';
import { useSwipe } from '../../../hooks/use-swipe';
import { PHOTO_SIZE } from '../logic/photo-size';
import { PhotoViewer } from './photo-viewer';
import styles from './gallery.module.css';

export interface GalleryProps {
  /** Document keys of the colour's images, 800 x 1000 each. */
  images: readonly string[];
  /** What the pictures show, for their alt text: 'Sunday Ride Regular Tee in Sky Blue'. */
  subject: string;
}

/**
 * The chosen colour's pictures: one large image with Prev and Next (wrapping round), a sideways
 * swipe on touch, a row of thumbnails, and the left and right arrow keys anywhere in the
 * gallery. A tap, a click or Enter on the picture (or the full-screen button) opens the photo
 * viewer on it. The parent gives it a new key per colour, so a new colour starts at its first
 * picture.
 */
export function Gallery({ images, subject }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const count = images.length;
  const show = (next: number) => setIndex(((next % count) + count) % count);
  const swipe = useSwipe((direction) => show(index + (direction === 'next' ? 1 : -1)), count > 1);
  const current = images[Math.min(index, count - 1)];

  if (count === 0 || current === undefined) {
    return (
      <div className={styles.gallery}>
        <div className={`${styles.stage} ${styles.empty}`}>
          <p>No pictures of this colour yet.</p>
        </div>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };
  const onFigureKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setViewing(true);
  };

  return (
    <>
      <section className={styles.gallery} aria-roledescription="carousel" aria-label={`Pictures of ${subject}`} onKeyDown={onKeyDown}>
        <div className={styles.stage}>
          {/* Focusable so that the arrow keys and Enter work from the picture itself. */}
          <figure
            className={styles.figure}
            tabIndex={0}
            aria-label={`Picture ${index + 1} of ${count}. Use the left and right arrow keys to see the others, Enter to view it full screen.`}
            onClick={() => setViewing(true)}
            onKeyDown={onFigureKeyDown}
            {...swipe.handlers}
          >
            <img
              key={current}
              className={styles.main}
              src={documentUrl(current, 960)}
              srcSet={documentSrcSet(current)}
              sizes={GALLERY_IMAGE_SIZES}
              alt={`${subject}, picture ${index + 1} of ${count}`}
              width={PHOTO_SIZE.width}
              height={PHOTO_SIZE.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              draggable={false}
              // Follows the finger during a swipe; no style attribute at rest (server HTML, CSP style-src).
              style={swipe.dragX === 0 ? undefined : { transform: `translateX(${swipe.dragX}px)` }}
              data-testid="gallery-main-image"
            />
          </figure>
          <button
            type="button"
            className={`${styles.arrow} ${styles.expand}`}
            onClick={() => setViewing(true)}
            aria-label={`View picture ${index + 1} of ${count} full screen`}
          >
            <ExpandIcon size={20} />
          </button>
          {count > 1 ? (
            <>
              <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => show(index - 1)} aria-label="Previous picture">
                <ArrowLeftIcon size={22} />
              </button>
              <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => show(index + 1)} aria-label="Next picture">
                <ArrowRightIcon size={22} />
              </button>
              <p className={styles.counter} aria-live="polite">
                {index + 1} / {count}
              </p>
            </>
          ) : null}
        </div>
        {count > 1 ? (
          <ul className={`bare-list ${styles.thumbs}`} aria-label="All pictures">
            {images.map((key, position) => (
              <li key={key}>
                <button
                  type="button"
                  className={styles.thumb}
                  onClick={() => show(position)}
                  aria-label={`Show picture ${position + 1} of ${count}`}
                  aria-current={position === index ? 'true' : undefined}
                >
                  <img
                    src={documentUrl(key, 320)}
                    alt=""
                    width={PHOTO_SIZE.width}
                    height={PHOTO_SIZE.height}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    // After the main photo: the strip is small and secondary (LCP).
                    fetchPriority="low"
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {viewing ? <PhotoViewer images={images} index={index} onShow={show} subject={subject} onClose={() => setViewing(false)} /> : null}
    </>
  );
}
