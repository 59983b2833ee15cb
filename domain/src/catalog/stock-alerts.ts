import { z } from 'zod';
import { documentIdSchema } from '../shared/document-id-schema';

/**
 * The shop's settings (settings/shop): the low-stock threshold that the overview's list, the
 * product table's low-stock filter and the admins' low-stock mail share.
 */
export const LOW_STOCK_THRESHOLD_MAX = 10_000;
export const LOW_STOCK_THRESHOLD_MESSAGE = `The low-stock threshold is a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX}`;

const lowStockThresholdSchema = z
  .number({ message: LOW_STOCK_THRESHOLD_MESSAGE })
  .int(LOW_STOCK_THRESHOLD_MESSAGE)
  .min(0, LOW_STOCK_THRESHOLD_MESSAGE)
  .max(LOW_STOCK_THRESHOLD_MAX, LOW_STOCK_THRESHOLD_MESSAGE);
const smsEnabledSchema = z.boolean({ message: 'SMS is on (true) or off (false)' });

export const shopSettingsSchema = z.object({
  lowStockThreshold: lowStockThresholdSchema,
  /**
   * Each order step is also texted to the order's verified mobile number (messages/*, the
   * Twilio extension's shape). Settings saved before the switch existed have it on.
   */
  smsEnabled: smsEnabledSchema.default(true),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** updateShopSettings: the settings it names change, the others stay as they are. */
export const shopSettingsInputSchema = z
  .object({
    lowStockThreshold: lowStockThresholdSchema.optional(),
    smsEnabled: smsEnabledSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to save',
  });

/** Books with at most this many copies are low in stock until an admin saves another threshold. */
const LOW_STOCK_AT_MOST = 5;
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  lowStockThreshold: LOW_STOCK_AT_MOST,
  smsEnabled: true,
};

/** A stored settings document, or the defaults where it is missing or unreadable. */
export function settingsOf(stored: unknown): ShopSettings {
  const parsed = shopSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SHOP_SETTINGS;
}

/** A book is low in stock at or below the threshold (a sold-out book included). */
export const isLowStock = (quantity: number, threshold: number): boolean => quantity <= threshold;

/** requestStockNotice: a signed-in shopper asks for one mail when a sold-out book is back. */
export const stockNoticeInputSchema = z.object({ productId: documentIdSchema });
export type StockNoticeResult = { message: string; id: string };

export const STOCK_NOTICE_MESSAGES = {
  asked: 'বইটি আবার এলে আমরা আপনাকে ই-মেইলে জানিয়ে দেব · We will e-mail you when it is back',
  inStock: 'This book is in stock: you can add it to your cart',
  notSold: 'This book is no longer sold',
} as const;

/** The id of a shopper's notice for a book: one per book and account, so asking twice is one ask. */
export const stockNoticeId = (productId: string, uid: string): string => `${productId}~${uid}`;
