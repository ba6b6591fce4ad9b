import { Image, Rect } from 'react-konva';
import useImage from 'use-image';

/**
 * The blank garment's photo filling the stage. Until it arrives (or if it fails) the stage
 * shows the colour's swatch, so a design is never drawn on nothing.
 */
export function GarmentPhoto({ url, hex, size, x = 0, y = 0, photoSize = size }: { url: string | undefined; hex: string; size: number; x?: number; y?: number; photoSize?: number }) {
  // crossOrigin keeps the canvas untainted, so previews can always be exported.
  const [image] = useImage(url ?? '', 'anonymous');
  return (
    <>
      <Rect width={size} height={size} fill={hex} listening={false} />
      {image && url ? <Image image={image} x={x} y={y} width={photoSize} height={photoSize} listening={false} /> : null}
    </>
  );
}
