import type {
  CollectionReference,
  DocumentData,
  Firestore,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { Book, Category, Publication, Review, Writer } from '@boi/domain/catalog/schemas';
import type { Order, OrderStatus } from '@boi/domain/orders/order';
import type { ProductIndexFields } from '@boi/domain/catalog/product-index';
import type { BookSearchFields } from '@boi/domain/search/fields';
import type { PublicBook } from '@boi/domain/catalog/public-book';
import type { ListingHead } from '@boi/domain/catalog/listings';
import type { AuditEntry } from '@boi/domain/admin/audit';
import type { ShopSettings } from '@boi/domain/settings/shop-settings';
import type { OnlinePayment, OnlineProvider } from '@boi/domain/payments/online-payment';

/**
 * Firestore document shapes and typed collection references: the one module that the functions,
 * the seed and the tests use to read and write documents. API entities are these plus `_id` (the
 * document id); timestamps become ISO strings and image-store paths become URLs.
 */
export const COLLECTIONS = {
  /** products/{id}: the whole book, exact stock and server fields included; functions only. */
  products: 'products',
  /** books/{id}: its public copy (domain/src/catalog/public-book.ts), which browsers may read. */
  books: 'books',
  categories: 'categories',
  writers: 'writers',
  publications: 'publications',
  bookFair: 'bookFair',
  coupons: 'coupons',
  banners: 'banners',
  reviews: 'reviews',
  users: 'users',
  /** adminInvites/{sha256 of token}: an admin grant waiting for its invitee (users/admin-invites.ts). */
  adminInvites: 'adminInvites',
  orders: 'orders',
  /** checkoutEmails/{uid}~{hash}: an address typed at checkout and its link (orders/checkout-email.ts). */
  checkoutEmails: 'checkoutEmails',
  mail: 'mail',
  /** messages/{orderId}~{step}-{status}: an SMS to a verified number (functions/src/orders/order-sms.ts). */
  messages: 'messages',
  stats: 'stats',
  /** searchTombstones/{bookId}: when a book was deleted, for the search index (functions/src/search). */
  searchTombstones: 'searchTombstones',
  /** reviewAuthors/{reviewId}: who wrote a review; server-only, so the public review names nobody. */
  reviewAuthors: 'reviewAuthors',
  /** listings/{listingId}: how the books of a storefront list are numbered (domain/src/catalog/listings.ts). */
  listings: 'listings',
  /** paymentRefs/{method}~{TRXID}: the order a mobile payment's transaction id backs (one only). */
  paymentRefs: 'paymentRefs',
  /** payments/{paymentID}: one attempt at an online payment and its order (functions/src/payments). */
  payments: 'payments',
  /** rateLimits/{action}~{who}~{window}: uses in a rate limit's window (functions/src/shared/rate-limit.ts). */
  rateLimits: 'rateLimits',
  /** auditLog/{id}: who changed what, written with each admin change (functions/src/shared/audit.ts). */
  auditLog: 'auditLog',
  /** pagesVersion/current: changes with every admin change and order (functions/src/shared/pages-version.ts). */
  pagesVersion: 'pagesVersion',
  /** settings/shop: the shop's settings (domain/src/catalog/stock-alerts.ts); functions only. */
  settings: 'settings',
  /** stockNotices/{productId}~{uid}: a shopper waiting for a sold-out book (functions/src/stock). */
  stockNotices: 'stockNotices',
  /** wishlists/{uid}: a signed-in shopper's hearted books (functions/src/wishlist). */
  wishlists: 'wishlists',
} as const;

/** stats/catalog: how many books the shop has, kept by every book create and delete. */
export const CATALOG_STATS_DOC_ID = 'catalog';
export type StatsDoc = {
  productCount: number;
  /** The catalog generation (the seed writes a new one): a search index of another is reloaded. */
  catalogVersion?: string;
};

/** The single book-fair settings document: bookFair/current. */
export const BOOK_FAIR_DOC_ID = 'current';

export type ProductDoc = Omit<Book, '_id' | 'createdAt'> &
  ProductIndexFields &
  /** Written by the seed and every admin write of a book (older documents may lack them). */
  Partial<BookSearchFields> & {
    /** image-store paths, e.g. covers/<id>-600.webp and covers/<id>-400.webp */
    image: string;
    thumb: string;
    createdAt: Timestamp;
    updatedAt: Timestamp;
    /** Set once the admins were mailed that it fell to the low-stock threshold; cleared above it. */
    lowStockMailed?: boolean;
    /** A hot book's stock, split over shards (functions/src/orders/stock-shards.ts). */
    stockShards?: StockShardsMark;
    /** When an order last took copies from the book itself (ms): a second order within a second splits it. */
    stockTakenAt?: number;
  };
/**
 * On a book whose stock is split: `quantity` is then the shards' sum as last synced, and
 * `split` that same number; an admin's edit of `quantity` makes them differ, and the next order
 * splits the admin's number afresh.
 */
export type StockShardsMark = { count: number; split: number; syncedAt: number };
/** products/{id}/stockShards/{n}: part of a hot book's copies; orders take from one at random. */
export type StockShardDoc = { quantity: number };
export type PublicBookDoc = PublicBook<Timestamp>;
export type CategoryDoc = Omit<Category, '_id'> & { createdAt: Timestamp };
export type WriterDoc = Omit<Writer, '_id'> & { createdAt: Timestamp };
export type PublicationDoc = Omit<Publication, '_id'> & { createdAt: Timestamp };
export type BookFairDoc = { bookFairYear: string };
export type SearchTombstoneDoc = { deletedAt: Timestamp };
/** coupons/{couponCode} */
export type CouponDoc = { couponCode: string; discountPercent: number; active: boolean };
export type BannerDoc = { image: string; createdAt: Timestamp };
/** reviews/{id}: public once Approved (firestore.rules), so it holds only what a visitor may see. */
export type ReviewDoc = Omit<Review, '_id' | 'createdAt'> & { createdAt: Timestamp };
export type ReviewAuthorDoc = { uid: string; createdAt: Timestamp };
export type UserDoc = {
  name: string;
  email: string;
  /**
   * A mirror of the `admin` claim, written only by a grant or revoke (setAdminRole, `npm run
   * admin:grant`), never by the profile's owner: it names candidates, Auth decides.
   */
  role?: 'Admin' | 'Customer';
  createdAt: Timestamp;
  updatedAt?: Timestamp;
};

/** An address a shopper typed at checkout: verified once its owner opens the mailed link. */
export type CheckoutEmailDoc = {
  uid: string;
  email: string;
  /** The sha256 of the link's token; null once used. */
  tokenHash: string | null;
  expiresAt: Timestamp;
  verifiedAt: Timestamp | null;
};

/** An admin grant as an invitation: the claim is set only when the invitee uses the mailed link. */
export type AdminInviteDoc = {
  email: string;
  uid: string;
  invitedBy: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  acceptedAt?: Timestamp;
};

/**
 * orders/{orderId}: written by placeOrder. Items are a snapshot of the books as sold (names,
 * prices, the thumb's image-store path), so later catalog edits never change an order.
 */
/** An order's online payment as stored: its times are Timestamps. */
export type StoredOnlinePayment = Omit<OnlinePayment, 'windowEndsAt' | 'paidAt' | 'refund'> & {
  windowEndsAt: Timestamp;
  paidAt?: Timestamp;
  refund?: Omit<NonNullable<OnlinePayment['refund']>, 'at'> & { at?: Timestamp };
};

/** payments/{paymentID}: an attempt; `executing` is claimed (claimedAt) by whoever settles it. */
export type PaymentDoc = {
  orderId: string;
  provider: OnlineProvider;
  state: 'created' | 'executing' | 'completed' | 'failed' | 'cancelled';
  createdAt: Timestamp;
  claimedAt?: Timestamp;
  trxId?: string;
  failure?: string;
};

export type OrderDoc = Omit<
  Order,
  '_id' | 'createdAt' | 'updatedAt' | 'statusHistory' | 'onlinePayment'
> & {
  onlinePayment?: StoredOnlinePayment;
  /** Orders placed before the timeline lack it (order-doc.ts derives theirs). */
  statusHistory?: { status: OrderStatus; at: Timestamp }[];
  idempotencyKey: string;
  /** The account's verified mobile number (E.164) when it had one: its SMS and its open-order cap. */
  verifiedPhone?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type PaymentRefDoc = { orderId: string; createdAt: Timestamp };
export type RateLimitDoc = { count: number; expiresAt: Timestamp };
export type AuditDoc = Omit<AuditEntry, '_id' | 'at'> & { at: Timestamp };
/** The one pages-version document: pagesVersion/current. */
export const PAGES_VERSION_DOC_ID = 'current';
/** `until`: marks of changes up to then are folded into this one (shared/pages-version.ts). */
export type PagesVersionDoc = { version: string; at: Timestamp; until?: number };

/** The one settings document: settings/shop. */
export const SHOP_SETTINGS_DOC_ID = 'shop';
export type SettingsDoc = ShopSettings;
/** A shopper waiting for a sold-out book; deleted when its one mail is written. */
export type StockNoticeDoc = {
  productId: string;
  uid: string;
  email: string;
  createdAt: Timestamp;
};

export type WishlistDoc = { productIds: string[]; updatedAt: Timestamp };

/** mail/{id} in the shape of the Trigger Email extension (firestore-send-email). */
export type MailDoc = { to: string; message: { subject: string; html: string; text: string } };

/** messages/{id} in the shape of the Send Messages with Twilio extension (firestore-send-twilio-message). */
export type MessageDoc = { to: string; body: string };

type Documents = {
  products: ProductDoc;
  books: PublicBookDoc;
  categories: CategoryDoc;
  writers: WriterDoc;
  publications: PublicationDoc;
  bookFair: BookFairDoc;
  coupons: CouponDoc;
  banners: BannerDoc;
  reviews: ReviewDoc;
  users: UserDoc;
  adminInvites: AdminInviteDoc;
  orders: OrderDoc;
  checkoutEmails: CheckoutEmailDoc;
  mail: MailDoc;
  messages: MessageDoc;
  stats: StatsDoc;
  searchTombstones: SearchTombstoneDoc;
  reviewAuthors: ReviewAuthorDoc;
  listings: ListingHead;
  paymentRefs: PaymentRefDoc;
  payments: PaymentDoc;
  rateLimits: RateLimitDoc;
  auditLog: AuditDoc;
  pagesVersion: PagesVersionDoc;
  settings: SettingsDoc;
  stockNotices: StockNoticeDoc;
  wishlists: WishlistDoc;
};

export type TypedCollections = { [K in keyof Documents]: CollectionReference<Documents[K]> };

/** The documents are only ever written through these references, so reading them back is safe. */
function converter<T extends DocumentData>() {
  return {
    toFirestore: (data: T): DocumentData => data,
    fromFirestore: (snapshot: QueryDocumentSnapshot): T => snapshot.data() as T,
  };
}

const cache = new WeakMap<Firestore, TypedCollections>();

/** Typed references to every collection of `store`. */
export function collections(store: Firestore): TypedCollections {
  let typed = cache.get(store);
  if (!typed) {
    const entries = (Object.keys(COLLECTIONS) as (keyof Documents)[]).map((name) => [
      name,
      store.collection(COLLECTIONS[name]).withConverter(converter()),
    ]);
    typed = Object.fromEntries(entries) as TypedCollections;
    cache.set(store, typed);
  }
  return typed;
}
