import { TaggedProductsScreen } from './tagged-products-screen';
import { TrendingCategories } from './trending-categories';

/** Trending grid with View More, then the static trending categories (spec section 2). */
export function TrendingScreen() {
  return (
    <TaggedProductsScreen
      tag="trending"
      title="Trending"
      eyebrow="What India is wearing"
      lead="The styles shoppers are picking right now, eight at a time."
      description="Trending at Bhopal Threads: the most popular graphic tees, hoodies and shackets right now, plus the categories everyone is shopping."
    >
      <TrendingCategories />
    </TaggedProductsScreen>
  );
}
