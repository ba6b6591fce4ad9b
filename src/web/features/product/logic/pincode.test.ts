import { describe, expect, it } from 'vitest';
import { PINCODE_MESSAGES, parsePincode, pincodeOutcome } from './pincode';

describe('parsePincode', () => {
  it('accepts exactly six digits', () => {
    expect(parsePincode('462001')).toBe('462001');
    expect(parsePincode(' 462001 ')).toBe('462001');
  });

  it('refuses anything else', () => {
    expect(parsePincode('')).toBeNull();
    expect(parsePincode('12345')).toBeNull();
    expect(parsePincode('1234567')).toBeNull();
    expect(parsePincode('46200a')).toBeNull();
    expect(parsePincode('462 01')).toBeNull();
    expect(parsePincode('४६२००१')).toBeNull();
  });
});

describe('pincodeOutcome', () => {
  it('says the spec texts', () => {
    expect(PINCODE_MESSAGES.invalid).toBe('Please enter a valid 6-digit pincode.');
    expect(pincodeOutcome({ status: false, codAvailable: false }, true)).toEqual({
      kind: 'not-deliverable',
      message: 'Sorry, delivery is not available at this location.',
    });
    expect(pincodeOutcome({ status: true, codAvailable: true }, true)).toEqual({
      kind: 'deliverable',
      message: 'Delivery is available at this pincode.',
      codAvailable: true,
      deliveryBy: null,
    });
    // The day the server promises rides along under the spec's message.
    expect(pincodeOutcome({ status: true, codAvailable: true, deliveryBy: '2026-12-03' }, true)).toMatchObject({ message: 'Delivery is available at this pincode.', deliveryBy: '2026-12-03' });
  });

  it('offers COD only where both the place and the product allow it', () => {
    expect(pincodeOutcome({ status: true, codAvailable: false }, true)).toMatchObject({ codAvailable: false });
    expect(pincodeOutcome({ status: true, codAvailable: true }, false)).toMatchObject({ codAvailable: false });
  });
});
