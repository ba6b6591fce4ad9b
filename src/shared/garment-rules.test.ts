import { describe, expect, it } from 'vitest';
import { parsedOrFirstMessage } from './form-rules';
import { garmentFieldsSchema } from './garment-rules';

const good = { type: 'tshirt', color: 'Mustard Yellow', hex: '#E1AD01', price: '349' };
const check = (change: Partial<typeof good>) => parsedOrFirstMessage(garmentFieldsSchema, { ...good, ...change });

describe('garmentFieldsSchema', () => {
  it('turns a good form into what the shop stores: lower-case swatch, whole paise', () => {
    expect(check({})).toEqual({ ok: true, value: { type: 'tshirt', color: 'Mustard Yellow', hex: '#e1ad01', basePricePaise: 34900 } });
  });

  it.each([
    [{ type: '' }, 'type is required. Please fill the field.'],
    [{ type: 'cape' }, 'type must be one of: tshirt, hoodie.'],
    [{ color: '' }, 'color is required. Please fill the field.'],
    [{ color: '-Red' }, 'color must be a colour name of at most 40 letters, digits, spaces, hyphens or apostrophes.'],
    [{ color: 'R'.repeat(41) }, 'color must be a colour name of at most 40 letters, digits, spaces, hyphens or apostrophes.'],
    [{ hex: 'red' }, 'hex must be a colour such as #1f2a44.'],
    [{ price: '' }, 'price is required. Please fill the field.'],
    [{ price: '99.50' }, 'price must be a whole number of rupees from 1 to 100000.'],
    [{ price: '0' }, 'price must be a whole number of rupees from 1 to 100000.'],
    [{ price: '100001' }, 'price must be a whole number of rupees from 1 to 100000.'],
  ])('%o -> %s', (change, message) => expect(check(change)).toEqual({ ok: false, message }));

  it('reports the first field in the form order when several fail', () => {
    expect(check({ color: '', hex: 'red', price: '' })).toEqual({ ok: false, message: 'color is required. Please fill the field.' });
  });
});
