import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { CartTotals } from '@boi/domain/orders/cart';
import { formatTk, type TakaForm } from '@boi/domain/pricing/money';
import type { AppliedCoupon } from '../../../lib/cart/cart-store';
import classes from './cart.module.css';

type CartSummaryProps = {
  totals: CartTotals;
  coupon: AppliedCoupon | null;
  itemCount: number;
  /** The cart page writes '৳' (spec §2); checkout, which shows the same panel, keeps 'Tk'. */
  taka?: TakaForm;
  /** Promo field, checkout button… */
  children?: ReactNode;
};

type RowProps = {
  label: ReactNode;
  value: string;
  strong?: boolean;
  /** A rule above the row (a <dl> may only hold its rows, so no divider element between them). */
  ruled?: boolean;
};

function Row({ label, value, strong, ruled }: RowProps) {
  const className = [classes.summaryRow, strong && classes.grandTotal, ruled && classes.ruled];
  return (
    <div className={className.filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The totals panel of spec §2: price, discount, subtotal, coupon, shipping, grand total. */
export function CartSummary({
  totals,
  coupon,
  itemCount,
  taka = 'label',
  children,
}: CartSummaryProps) {
  const { t } = useTranslation();
  const money = (amount: number) => formatTk(amount, taka);
  return (
    <Stack gap="sm" component="section" aria-labelledby="cart-summary-title">
      <Title order={2} size="h3" id="cart-summary-title">
        {t('cart.summary.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('cart.summary.items', { count: itemCount })}
      </Text>
      <Stack gap={8} component="dl" m={0}>
        <Row label={t('cart.summary.price')} value={money(totals.price)} />
        <Row label={t('cart.summary.discount')} value={`− ${money(totals.discount)}`} />
        <Row label={t('cart.summary.subtotal')} value={money(totals.subtotal)} ruled />
        {coupon && totals.couponDiscount > 0 && (
          <Row
            label={
              <Trans
                i18nKey="cart.summary.coupon"
                values={{ code: coupon.couponCode, percent: coupon.discountPercent }}
                components={{ strong: <strong /> }}
              />
            }
            value={`− ${money(totals.couponDiscount)}`}
          />
        )}
        <Row label={t('cart.summary.shipping')} value={money(totals.shipping)} />
        <Row label={t('cart.summary.grandTotal')} value={money(totals.grandTotal)} strong ruled />
      </Stack>
      {children}
    </Stack>
  );
}
