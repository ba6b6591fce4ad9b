import { describe, expect, it } from 'vitest';
import { studioPrice } from './studio-price';

const layer = { id: 'text-1' } as never;

describe('the studio price', () => {
  it('adds ₹249 per printed side to the garment, as the server charges', () => {
    expect(studioPrice({ sides: { front: [layer], back: [layer] } }, 599)).toEqual({ garment: 599, printPerSide: 249, printedSides: 2, total: 1097 });
    expect(studioPrice({ sides: { front: [], back: [layer] } }, 799)).toEqual({ garment: 799, printPerSide: 249, printedSides: 1, total: 1048 });
    expect(studioPrice({ sides: { front: [], back: [] } }, 599)?.total).toBe(599);
  });

  it('is unknown until the garment price is', () => {
    expect(studioPrice({ sides: { front: [layer], back: [] } }, undefined)).toBeNull();
  });
});
