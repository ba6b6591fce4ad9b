import { hydrateLater } from '../../../components/hydrate-later';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { BannerCarousel } from './banner-carousel';
import { HomeProductSection } from './home-product-section';
import { HomeTiles } from './home-tiles';
import { HomeVideo } from './home-video';
import { ProductScroller } from './product-scroller';
import { ProductSearch } from './product-search';
import { PromoBanner } from './promo-banner';
import styles from './home.module.css';

/**
 * Home (spec section 2): search, the banner carousel, the four section tiles, the studio promo,
 * the new-arrivals grid, the video, the trending grid and the new-arrivals scroller. The search
 * sits at the top, where shoppers look for it first.
 */
export function HomeScreen() {
  useDocumentMeta({
    description:
      'Bhopal Threads: streetwear t-shirts, hoodies and shackets from Bhopal, Madhya Pradesh. Shop new arrivals and trending styles or design your own; pay online or cash on delivery.',
  });
  return (
    <>
      <div className={`shell ${styles.top}`}>
        <h1 className={styles.welcome}>
          Streetwear from <span className={styles.accentInk}>Bhopal</span>, shipped across India
        </h1>
        <ProductSearch />
      </div>
      <BannerCarousel />
      <HomeTiles />
      <PromoBanner />
      <HomeProductSection
        tag="newarrival"
        id="home-new-arrivals"
        eyebrow="Just dropped"
        title="New Arrivals"
        to="/new-arrivals"
        linkTopic="new arrivals"
      />
      <HomeVideo />
      <TrendingWhenWanted />
      <FreshThisWeekWhenWanted />
    </>
  );
}

function TrendingSection() {
  return (
    <HomeProductSection
      tag="trending"
      id="home-trending"
      eyebrow="What India is wearing"
      title="Trending Now"
      to="/trending"
      linkTopic="trending"
    />
  );
}

function FreshThisWeek() {
  return (
    <section className={`shell ${styles.section} ${styles.last} ${styles.belowFold}`} aria-labelledby="home-fresh">
      <ProductScroller
        labelledBy="home-fresh"
        heading={
          <div>
            <p className={styles.eyebrow}>Swipe through</p>
            <h2 id="home-fresh" className={styles.sectionTitle}>
              Fresh This Week
            </h2>
          </div>
        }
      />
    </section>
  );
}

const TrendingWhenWanted = hydrateLater('home-trending', TrendingSection);
const FreshThisWeekWhenWanted = hydrateLater('home-fresh', FreshThisWeek);
