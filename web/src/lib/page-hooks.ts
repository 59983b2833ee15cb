/**
 * The attributes by which the page's inline script (app/server/early-clicks.ts), the app, the
 * styles (app/global.css) and the benches find what a shopper taps, and whether the app has
 * hydrated the page.
 */
export const ADD_TO_CART_ATTRIBUTE = 'data-add-to-cart';
/** The book of a wishlist heart (components/wishlist-heart.tsx). */
export const WISHLIST_HEART_ATTRIBUTE = 'data-wishlist-heart';
/** An Add to Cart whose book the inline script put in the cart before the app ran. */
export const EARLY_ADDED_ATTRIBUTE = 'data-early-added';
/** On <html> once the page is React's (components/layout/app-layout.tsx). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Set on <html> as React starts to hydrate (early-clicks.ts markHydrating). */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** The selector of the Add to Cart of one book, or of every one. */
export const addToCartSelector = (bookId?: string): string =>
  bookId === undefined
    ? `[${ADD_TO_CART_ATTRIBUTE}]`
    : `[${ADD_TO_CART_ATTRIBUTE}="${CSS.escape(bookId)}"]`;
