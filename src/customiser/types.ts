/** A garment colour as the view needs it: name, swatch and the two photos' addresses. */
export interface GarmentColourOption {
  readonly color: string;
  readonly hex: string;
  readonly frontUrl: string;
  readonly backUrl: string;
  /** The blank garment's price in rupees, when the host knows it (the shop does; fixtures need not). */
  readonly price?: number;
}

/** A catalogue graphic: the document key saved in the design and the address to draw. */
export interface GraphicOption {
  readonly id: string;
  readonly name: string;
  readonly src: string;
  readonly url: string;
}

/** Turns a layer's saved src (a document key or an upload's address) into an image address. */
export type ResolveImageSrc = (src: string) => string;
