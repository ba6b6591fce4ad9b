import type { GarmentType } from '../../../../shared/catalogue-options';
import { ScreenInProgress } from '../../../components/screen-in-progress';

const garmentNames: Record<GarmentType, string> = { tshirt: 'T-Shirt', hoodie: 'Hoodie' };

/**
 * The design studio route (spec section 2, /customized, /Tshirt, /Hoodie). Kept in its own
 * chunk: the studio view will pull in Konva, which must never load with the home page.
 */
export function CustomiserScreen({ garment }: { garment: GarmentType }) {
  return (
    <ScreenInProgress
      name={`Customize your ${garmentNames[garment]}`}
      description="Add text and graphics to the front and back, pick a colour and size, and order it."
    />
  );
}

export function TshirtCustomiserScreen() {
  return <CustomiserScreen garment="tshirt" />;
}

export function HoodieCustomiserScreen() {
  return <CustomiserScreen garment="hoodie" />;
}
