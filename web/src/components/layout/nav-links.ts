import type { ParseKeys } from 'i18next';

/** A link and its label's key in the message catalogues. */
export type NavItem = { to: string; label: ParseKeys };

/** Main navigation bar (spec §2 Navigation). */
export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/writer', label: 'nav.writers' },
  { to: '/category', label: 'nav.categories' },
  { to: '/publication', label: 'nav.publications' },
  { to: '/up-comming-book', label: 'nav.bookFair' },
  { to: '/up-comming-academic', label: 'nav.academic' },
  { to: '/up-comming-offer', label: 'nav.offers' },
  { to: '/up-comming-stesonary', label: 'nav.stationery' },
];

/** Mobile side menu: real pages first, then placeholder entries that lead to /up-comming. */
export const MOBILE_NAV: NavItem[] = MAIN_NAV.slice(0, 5);

export const MOBILE_PLACEHOLDER_NAV: NavItem[] = [
  { to: '/up-comming', label: 'nav.novels' },
  { to: '/up-comming', label: 'nav.bestsellers' },
  { to: '/up-comming', label: 'nav.engineering' },
  { to: '/up-comming', label: 'nav.islamic' },
  { to: '/up-comming', label: 'nav.preOrder' },
  { to: '/up-comming', label: 'nav.extraDiscount' },
];
