import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderTotals } from '@boi/domain/order-pricing';
import { formatTk } from '@boi/domain/money';
import type { AppliedCoupon } from '../../../lib/cart/cart-store';
import classes from './cart.module.css';

type CartSummaryProps = {
  totals: OrderTotals;
  coupon: AppliedCoupon | null;
  itemCount: number;
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
export function CartSummary({ totals, coupon, itemCount, children }: CartSummaryProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="cart-summary-title">
      <Title order={2} size="h3" id="cart-summary-title">
        Order Summary
      </Title>
      <Text size="sm" c="dimmed">
        {itemCount} {itemCount === 1 ? 'item' : 'items'}
      </Text>
      <Stack gap={8} component="dl" m={0}>
        <Row label="Price" value={formatTk(totals.price)} />
        <Row label="Discount" value={`− ${formatTk(totals.discount)}`} />
        <Row label="Subtotal" value={formatTk(totals.subtotal)} ruled />
        {coupon && totals.couponDiscount > 0 && (
          <Row
            label={
              <>
                Coupon <strong>{coupon.couponCode}</strong> ({coupon.discountPercent}%)
              </>
            }
            value={`− ${formatTk(totals.couponDiscount)}`}
          />
        )}
        <Row label="Shipping charge" value={formatTk(totals.shipping)} />
        <Row label="Grand Total" value={formatTk(totals.grandTotal)} strong ruled />
      </Stack>
      {children}
    </Stack>
  );
}
