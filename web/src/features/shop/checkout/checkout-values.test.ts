import { describe, expect, it } from 'vitest';
import { DISTRICT_REQUIRED_MESSAGE } from '@boi/domain/orders/districts';
import {
  checkoutDetails,
  initialCheckoutValues,
  validateCheckout,
  type CheckoutValues,
} from './checkout-values';

const filled: CheckoutValues = {
  ...initialCheckoutValues({ name: 'Reader', email: 'reader@boi.test' }),
  phone: '01712345678',
  city: 'Dhaka',
  zip: '1205',
  address: '12 Road, Dhanmondi',
  district: 'Dhaka',
};

describe('validateCheckout', () => {
  it('accepts a complete cash-on-delivery checkout', () => {
    expect(validateCheckout(filled)).toEqual({});
  });

  it('requires every shipping field and rejects the district placeholder', () => {
    const errors = validateCheckout(initialCheckoutValues());
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'city', 'district', 'email', 'name', 'phone', 'zip'].sort(),
    );
    expect(errors.district).toBe(DISTRICT_REQUIRED_MESSAGE);
    expect(errors.email).toBe('Invalid Email');
  });

  it('lets a phone-only account leave the e-mail out, and still checks one it types', () => {
    const phoneOnly = { ...filled, email: '' };
    expect(validateCheckout(phoneOnly).email).toBe('Invalid Email');
    expect(validateCheckout(phoneOnly, { emailOptional: true })).toEqual({});
    expect(checkoutDetails(phoneOnly, { emailOptional: true }).shipping.email).toBeUndefined();
    expect(validateCheckout({ ...filled, email: 'nope' }, { emailOptional: true }).email).toBe(
      'Invalid Email',
    );
  });

  it('needs the sender number and TrxID for mobile payments only', () => {
    const bkash = { ...filled, method: 'bkash' as const };
    const errors = validateCheckout(bkash);
    expect(Object.keys(errors).sort()).toEqual(['senderNumber', 'trxId']);
    expect(validateCheckout({ ...bkash, senderNumber: '01712345678', trxId: 'ABC123XYZ' })).toEqual(
      {},
    );
    expect(validateCheckout({ ...filled, senderNumber: 'junk', trxId: '' })).toEqual({});
  });
});

describe('checkoutDetails', () => {
  it('builds the shipping and payment parts, dropping unused payment fields', () => {
    const details = checkoutDetails({
      ...filled,
      name: '  Reader  ',
      senderNumber: '01700000000',
      trxId: 'X',
    });
    expect(details.shipping).toMatchObject({ name: 'Reader', country: 'Bangladesh' });
    expect(details.payment).toEqual({ method: 'cashOnDelivery' });
    const nagad = checkoutDetails({
      ...filled,
      method: 'nagad',
      senderNumber: '01812345678',
      trxId: 'TRX12345',
    });
    expect(nagad.payment).toEqual({
      method: 'nagad',
      senderNumber: '01812345678',
      trxId: 'TRX12345',
    });
  });
});
