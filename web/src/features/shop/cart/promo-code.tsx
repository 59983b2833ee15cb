import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { callableErrorMessage } from '../../../lib/callable-error';
import { useCheckCoupon } from '../api/check-coupon';
import type { AppliedCoupon } from '../../../lib/cart/cart-store';
import { cartStore } from '../../../lib/cart/use-cart';

/** Spec §4: the promo field is hidden until clicked. A valid code stays with the cart. */
export function PromoCode({ coupon }: { coupon: AppliedCoupon | null }) {
  const { t } = useTranslation();
  const checkCoupon = useCheckCoupon();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  if (coupon) {
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="teal.8" role="status">
          <Trans
            i18nKey="cart.promo.applied"
            values={{ code: coupon.couponCode, percent: coupon.discountPercent }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={() => cartStore.applyCoupon(null)}
        >
          {t('cart.promo.remove')}
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
        {t('cart.promo.open')}
      </Anchor>
    );
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(t('cart.promo.required'));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const result = await checkCoupon.mutateAsync({ code: value });
      cartStore.applyCoupon(result);
      setCode('');
    } catch (failure) {
      setError(callableErrorMessage(failure, t('cart.promo.checkFailed')));
    } finally {
      setChecking(false);
    }
  }

  return (
    <form onSubmit={(event) => void apply(event)} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={t('cart.promo.label')}
          placeholder={t('cart.promo.placeholder')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
          error={error}
          autoFocus
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={checking}>
          {t('cart.promo.apply')}
        </Button>
      </Group>
    </form>
  );
}
