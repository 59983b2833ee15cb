import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { callableErrorMessage } from '../../../lib/callable-error';
import { useCheckCoupon } from '../api/check-coupon';
import type { AppliedCoupon } from '../../../lib/cart/cart-store';
import { cartStore } from '../../../lib/cart/use-cart';

const CHECK_FAILED = 'Could not check this code right now. Please try again.';

/** Spec §4: the promo field is hidden until clicked. A valid code stays with the cart. */
export function PromoCode({ coupon }: { coupon: AppliedCoupon | null }) {
  const checkCoupon = useCheckCoupon();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  if (coupon) {
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="teal.8" role="status">
          Coupon <strong>{coupon.couponCode}</strong> applied ({coupon.discountPercent}% off)
        </Text>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={() => cartStore.applyCoupon(null)}
        >
          Remove
        </Button>
      </Group>
    );
  }

  if (!open) {
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        c="teal.8"
        ta="left"
        onClick={() => setOpen(true)}
      >
        Have a promo code?
      </Anchor>
    );
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError('Enter a promo code');
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const result = await checkCoupon.mutateAsync({ code: value });
      cartStore.applyCoupon(result);
      setCode('');
    } catch (failure) {
      setError(callableErrorMessage(failure, CHECK_FAILED));
    } finally {
      setChecking(false);
    }
  }

  return (
    <form onSubmit={apply} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label="Promo code"
          placeholder="Promo code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
          error={error}
          autoFocus
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={checking}>
          Apply
        </Button>
      </Group>
    </form>
  );
}
