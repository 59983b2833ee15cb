/**
 * How often one account, and one network address, may do each thing that costs the shop (mail,
 * stock held, reads) or could be guessed at (coupons, passwords). A window is fixed: `count` per
 * `seconds`, then 429 with Retry-After until the window ends. the README's "API" lists them.
 */
export type RateWindow = { count: number; seconds: number };
type RateLimit = { perAccount?: RateWindow; perAddress?: RateWindow };

export const RATE_LIMITS = {
  signIn: { perAccount: { count: 5, seconds: 900 }, perAddress: { count: 50, seconds: 900 } },
  signUp: { perAddress: { count: 10, seconds: 3600 } },
  passwordReset: {
    perAccount: { count: 3, seconds: 3600 },
    perAddress: { count: 20, seconds: 3600 },
  },
  review: { perAccount: { count: 10, seconds: 3600 }, perAddress: { count: 30, seconds: 3600 } },
  coupon: { perAccount: { count: 20, seconds: 600 }, perAddress: { count: 30, seconds: 600 } },
  order: { perAccount: { count: 20, seconds: 3600 }, perAddress: { count: 60, seconds: 3600 } },
  wishlist: {
    perAccount: { count: 300, seconds: 3600 },
    perAddress: { count: 600, seconds: 3600 },
  },
  stockNotice: {
    perAccount: { count: 30, seconds: 3600 },
    perAddress: { count: 60, seconds: 3600 },
  },
  search: { perAddress: { count: 120, seconds: 60 } },
} as const satisfies Record<string, RateLimit>;

export type RateAction = keyof typeof RATE_LIMITS;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a little and try again.';
