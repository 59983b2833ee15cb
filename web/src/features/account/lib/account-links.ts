import type { UserMe } from '@boi/domain/orders';
import { ROUTES } from '@boi/domain/paths';

export const ACCOUNT_HOME = ROUTES.account;
export const WISH_LIST_PATH = `${ROUTES.account}/wishlist`;

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

export type AccountLink = { to: string; label: string; hint: string; icon: AccountIcon };

const link = (to: string, label: string, hint: string, icon: AccountIcon): AccountLink => ({
  to,
  label,
  hint,
  icon,
});

const ORDERS = link(`${ACCOUNT_HOME}/order`, 'আমার অর্ডার', 'My orders', 'orders');
const PROFILE = link(`${ACCOUNT_HOME}/user-profile`, 'আমার প্রোফাইল', 'Profile', 'user');
const WISH_LIST = link(WISH_LIST_PATH, 'উইশ লিস্ট', 'Wish list', 'heart');
const SUPPORT = link(`${ACCOUNT_HOME}/support`, 'সাপোর্ট', 'Support', 'support');

/** The left menu 'my account' (spec §2, account layout); logout follows it. */
export const ACCOUNT_MENU: AccountLink[] = [
  link(ACCOUNT_HOME, 'ড্যাশবোর্ড', 'Dashboard', 'dashboard'),
  ORDERS,
  PROFILE,
  WISH_LIST,
  SUPPORT,
];

/** Management pages of the admin dashboard; their screens arrive in a later release. */
export const ADMIN_PAGES: AccountLink[] = [
  link(`${ACCOUNT_HOME}/product-page`, 'বই ব্যবস্থাপনা', 'Product manage', 'book'),
  link(`${ACCOUNT_HOME}/order-manage`, 'অর্ডার ব্যবস্থাপনা', 'Order manage', 'orders'),
  link(`${ACCOUNT_HOME}/review-manage`, 'রিভিউ ব্যবস্থাপনা', 'Review manage', 'star'),
  link(`${ACCOUNT_HOME}/category-add`, 'বিষয় যোগ করুন', 'Category', 'category'),
  link(`${ACCOUNT_HOME}/writer-add`, 'লেখক যোগ করুন', 'Writer', 'pen'),
  link(`${ACCOUNT_HOME}/publication-add`, 'প্রকাশনী যোগ করুন', 'Publication', 'building'),
  link(`${ACCOUNT_HOME}/book-fair-add`, 'বইমেলা', 'Book fair', 'calendar'),
  link(`${ACCOUNT_HOME}/coupon-add`, 'কুপন যোগ করুন', 'Coupon', 'ticket'),
  link(`${ACCOUNT_HOME}/banner-add`, 'ব্যানার যোগ করুন', 'Banner', 'image'),
  link(`${ACCOUNT_HOME}/admins`, 'অ্যাডমিন', 'Admins', 'user'),
  link(`${ACCOUNT_HOME}/activity`, 'অ্যাক্টিভিটি', 'Activity', 'dashboard'),
];

/** Dashboard tiles (spec §2); both sets end with a logout tile. */
export const ADMIN_TILES: AccountLink[] = [...ADMIN_PAGES, PROFILE];
export const CUSTOMER_TILES: AccountLink[] = [ORDERS, WISH_LIST, PROFILE, SUPPORT];

export const LOGOUT_LABEL = 'লগ আউট';

/** Admin by the ID token's `admin` claim (what the server enforces) or the profile's role. */
export function isAdminAccount(adminClaim: boolean, me: Pick<UserMe, 'role'> | undefined): boolean {
  return adminClaim || me?.role === 'Admin';
}
