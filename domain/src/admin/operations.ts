import { DOCUMENT_ID_PATTERN } from '../shared/document-id';
import { documentIdSchema } from '../shared/document-id-schema';
import { z } from 'zod';
import type { OrderStatus } from '../orders/order';
import { ORDER_STATUS_CHANGES } from '../orders/status';
import { createKeyField } from '../shared/idempotency';
import type { Review } from '../catalog/schemas';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_TAGS,
  PRODUCT_STATUSES,
  SALES_INFO,
  SALES_INFO_VALUES,
  SECTION_KEYS,
} from '../shared/constants';

/** Admin inputs (spec §5, §7): one schema per operation, shared by the callable and the HTTP door. */

export const PRODUCT_MESSAGES = {
  tooManyTags: '5 Tags more than not allowed',
  status: 'Please Select Product Status',
  category: 'Please Select A Category Name',
  writer: 'Please Select Product Writer',
  publication: 'Please Select Product Publication',
  onePicture: 'please provide one book picture',
  pictureSize: 'Product Picture size 5MB more than not allowed',
  pictureType: 'Product Picture is not valid',
  nameB: 'Bangla name is required',
  nameE: 'English name is required',
  price: 'Price is required (whole taka)',
  quantity: 'Quantity is required (a whole number)',
  bookFair: 'Please choose the book fair option',
} as const;

export const BANNER_MESSAGES = {
  onePicture: 'please provide one banner picture',
  pictureSize: 'Banner Picture size 5MB more than not allowed',
  pictureType: 'Banner Picture is not valid',
} as const;

export const UPLOAD_KINDS = ['product', 'banner'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
type PictureMessages = { onePicture: string; pictureSize: string; pictureType: string };
export const UPLOAD_MESSAGES: Record<UploadKind, PictureMessages> = {
  product: {
    onePicture: PRODUCT_MESSAGES.onePicture,
    pictureSize: PRODUCT_MESSAGES.pictureSize,
    pictureType: PRODUCT_MESSAGES.pictureType,
  },
  banner: BANNER_MESSAGES,
};

/**
 * The picture rules of §5 for one chosen file, checked in the browser before upload and again by
 * the server on the bytes it receives. Returns the spec's message, or null when the file is fine.
 */
export function pictureProblem(
  kind: UploadKind,
  files: readonly { name: string; size: number }[],
): string | null {
  const messages = UPLOAD_MESSAGES[kind];
  if (files.length !== 1) return messages.onePicture;
  const [file] = files as [{ name: string; size: number }];
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_TYPES as readonly string[]).includes(extension) || !file.name.includes('.')) {
    return messages.pictureType;
  }
  if (file.size > MAX_IMAGE_BYTES) return messages.pictureSize;
  return null;
}

/** What POST /api/v1/upload answers: an upload id to put in a product's or banner's `image`. */
export type UploadResult = { upload: string; image: string; thumb: string };
export const UPLOAD_ID_PATTERN = /^up-[A-Za-z0-9_-]{8,64}$/;

/** An uploaded picture: its upload id, or the URL of one of its widths (as the spec sends "image URL"). */
const uploadRef = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const match = /(?:^|\/)(up-[A-Za-z0-9_-]{8,64}?)(?:-\d+\.webp)?$/.exec(value.trim());
      return match ? match[1] : value;
    },
    z.string({ message }).regex(UPLOAD_ID_PATTERN, message),
  );

/** The JSON in a form field, or the text itself when it is not JSON (the schema then refuses it). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Form data sends numbers and objects as strings; '' is "not filled in". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === 'null' ? undefined : value;

const wholeNumber = (message: string, max: number) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z.number({ message }).int(message).min(0, message).max(max, message),
  );

/**
 * A category, writer or publication chosen for a book: its id, or the spec's object
 * (`{categoryName, category_id}`), or that object as a JSON string (form data).
 */
const chosenId = (key: 'category_id' | 'writer_id' | 'publication_id', message: string) =>
  z.preprocess(
    (value) => {
      let v: unknown = blankToUndefined(value);
      if (typeof v === 'string' && v.trim().startsWith('{')) {
        v = parseJson(v);
      }
      if (v && typeof v === 'object') {
        const record = v as Record<string, unknown>;
        return record[key] ?? record._id;
      }
      return v;
    },
    z.string({ message }).regex(DOCUMENT_ID_PATTERN, message),
  );

/** Tags: blank ones are ignored, at most five, each trimmed. Form data may send a JSON list. */
const productTags = z.preprocess(
  (value) => {
    let v: unknown = value;
    if (typeof v === 'string') {
      const text = v;
      v = text.trim().startsWith('[') ? parseJson(text) : text.split(',');
    }
    return Array.isArray(v)
      ? v
          .map((tag: unknown) => (typeof tag === 'string' ? tag.trim() : tag))
          .filter((tag) => tag !== '')
      : v;
  },
  z.array(z.string().max(40)).max(MAX_PRODUCT_TAGS, PRODUCT_MESSAGES.tooManyTags),
);

