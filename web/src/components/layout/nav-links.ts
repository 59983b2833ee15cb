import type { ParseKeys } from 'i18next';
import { ROUTES } from '@boi/domain/paths/routes';

/** A link and its label's key in the message catalogues. */
export type NavItem = { to: string; label: ParseKeys };

/** Main navigation bar (spec §2 Navigation). */
export const MAIN_NAV: NavItem[] = [
  { to: ROUTES.home, label: 'nav.home' },
  { to: ROUTES.writers, label: 'nav.writers' },
  { to: ROUTES.categories, label: 'nav.categories' },
  { to: ROUTES.publications, label: 'nav.publications' },
  { to: ROUTES.comingSoonBookFair, label: 'nav.bookFair' },
  { to: ROUTES.comingSoonAcademic, label: 'nav.academic' },
  { to: ROUTES.comingSoonOffer, label: 'nav.offers' },
  { to: ROUTES.comingSoonStationery, label: 'nav.stationery' },
];

/** Mobile side menu: real pages first, then placeholder entries that lead to /up-comming. */
export const MOBILE_NAV: NavItem[] = MAIN_NAV.slice(0, 5);

export const MOBILE_PLACEHOLDER_NAV: NavItem[] = [
  { to: ROUTES.comingSoon, label: 'nav.novels' },
  { to: ROUTES.comingSoon, label: 'nav.bestsellers' },
  { to: ROUTES.comingSoon, label: 'nav.engineering' },
  { to: ROUTES.comingSoon, label: 'nav.islamic' },
  { to: ROUTES.comingSoon, label: 'nav.preOrder' },
  { to: ROUTES.comingSoon, label: 'nav.extraDiscount' },
];
