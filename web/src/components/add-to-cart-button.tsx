import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Book } from '@boi/domain/schemas';
import { CartIcon } from './icons';
import { useStoredCartHas } from '../hooks/use-stored-cart-has';

// The cart store validates with the book schema (zod): it loads with the first click.
const loadCartStore = () => import('../lib/cart/use-cart');

/**
 * Spec §4: 'Add to Cart' until the book is in the cart, then a 'View Cart' link to /cart;
 * disabled ('Stock Out') when the stock is 0.
 */
export function AddToCartButton({ book, ...buttonProps }: { book: Book } & ButtonProps) {
  const inCart = useStoredCartHas(book._id);
  const [justAdded, setJustAdded] = useState(false);
  // The store loads with the first click; a second click before it has added must not add again.
  const adding = useRef(false);
  const viewCart = useRef<HTMLAnchorElement>(null);

  // The clicked button is replaced by the link: keep keyboard focus where the person was.
  useEffect(() => {
    if (justAdded && inCart) viewCart.current?.focus();
  }, [justAdded, inCart]);

  if (inCart) {
    return (
      <Button
        ref={viewCart}
        component={Link}
        to="/cart"
        variant="outline"
        leftSection={<CartIcon size={20} />}
        {...buttonProps}
      >
        View Cart
      </Button>
    );
  }
  const inStock = book.quantity > 0;
  return (
    <Button
      leftSection={<CartIcon size={20} />}
      disabled={!inStock}
      onPointerEnter={() => void loadCartStore()}
      onClick={() => {
        if (adding.current) return;
        adding.current = true;
        void loadCartStore()
          .then(({ cartStore }) => {
            cartStore.add(book);
            setJustAdded(true);
          })
          .finally(() => {
            adding.current = false;
          });
      }}
      {...buttonProps}
    >
      {inStock ? 'Add to Cart' : 'Stock Out'}
    </Button>
  );
}
