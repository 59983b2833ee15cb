import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { cartAnnouncement } from '../lib/cart/cart-announcement';
import { cartStore } from '../lib/cart/use-cart';

/**
 * A polite live region that tells screen-reader users what a cart change did ('… added to cart',
 * '…: 2 in cart', '… removed from cart'). It is always in the page, so the first change is read.
 */
export function CartAnnouncer() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let items = cartStore.getSnapshot().items;
    return cartStore.subscribe(() => {
      const next = cartStore.getSnapshot().items;
      const text = cartAnnouncement(items, next);
      items = next;
      if (text) setMessage(text);
    });
  }, []);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
