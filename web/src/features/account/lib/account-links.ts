import type { ParseKeys } from 'i18next';
import type { UserMe } from '@boi/domain/accounts/profile';
import { accountPath, ROUTES } from '@boi/domain/paths/routes';
import type { Catalogue } from '../../../lib/i18n/i18n';

export const ACCOUNT_HOME = ROUTES.account;
export const WISH_LIST_PATH = accountPath('wishlist');

export type AccountIcon =
  | 'dashboard'
  | 'book'
  | 'orders'
  | 'star'
  | 'category'
  | 'pen'
  | 'building'
  | 'calendar'
  | 'ticket'
  | 'image'
  | 'user'
  | 'heart'
  | 'support';

/** A page of the account area; `label` and `hint` are keys in the message catalogues. */
export type AccountLink = { to: string; label: ParseKeys; hint: ParseKeys; icon: AccountIcon };

type LinkName = Exclude<keyof Catalogue['account']['hints'], 'logout'>;

/** The link named `name`: its label and hint are account.links.{name} and account.hints.{name}. */
const link = (to: string, name: LinkName, icon: AccountIcon): AccountLink => ({
  to,
  label: `account.links.${name}`,
  hint: `account.hints.${name}`,
  icon,
});

const ORDERS = link(accountPath('orders'), 'orders', 'orders');
const PROFILE = link(accountPath('profile'), 'profile', 'user');
const WISH_LIST = link(WISH_LIST_PATH, 'wishlist', 'heart');
const SUPPORT = link(accountPath('support'), 'support', 'support');

/** The left menu 'my account' (spec §2, account layout); logout follows it. */
export const ACCOUNT_MENU: AccountLink[] = [
  link(ACCOUNT_HOME, 'dashboard', 'dashboard'),
  ORDERS,
  PROFILE,
  WISH_LIST,
  SUPPORT,
];

/** Management pages of the admin dashboard; their screens arrive in a later release. */
export const ADMIN_PAGES: AccountLink[] = [
  link(accountPath('products'), 'products', 'book'),
  link(accountPath('orderManage'), 'orderManage', 'orders'),
  link(accountPath('reviewManage'), 'reviewManage', 'star'),
  link(accountPath('categoryAdd'), 'categoryAdd', 'category'),
  link(accountPath('writerAdd'), 'writerAdd', 'pen'),
  link(accountPath('publicationAdd'), 'publicationAdd', 'building'),
  link(accountPath('bookFairAdd'), 'bookFair', 'calendar'),
  link(accountPath('couponAdd'), 'couponAdd', 'ticket'),
  link(accountPath('bannerAdd'), 'bannerAdd', 'image'),
  link(accountPath('admins'), 'admins', 'user'),
  link(accountPath('activity'), 'activity', 'dashboard'),
];

/** Dashboard tiles (spec §2); both sets end with a logout tile. */
export const ADMIN_TILES: AccountLink[] = [...ADMIN_PAGES, PROFILE];
export const CUSTOMER_TILES: AccountLink[] = [ORDERS, WISH_LIST, PROFILE, SUPPORT];

/** Admin by the ID token's `admin` claim (what the server enforces) or the profile's role. */
export function isAdminAccount(adminClaim: boolean, me: Pick<UserMe, 'role'> | undefined): boolean {
  return adminClaim || me?.role === 'Admin';
}
