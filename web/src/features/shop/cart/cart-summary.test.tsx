import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTk } from '@boi/domain/pricing/money';
import { addToCart, getTotals } from '@boi/domain/orders/cart';
import { testBook } from '../../../test-utils/fixtures';
import { render } from '../../../test-utils/render';
import { CartSummary } from './cart-summary';

const totals = getTotals(addToCart([], testBook('b1', { price: 1200, discount: 10 })));

describe('CartSummary', () => {
  it('writes the Bangla taka sign on the cart page (spec §2)', () => {
    render(<CartSummary totals={totals} coupon={null} itemCount={1} taka="sign" />);
    const panel = screen.getByRole('region', { name: 'Order Summary' });
    expect(panel.textContent).toContain(formatTk(totals.grandTotal, 'sign'));
    expect(panel.textContent).toContain('৳');
    expect(panel.textContent).not.toContain('Tk');
  });

  it('keeps the Tk label elsewhere (checkout)', () => {
    render(<CartSummary totals={totals} coupon={null} itemCount={1} />);
    const panel = screen.getByRole('region', { name: 'Order Summary' });
    expect(panel.textContent).toContain(formatTk(totals.grandTotal));
    expect(panel.textContent).not.toContain('৳');
  });
});
