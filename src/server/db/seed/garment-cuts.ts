import type { SubCategory } from '../../../shared/catalogue-options';
import { hoodieShape, shacketShape } from './garment-layers';
import type { GarmentShape, GarmentView } from './garment-shape';
import { teeShape } from './garment-tees';

export type GarmentCut = 'tee' | 'oversize' | 'regular' | 'hoodie' | 'shacket';

/** The drawn cut for each shop sub-category. */
export const CUT_OF: Record<SubCategory, GarmentCut> = {
  't-shirt': 'tee',
  'oversize-t-shirt': 'oversize',
  'regular-t-shirt': 'regular',
  hoodie: 'hoodie',
  shacket: 'shacket',
};

/** The outline of a cut seen from the front or the back. */
export function garmentShape(cut: GarmentCut, view: GarmentView): GarmentShape {
  switch (cut) {
    case 'hoodie':
      return hoodieShape(view);
    case 'shacket':
      return shacketShape(view);
    default:
      return teeShape(cut, view);
  }
}
