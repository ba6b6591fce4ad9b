import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, checkDeliveryDetails, deliveryDetailsSchema } from './checkout-rules';

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  alternativeNumber: '',
  deliveryAddress: '12 MP Nagar',
  pincode: '462011',
  city: 'Bhopal',
  state: 'Madhya Pradesh',
};

describe('checkDeliveryDetails', () => {
  it('accepts complete details with no alternative number', () => {
    expect(checkDeliveryDetails(valid)).toEqual({});
  });

  it("puts 'This field is required' under every missing required field, never under the alternative number", () => {
    const errors = checkDeliveryDetails({ alternativeNumber: '' });
    expect(Object.keys(errors).sort()).toEqual(['city', 'deliveryAddress', 'email', 'name', 'phoneNumber', 'pincode', 'state']);
    expect(new Set(Object.values(errors))).toEqual(new Set([CHECKOUT_MESSAGES.required]));
  });

  it('checks the email, phone numbers and pincode shapes', () => {
    expect(checkDeliveryDetails({ ...valid, email: 'asha@', phoneNumber: '98765', alternativeNumber: '12', pincode: '46201' })).toEqual({
      email: 'Please enter a valid email.',
      phoneNumber: 'Please enter a valid phone number.',
      alternativeNumber: 'Please enter a valid phone number.',
      pincode: 'Please enter a valid 6-digit pincode.',
    });
  });
});

describe('deliveryDetailsSchema', () => {
  it('gives the trimmed details the order stores', () => {
    expect(deliveryDetailsSchema.parse({ ...valid, name: ' Asha Verma ', pincode: ' 462011' })).toEqual({ ...valid, pincode: '462011' });
  });

  it('lists the missing fields before the ones of the wrong shape, so the server names a missing one first', () => {
    expect(Object.keys(checkDeliveryDetails({ ...valid, phoneNumber: '98', city: '' }))).toEqual(['city', 'phoneNumber']);
  });
});
