import { toBanglaDigits } from './bangla-digits';
/** Business constants of the spec (§9). */
export const SHIPPING_CHARGE_TK = 50;
export const SHIPPING_LABEL = 'Tk. 50 (Online Order)';
export const RETURN_POLICY_LABEL = '7 Days Happy Return';
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** Upper bound of un-paged storefront lists (categories, writers, publications). */
export const LIST_LIMIT = 200;
export const MAX_PRODUCT_TAGS = 5;
/** The most copies one cart line (and one order line) can hold. */
export const MAX_LINE_QUANTITY = 99;
/** The most copies one order can hold, all its books together (bulk orders go through the shop). */
export const MAX_ORDER_COPIES = 200;
/** Orders an account may have waiting for confirmation (Pending) at once, unless configured. */
export const DEFAULT_MAX_OPEN_ORDERS = 10;
export const MAX_IMAGE_BYTES = 5_000_000;
export const IMAGE_TYPES = ['png', 'jpeg', 'jpg', 'webp'] as const;
export const TITLE_MAX_CHARS = 40;
export const WRITER_MAX_CHARS = 50;
export const CATEGORY_STRIP_COUNT = 10;
/** Children/teen and technology pages show at most this many books. */
export const LIMITED_LIST_MAX = 20;
/** Books shown per home section (the section's "all books" button leads to the rest). */
export const HOME_SECTION_LIMIT = 12;
/** The details page related carousel is used above this many items. */
export const RELATED_CAROUSEL_ABOVE = 5;
export const RELATED_LIMIT = 12;
export const MIN_PASSWORD_LENGTH = 6;
export const BOOK_FAIR_YEAR = '2023';
export const COUNTRY = 'Bangladesh';
export const BOOK_LANGUAGE = 'Bangla';
export const SHOP_ADDRESS = 'Bangla Bazar, Dhaka';
export const SHOP_PHONE = '+880 1700-000000';
export const SHOP_EMAIL = 'support@boi.com.bd';
export const TOAST_AUTOCLOSE_MS = 5000;

export const PRODUCT_STATUSES = ['in-stock', 'out-of-stock', 'Discontinued'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** BookSalesInfo choices: None and four Bangla labels. */
export const SALES_INFO = {
  none: 'None',
  weekBest: 'এই সপ্তাহের সেরা বিক্রিত বই',
  monthTop: 'এই মাসের টপ সেল বই',
  technology: 'প্রযুক্তি বিষয়ক বই',
  package: 'প্যাকেজ বই',
} as const;
export const SALES_INFO_VALUES = /* @__PURE__ */ Object.values(SALES_INFO) as [string, ...string[]];

/** The four home sections, found by their category's `section` key. */
export const HOME_SECTIONS = [
  {
    key: 'islamic',
    title: 'ইসলামি বই',
    carouselAbove: 5,
    showAbove: 0,
  },
  {
    key: 'package',
    title: 'প্যাকেজ বই',
    carouselAbove: 4,
    showAbove: 0,
  },
  {
    key: 'children',
    title: 'শিশু-কিশোর বই',
    carouselAbove: 4,
    showAbove: 5,
  },
  {
    key: 'technology',
    title: 'প্রযুক্তি ও প্রোগ্রামিং বই',
    carouselAbove: 4,
    showAbove: 0,
  },
] as const;
export type SectionKey = (typeof HOME_SECTIONS)[number]['key'];
export const SECTION_KEYS = /* @__PURE__ */ HOME_SECTIONS.map((s) => s.key) as [
  SectionKey,
  ...SectionKey[],
];

export const NO_BOOK_FOUND = 'কোনো বই পাওয়া যায়নি';
export const totalBooksFound = (n: number): string => `মোট ${toBanglaDigits(n)} টি বই পাওয়া গেছে`;

/**
 * A wishlist keeps at most this many books, the newest kept first. Here rather than in
 * accounts/wishlist.ts so that the storefront's hearts do not load zod with the schema.
 */
export const WISHLIST_MAX = 100;