/** Either a book-fair year or none; the form's placeholder choice is sent as null. */
const bookFairChoice = z.preprocess(
  (value) => (value === '' || value === 'null' || value === 'none' ? null : value),
  z
    .string({ message: PRODUCT_MESSAGES.bookFair })
    .regex(/^\d{4}$/, PRODUCT_MESSAGES.bookFair)
    .nullable(),
);

const optionalText = (max: number) =>
  z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(max).default(''));

const productFields = {
  nameB: z
    .string({ message: PRODUCT_MESSAGES.nameB })
    .trim()
    .min(1, PRODUCT_MESSAGES.nameB)
    .max(200),
  bookTranslator: optionalText(120),
  price: wholeNumber(PRODUCT_MESSAGES.price, 1_000_000),
  quantity: wholeNumber(PRODUCT_MESSAGES.quantity, 1_000_000),
  discount: z.preprocess((v) => {
    const value = blankToUndefined(v);
    return typeof value === 'string' ? Number(value) : (value ?? 0);
  }, z.number().int('Discount is a whole percent').min(0).max(100)),
  status: z.enum(PRODUCT_STATUSES, { message: PRODUCT_MESSAGES.status }),
  category: chosenId('category_id', PRODUCT_MESSAGES.category),
  writer: chosenId('writer_id', PRODUCT_MESSAGES.writer),
  publication: chosenId('publication_id', PRODUCT_MESSAGES.publication),
  bookFair: bookFairChoice,
  descriptionB: optionalText(5000),
  descriptionE: optionalText(5000),
  BookSalesInfo: z.preprocess(
    (v) => blankToUndefined(v) ?? SALES_INFO.none,
    z.enum(SALES_INFO_VALUES, { message: 'Choose a sales label' }),
  ),
};

export const createProductInputSchema = z.object({
  ...productFields,
  nameE: optionalText(200),
  productTags: productTags.default([]),
  image: uploadRef(PRODUCT_MESSAGES.onePicture),
  ...createKeyField,
});
export type CreateProductInput = z.input<typeof createProductInputSchema>;

/** Update Book: the same selection checks, with both names, price and quantity required. */
export const updateProductInputSchema = z.object({
  id: documentIdSchema,
  ...productFields,
  nameE: z
    .string({ message: PRODUCT_MESSAGES.nameE })
    .trim()
    .min(1, PRODUCT_MESSAGES.nameE)
    .max(200),
  productTags: productTags.optional(),
  image: uploadRef(PRODUCT_MESSAGES.onePicture).optional(),
  /**
   * The stock the form showed when it opened. With it, the form's quantity is a change against
   * that figure: copies that orders took (or gave back) meanwhile are kept, not overwritten.
   */
  seenQuantity: z.number().int().min(0).max(1_000_000).optional(),
});
export type UpdateProductInput = z.input<typeof updateProductInputSchema>;

/** The stock an update leaves: the form's change applied to the stock as it is now. */
export function quantityAfterUpdate(
  current: number,
  input: { quantity: number; seenQuantity?: number },
): number {
  if (input.seenQuantity === undefined) return input.quantity;
  return Math.max(0, current + input.quantity - input.seenQuantity);
}

export const byIdInputSchema = z.object({ id: documentIdSchema });

const collectionName = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120);
export const collectionInputSchema = z.object({ name: collectionName });
export const writerInputSchema = z.object({
  name: collectionName,
  writerDetails: optionalText(2000),
});
export const createCollectionInputSchema = collectionInputSchema.extend(createKeyField);
export const createWriterInputSchema = writerInputSchema.extend(createKeyField);
export const updateCollectionInputSchema = collectionInputSchema.extend({ id: documentIdSchema });
export const updateWriterInputSchema = writerInputSchema.extend({ id: documentIdSchema });

export const bookFairInputSchema = z.object({
  id: documentIdSchema.optional(),
  bookFairYear: z
    .string({ message: 'Book fair year is a 4-digit year' })
    .trim()
    .regex(/^\d{4}$/, 'Book fair year is a 4-digit year'),
});

const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
const couponCodeSchema = z
  .string({ message: 'Coupon code is required' })
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, 'Coupon code: 3–32 letters, digits, _ or -');
export const createCouponInputSchema = z.object({
  couponCode: couponCodeSchema,
  discountPercent: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ message: 'Discount percent is a whole number from 1 to 100' })
      .int('Discount percent is a whole number from 1 to 100')
      .min(1, 'Discount percent is a whole number from 1 to 100')
      .max(100, 'Discount percent is a whole number from 1 to 100'),
  ),
  ...createKeyField,
});
export const setCouponActiveInputSchema = z.object({
  couponCode: couponCodeSchema,
  active: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
});

