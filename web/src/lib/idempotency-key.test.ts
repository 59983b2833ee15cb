import { describe, expect, it } from 'vitest';
import { placeOrderInputSchema } from '@boi/domain/orders/order';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes distinct 32-character hex keys that placeOrder accepts', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    const shape = placeOrderInputSchema.shape.idempotencyKey;
    expect(shape.safeParse(a).success).toBe(true);
  });
});
