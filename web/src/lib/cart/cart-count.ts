/** localStorage key holding the cart: a JSON array of items with `cartQuantity`. */
export const CART_STORAGE_KEY = 'cartItems';
/** Window event fired by cart code in this tab after it changes `localStorage.cartItems`. */
export const CART_CHANGED_EVENT = 'cart-changed';
