/**
 * How often one account, one e-mail address, one network address and everyone together may do
 * each thing that costs the shop (mail, stock held, reads) or could be guessed at (coupons,
 * passwords). A window is fixed: `count` per `seconds`, then 429 with Retry-After until the
 * window ends. The README's "API" lists them.
 *
 * - `perAccount`: the signed-in caller's uid (operations that need an account).
 * - `perEmail`: the e-mail address the input names, normalised (`emailKey`), whatever token is
 *   attached: a throwaway account's token must not lift the cap on mail to, or password guesses
 *   at, someone else's address.
 * - `perAddress`: the network address the platform saw (functions/src/shared/client-address.ts),
 *   only for calls no account answers for (signed out, or an action without `perAccount`).
 *   Bangladesh's mobile carriers put many shoppers behind one carrier-NAT address, so these are
 *   sized for a crowd (README, "Rate limits"), not for one person.
 * - `global`: every such call together, for what a crowd of addresses could still guess at. A
 *   signed-in caller limited per account is never counted in it nor refused by it, so no set of
 *   addresses can switch a check off for shoppers with an account.
 */
export type RateWindow = { count: number; seconds: number };
type RateLimit = {
  perAccount?: RateWindow;
  perEmail?: RateWindow;
  perAddress?: RateWindow;
  global?: RateWindow;
};

export const RATE_LIMITS = {
  signIn: { perEmail: { count: 5, seconds: 900 }, perAddress: { count: 300, seconds: 900 } },
  signUp: { perEmail: { count: 3, seconds: 3600 }, perAddress: { count: 100, seconds: 3600 } },
  passwordReset: {
    perEmail: { count: 3, seconds: 3600 },
    perAddress: { count: 100, seconds: 3600 },
  },
  review: { perAccount: { count: 10, seconds: 3600 } },
  // A link to an address typed at checkout: a few a day per account, and per address whoever asks,
  // so a mailbox gets at most 3 such mails a day however many accounts type it.
  checkoutEmailLink: {
    perAccount: { count: 5, seconds: 86_400 },
    perEmail: { count: 3, seconds: 86_400 },
  },
  // Opening the link: its token is 256 random bits; the address limit only bounds the work.
  checkoutEmailConfirm: {
    perAccount: { count: 30, seconds: 3600 },
    perAddress: { count: 300, seconds: 3600 },
  },
  // Guests check coupons in the cart too: an address's checks and the guests' shared pool bind a
  // script (100 addresses at full rate to drain the pool); accounts have their own cap, and
  // placeOrder checks the coupon again.
  coupon: {
    perAccount: { count: 20, seconds: 600 },
    perAddress: { count: 120, seconds: 600 },
    global: { count: 12_000, seconds: 600 },
  },
  order: { perAccount: { count: 20, seconds: 3600 } },
  wishlist: { perAccount: { count: 300, seconds: 3600 } },
  stockNotice: { perAccount: { count: 30, seconds: 3600 } },
  search: { perAddress: { count: 300, seconds: 60 } },
} as const satisfies Record<string, RateLimit>;

export type RateAction = keyof typeof RATE_LIMITS;

const BEFORE_PLUS = /^[^+]*/;
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The key an e-mail address is limited under: one mailbox, however it is spelled. Case and
 * spaces are dropped, a `+tag` is dropped (most providers deliver `name+tag@` to `name@`), and
 * Gmail's dots, which Gmail ignores. Only for counting: accounts keep the address as given.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  let local = BEFORE_PLUS.exec(address.slice(0, at))?.[0] || address.slice(0, at);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replace(/\./g, '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a little and try again.';
