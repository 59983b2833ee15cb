import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLanguage } from '../hooks/use-language';
import { cartAnnouncement } from '../lib/cart/cart-announcement';
import { CART_STORAGE_KEY, storedCartLines, subscribeStoredCart } from '../lib/cart/cart-count';

function readLines() {
  try {
    return storedCartLines(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * A polite live region that tells screen-reader users what a cart change did ('… added to cart',
 * '…: 2 in cart', '… removed from cart'). It is always in the page, so the first change is read.
 * It reads the stored cart without the cart store, which would bring zod into every page.
 */
export function CartAnnouncer() {
  const language = useLanguage();
  const [message, setMessage] = useState('');
  useEffect(() => {
    let lines = readLines();
    const onChange = () => {
      const next = readLines();
      const text = cartAnnouncement(lines, next, language);
      lines = next;
      if (text) setMessage(text);
    };
    return subscribeStoredCart(onChange);
  }, [language]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
