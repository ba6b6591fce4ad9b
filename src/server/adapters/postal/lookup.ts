/** What the postal-code lookup knows about a pincode. */
export interface PostalPlace {
  city: string;
  state: string;
}

/** Finds the city and state of an Indian pincode; null when unknown or unreachable (the shopper then types them). */
export interface PostalLookup {
  lookup(pincode: string): Promise<PostalPlace | null>;
}