const orderStatusChangeSchema = z.enum(ORDER_STATUS_CHANGES, {
  message: 'orderStatus is Approved, Shipped, Delivered or Cancelled',
});

export const updateOrderStatusInputSchema = z.object({
  id: documentIdSchema,
  orderStatus: orderStatusChangeSchema,
});

/** Orders one bulk change may take: one transaction holds them, their books and their mails. */
const BULK_ORDER_LIMIT = 25;

export const bulkOrderStatusInputSchema = z.object({
  ids: z
    .array(documentIdSchema)
    .min(1, 'Select at least one order')
    .max(BULK_ORDER_LIMIT, `At most ${BULK_ORDER_LIMIT} orders at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'An order is selected twice'),
  orderStatus: orderStatusChangeSchema,
});
/** bulkUpdateOrderStatus's answer: every order changed (or, on a refusal, none). */
export type BulkOrderStatusResult = { message: string; ids: string[] };

export const approveReviewInputSchema = z.object({
  id: documentIdSchema,
  status: z.literal('Approved', { message: "A review's status can only become Approved" }),
});

export const createBannerInputSchema = z.object({
  image: uploadRef(BANNER_MESSAGES.onePicture),
  ...createKeyField,
});

/** Every admin write answers a readable message and the id of what it touched. */
export type AdminWriteResult = { message: string; id: string };

/** GET /api/v1/review with an admin token and no `product`: every review, newest first. */
export type AdminReview = Review & { bookName: string | null };
export type AdminReviewPage = { reviews: AdminReview[]; reviewTotalCount: number };

/** The overview's low-stock list shows at most this many books, the fewest copies first. */
export const LOW_STOCK_LIMIT = 10;
/** dailySales covers this many Asia/Dhaka days, today included. */
export const OVERVIEW_DAYS = 30;

/**
 * GET /api/v1/admin/overview (admin only). Sales are the grand totals (whole taka) of Pending and
 * Approved orders placed in that Asia/Dhaka day or month; counts cover every order and review.
 */
export type AdminOverview = {
  salesToday: number;
  salesThisMonth: number;
  ordersByStatus: Record<OrderStatus, number>;
  lowStock: { _id: string; nameB: string; quantity: number }[];
  /** The shop's low-stock threshold: the list holds books with at most this many copies. */
  lowStockThreshold: number;
  /** Whether order steps are texted to verified mobile numbers (the shop's SMS switch). */
  smsEnabled: boolean;
  /** The shop's hours before an unconfirmed cash-on-delivery order is cancelled. */
  codPendingHours: number;
  pendingReviews: number;
  /** Oldest first, one row per day, days without sales included as 0. */
  dailySales: { date: string; total: number }[];
};

/* ---------- Admins (the `admin` custom claim) ---------- */

export const ADMIN_ROLE_MESSAGES = {
  email: 'Invalid Email',
  lastAdmin: 'The last admin cannot be revoked: grant the claim to someone else first.',
  noAccount: 'No account has this e-mail. The person must sign up first.',
  unverified:
    'This e-mail address is not verified yet: the person must open the verification link Boi mailed them, then you can grant it.',
  disabled: 'This account is disabled.',
  invited: (email: string) =>
    `Invitation sent to ${email}: they become an admin when they set a password through the link in it`,
  badInvite:
    'This admin invitation is invalid, expired or already used. Ask an admin for a new one.',
  accepted: 'You are now an admin of Boi. Please sign in with your new password.',
} as const;

/** How long an admin invitation's link stays usable. */
export const ADMIN_INVITE_HOURS = 72;

/** setAdminRole: grant (admin true) or revoke (false) the `admin` claim of an account, by e-mail. */
export const setAdminRoleInputSchema = z.object({
  email: z.email(ADMIN_ROLE_MESSAGES.email).trim().toLowerCase(),
  admin: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
});

/**
 * GET /api/v1/admin/admins: the accounts that hold the claim, as Firebase Auth has them now.
 * `emailVerified`: the owner of the address confirmed it (a grant needs it).
 */
export type AdminAccount = { uid: string; name: string; email: string; emailVerified: boolean };

/* ---------- Home sections ---------- */

/**
 * setHomeSection: which category feeds one of the four home sections (spec §2; the seed's
 * default is the spec's category of each). `categoryId` null leaves the section empty.
 */
export const setHomeSectionInputSchema = z.object({
  section: z.enum(SECTION_KEYS, { message: 'Unknown home section' }),
  categoryId: z.preprocess((v) => (v === '' ? null : v), documentIdSchema.nullable()),
});
