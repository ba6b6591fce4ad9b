import { describe, expect, it } from 'vitest';
import { createDesign } from '../engine/model/defaults';
import { fitToOffer } from './fit-to-offer';

describe('fitToOffer', () => {
  it("switches a t-shirt draft to the route's hoodie in a colour hoodies come in", () => {
    const fitted = fitToOffer(createDesign('White'), 'hoodie', [{ color: 'black' }, { color: 'grey melange' }]);
    expect(fitted).toMatchObject({ garment: 'hoodie', color: 'black' });
  });

  it('keeps a colour that is offered, and any colour while none are known', () => {
    const design = createDesign('black', 'hoodie');
    expect(fitToOffer(design, 'hoodie', [{ color: 'navy' }, { color: 'black' }])).toBe(design);
    expect(fitToOffer(design, 'hoodie', []).color).toBe('black');
  });
});
