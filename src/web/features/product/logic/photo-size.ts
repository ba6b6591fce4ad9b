/**
 * The size product photos are stored at: the seed and the admin form keep them at 800 x 1000
 * (4:5). The gallery sizes its boxes by it before a file arrives (no layout shift), and the
 * photo viewer fits and pans by it.
 */
export const PHOTO_SIZE = { width: 800, height: 1000 } as const;
