import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { documentUrl } from '../../../../api/documents';
import { homeVideoQuery } from '../api/home-media';
import { useMediaQuery, usePrefersReducedMotion } from '../hooks/use-media-query';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import { DESKTOP_VIDEO_QUERY, pickVideoFile, videoSource } from '../logic/home-video';
import styles from './home-video.module.css';

/**
 * The looping, muted home video (spec section 2): the desktop file on wide screens, the mobile
 * file on phones (chosen by a media query, so a phone never downloads the large file). The
 * section is left out entirely when the shop has no video or the call fails. Shoppers who ask
 * for reduced motion get a still frame with controls instead of autoplay. Otherwise it starts by
 * itself (play() once mounted, not the autoplay attribute) with a Pause button over it: moving
 * content that runs longer than five seconds must be stoppable (WCAG 2.2.2).
 */
export function HomeVideo() {
  const query = useQuery(homeVideoQuery);
  const wide = useMediaQuery(DESKTOP_VIDEO_QUERY);
  const reducedMotion = usePrefersReducedMotion();
  // Only in the browser, once hydrated: the server cannot know the screen's width, and a page
  // rendered with the phone's file would have a desktop fetch it and then swap it (the video sits
  // below the fold, so its late arrival moves nothing the shopper sees first).
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const playing = !reducedMotion && !paused;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // A muted video may start without a gesture; a refused play() leaves the still frame.
    if (playing) void video.play().catch(() => setPaused(true));
    else video.pause();
  }, [playing, query.data, hydrated, wide]);
  if (!query.data || !hydrated) return null;
  const src = videoSource(pickVideoFile(query.data, wide), documentUrl);
  return (
    <section className={styles.section} aria-label="Lookbook video">
      <div className={`${styles.frame} ${wide ? styles.wide : styles.tall}`}>
        <video
          key={src}
          // React sets `muted` as a property only; browsers allow autoplay for a muted attribute.
          ref={(node) => {
            if (node) node.defaultMuted = true;
            videoRef.current = node;
          }}
          className={styles.video}
          src={src}
          muted
          loop
          playsInline
          controls={reducedMotion}
          preload={reducedMotion ? 'metadata' : 'auto'}
          aria-label="The latest drop, on the streets of Bhopal"
        />
        {reducedMotion ? null : (
          <button type="button" className={styles.toggle} onClick={() => setPaused(!paused)}>
            {paused ? 'Play video' : 'Pause video'}
          </button>
        )}
      </div>
    </section>
  );
}
