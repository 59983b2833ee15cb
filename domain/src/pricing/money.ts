/**
 * How an amount of taka is written. `label` is the spec's currency label, 'Tk 1,250': the
 * storefront, checkout, invoice, mails, dashboard and meta descriptions. `sign` is the Bangla taka
 * sign, '৳ 1,250' with a no-break space so the sign never wraps away from its number: the cart
 * page (its lines and totals panel), because "the cart uses the Bangla taka sign" (spec §2, §9).
 */
export type TakaForm = 'label' | 'sign';

const PREFIX: Record<TakaForm, string> = { label: 'Tk ', sign: '৳\u00a0' };

/**
 * A whole number with a comma between thousands, as `toLocaleString('en-US')` writes it, but
 * without it: a page's first call loads the locale's number data, a task of about 35 ms while a
 * slow phone (4× CPU) hydrates the first price. Anything else goes to `toLocaleString`.
 */
const grouped = (amount: number): string =>
  Number.isSafeInteger(amount)
    ? String(amount).replace(/\B(?=(\d{3})+$)/g, ',')
    : amount.toLocaleString('en-US');

/** The one taka formatter: `formatTk(1250)` → 'Tk 1,250', `formatTk(1250, 'sign')` → '৳ 1,250'. */
export const formatTk = (amount: number, form: TakaForm = 'label'): string =>
  `${PREFIX[form]}${grouped(amount)}`;
