import { TaggedProductsScreen } from './tagged-products-screen';

/** New arrivals grid with View More (spec section 2). */
export function NewArrivalsScreen() {
  return (
    <TaggedProductsScreen
      tag="newarrival"
      title="New Arrivals"
      eyebrow="Just dropped"
      lead="The newest tees, hoodies and shackets from our Bhopal studio, eight at a time."
      description="New arrivals at Bhopal Threads: the latest oversized tees, hoodies and shackets, with prices in ₹ and cash on delivery where available."
    />
  );
}
