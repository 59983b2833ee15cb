import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartBookOf, isSoldOut } from '@boi/domain/catalog/public-book';
import type { Book, ShelfBook } from '@boi/domain/catalog/schemas';
import { ApiError } from '../lib/api-client';
import { takeEarlyClick } from '../lib/early-clicks';
import { stockedBookQueryOptions } from '../lib/get-book';
import { CartIcon } from './icons';
import { useStoredCartHas } from '../hooks/use-stored-cart-has';
import { ROUTES } from '@boi/domain/paths/routes';
import { ADD_TO_CART_ATTRIBUTE } from '../lib/page-hooks';

// The cart store validates with the book schema (zod): it loads with the first click.
const loadCartStore = () => import('../lib/cart/use-cart');

let cartStoreLoaded = false;

/**
 * Puts the book in the stored cart: through the page's own write when the store is not loaded
 * (a server page's inline script has one: nothing to download or parse for the first add), else
 * through the store. Returns whether the store did it.
 */
async function addToStoredCart(book: Book): Promise<boolean> {
  const pageWrite = window.__boiAddStored;
  if (!cartStoreLoaded && pageWrite) {
    pageWrite(book);
    return false;
  }
  const { cartStore } = await loadCartStore();
  cartStoreLoaded = true;
  cartStore.add(book);
  return true;
}

/**
 * Spec §4: 'Add to Cart' until the book is in the cart, then a 'View Cart' link to /cart;
 * disabled ('Stock Out') when the stock is 0. The cart takes the book as the page shows it at
 * once (shelves show stock as a band: domain cartBookOf assumes the least of it), then the
 * book's exact stock (GET /product/{id}) replaces it; a book the shop has since removed leaves
 * the cart with a message.
 */
export function AddToCartButton({ book, ...buttonProps }: { book: ShelfBook } & ButtonProps) {
  const inCart = useStoredCartHas(book._id);
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [justAdded, setJustAdded] = useState(false);
  // Shown at once (the same busy style as a tap before the app ran): the add reads the book first.
  const [busy, setBusy] = useState(false);
  // The store loads with the first click; a second click before it has added must not add again.
  const adding = useRef(false);
  const viewCart = useRef<HTMLAnchorElement>(null);

  // The clicked button is replaced by the link: keep keyboard focus where the person was.
  useEffect(() => {
    if (justAdded && inCart) viewCart.current?.focus();
  }, [justAdded, inCart]);

  const inStock = !isSoldOut(book);
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('book.addFailed'),
      message:
        error instanceof ApiError && error.status === 404
          ? t('book.noLongerSold')
          : t('book.checkConnection'),
    });
  const add = () => {
    if (adding.current) return;
    adding.current = true;
    setBusy(true);
    const exactStock = queryClient.fetchQuery(stockedBookQueryOptions(book._id));
    // Read, not awaited: a failed read before the book is added is handled below.
    exactStock.catch(() => undefined);
    void addToStoredCart(cartBookOf(book))
      .then((byStore) => {
        setJustAdded(true);
        exactStock.then(
          // Else the cart page re-reads it, as after a tap before the app.
          (stocked) =>
            byStore && void loadCartStore().then(({ cartStore }) => cartStore.refresh(stocked)),
          (error: unknown) => {
            if (!(error instanceof ApiError && error.status === 404)) return;
            void loadCartStore().then(({ cartStore }) => cartStore.remove(book._id));
            failed(error);
          },
        );
      })
      .catch(failed)
      .finally(() => {
        adding.current = false;
        setBusy(false);
      });
  };
  const addRef = useRef(add);
  addRef.current = add;

  // A press before the page was hydrated (kept by the page's inline script) counts now.
  useEffect(() => {
    if (takeEarlyClick(book._id) && inStock && !inCart) addRef.current();
  }, [book._id, inStock, inCart]);

  if (inCart) {
    return (
      <Button
        ref={viewCart}
        component={Link}
        to={ROUTES.cart}
        variant="outline"
        leftSection={<CartIcon size={20} />}
        {...buttonProps}
      >
        {t('book.viewCart')}
      </Button>
    );
  }
  return (
    <Button
      leftSection={<CartIcon size={20} />}
      disabled={!inStock}
      {...{ [ADD_TO_CART_ATTRIBUTE]: book._id }}
      aria-busy={busy || undefined}
      // A server page adds through its own write (addToStoredCart): nothing to load ahead there.
      onPointerEnter={() => window.__boiAddStored ?? void loadCartStore()}
      onClick={add}
      {...buttonProps}
    >
      {inStock ? t('book.addToCart') : t('book.stockOut')}
    </Button>
  );
}
