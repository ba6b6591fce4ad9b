import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { documentSquareSrcSet, documentSrcSet, documentUrl } from '../../../../api/documents';
import { HOME_TILE_SQUARE_MEDIA } from '../../../../shared/image-widths';
import { studioTeesQuery } from '../api/home-media';
import { taggedProductsQuery, type ProductCard } from '../api/product-lists';
import styles from './home.module.css';
import tones from './tile-tones.module.css';

type Tone = 'ink' | 'accent' | 'sunk' | 'outline';

const toneClass: Record<Tone, string | undefined> = { ink: tones.ink, accent: tones.accent, sunk: tones.sunk, outline: styles.outline };

interface Tile {
  to: string;
  label: string;
  note: string;
  tone: Tone;
  image: string | undefined;
}

const cover = (product: ProductCard | undefined) => product?.images[0];

/**
 * The four image tiles under the banners. Their pictures come from lists the home page loads
 * anyway (new arrivals, trending) and from the studio's blank tees; until they arrive, a tile
 * is its coloured block with the label, in the same box.
 */
export function HomeTiles() {
  // Pictures follow in an interruptible background render as the lists arrive.
  const newArrivals = useDeferredValue(useInfiniteQuery(taggedProductsQuery('newarrival')).data)?.pages[0]?.products ?? [];
  const trending = useDeferredValue(useInfiniteQuery(taggedProductsQuery('trending')).data)?.pages[0]?.products ?? [];
  const studioTees = useDeferredValue(useQuery(studioTeesQuery).data) ?? [];

  const newest = newArrivals[0];
  const popular = trending.find((product) => product._id !== newest?._id);
  const warm = [...newArrivals, ...trending].find(
    (product) => product.subCategory === 'hoodie' && product._id !== newest?._id && product._id !== popular?._id,
  );
  const blankTee = studioTees.find((tee) => tee.color.toLowerCase() === 'black') ?? studioTees[0];

  const tiles: Tile[] = [
    { to: '/new-arrivals', label: 'New Arrivals', note: 'Fresh drops every week', tone: 'ink', image: cover(newest) },
    { to: '/trending', label: 'Trending', note: 'What Bhopal is wearing', tone: 'accent', image: cover(popular) },
    { to: '/upper-wear', label: 'Upper Wear', note: 'Tees, hoodies, shackets', tone: 'sunk', image: cover(warm) },
    { to: '/customized', label: 'Customized', note: 'Design your own', tone: 'outline', image: blankTee?.front },
  ];

  return (
    <section className={`shell ${styles.section}`} aria-labelledby="home-sections">
      <h2 id="home-sections" className={styles.sectionTitle}>
        Shop by section
      </h2>
      <ul className={`bare-list ${styles.tiles}`}>
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className={`${styles.tile} ${toneClass[tile.tone]}`}>
              <span className={styles.tileMedia}>
                {tile.image ? (
                  // Square on wide screens (home.module.css): a square cut round the photo's focal point, not the middle CSS would keep.
                  <picture>
                    <source media={HOME_TILE_SQUARE_MEDIA} srcSet={documentSquareSrcSet(tile.image)} sizes="25vw" width={640} height={640} />
                    <img src={documentUrl(tile.image, 640)} srcSet={documentSrcSet(tile.image)} sizes="50vw" alt="" width={800} height={1000} loading="lazy" decoding="async" />
                  </picture>
                ) : null}
              </span>
              <span className={styles.tileBody}>
                <span className={styles.tileLabel}>
                  {tile.label}
                  <span aria-hidden="true">{'\u00a0→'}</span>
                </span>
                <span className={styles.tileNote}>{tile.note}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
