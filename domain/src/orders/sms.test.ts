import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order';
import { orderSmsText, smsSegments } from './sms';

const order = { number: 'B-7K3QX2', grandTotal: 1250, paymentMethod: 'cashOnDelivery' as const };

describe('orderSmsText', () => {
  it('tells a cash-on-delivery shopper the order number and what to pay', () => {
    expect(orderSmsText('Pending', order, 'bn')).toBe(
      'বই: অর্ডার B-7K3QX2 পেয়েছি। ডেলিভারিতে ৳১,২৫০ দেবেন। ধন্যবাদ!',
    );
    expect(orderSmsText('Pending', order, 'en')).toBe(
      'Boi: order B-7K3QX2 received. Please pay Tk 1,250 cash on delivery. Thank you!',
    );
  });

  it('groups a Bangla amount as Bangla readers do', () => {
    const big = { ...order, grandTotal: 1234567 };
    expect(orderSmsText('Pending', big, 'bn')).toContain('৳১২,৩৪,৫৬৭');
    expect(orderSmsText('Pending', big, 'en')).toContain('Tk 1,234,567');
  });

  it('names each step', () => {
    expect(orderSmsText('Approved', order, 'en')).toContain('approved');
    expect(orderSmsText('Shipped', order, 'en')).toContain('courier');
    expect(orderSmsText('Delivered', order, 'bn')).toContain('পৌঁছে গেছে');
    expect(orderSmsText('Cancelled', order, 'bn')).toContain('বাতিল');
  });

  // The longest amount an order can reach is far below ৳99,99,999 (200 copies).
  const worst = { number: 'B-WWWWWW', grandTotal: 9_999_999 };
  for (const step of ORDER_STATUSES) {
    for (const paymentMethod of PAYMENT_METHODS) {
      it(`fits one SMS: ${step}, ${paymentMethod}`, () => {
        const bn = smsSegments(orderSmsText(step, { ...worst, paymentMethod }, 'bn'));
        const en = smsSegments(orderSmsText(step, { ...worst, paymentMethod }, 'en'));
        expect(bn).toMatchObject({ encoding: 'UCS-2', segments: 1 });
        expect(bn.units).toBeLessThanOrEqual(70);
        expect(en).toMatchObject({ encoding: 'GSM-7', segments: 1 });
        expect(en.units).toBeLessThanOrEqual(160);
      });
    }
  }
});

describe('smsSegments', () => {
  it('counts GSM-7 in 160s and 153s', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegments('€'.repeat(80)).units).toBe(160);
  });
  it('counts Bangla (or the taka sign) as UCS-2 in 70s and 67s', () => {
    expect(smsSegments('ক'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('ক'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSegments('Tk ৳').encoding).toBe('UCS-2');
  });
});
