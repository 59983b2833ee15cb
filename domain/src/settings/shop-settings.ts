import { z } from 'zod';

/**
 * The shop's settings (settings/shop): the low-stock threshold that the overview's list, the
 * product table's low-stock filter and the admins' low-stock mail share.
 */
export const LOW_STOCK_THRESHOLD_MAX = 10_000;
export const LOW_STOCK_THRESHOLD_MESSAGE = `The low-stock threshold is a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX}`;

/** Unconfirmed cash-on-delivery orders are cancelled after this many hours (1 hour to 30 days). */
export const COD_PENDING_HOURS_MAX = 720;
export const COD_PENDING_HOURS_MESSAGE = `The hours an unconfirmed cash-on-delivery order is kept are a whole number from 1 to ${COD_PENDING_HOURS_MAX}`;

const lowStockThreshold = z
  .number({ message: LOW_STOCK_THRESHOLD_MESSAGE })
  .int(LOW_STOCK_THRESHOLD_MESSAGE)
  .min(0, LOW_STOCK_THRESHOLD_MESSAGE)
  .max(LOW_STOCK_THRESHOLD_MAX, LOW_STOCK_THRESHOLD_MESSAGE);
const codPendingHours = z
  .number({ message: COD_PENDING_HOURS_MESSAGE })
  .int(COD_PENDING_HOURS_MESSAGE)
  .min(1, COD_PENDING_HOURS_MESSAGE)
  .max(COD_PENDING_HOURS_MAX, COD_PENDING_HOURS_MESSAGE);
/**
 * Each order step is also texted to the order's verified mobile number (messages/*, the Twilio
 * extension's shape) while this is on; settings saved before the switch existed have it on.
 */
const smsEnabled = z.boolean({ message: 'SMS is on (true) or off (false)' });

export const shopSettingsSchema = z.object({ lowStockThreshold, codPendingHours, smsEnabled });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** updateShopSettings: any of the settings; the others keep their saved values. */
export const shopSettingsInputSchema = z
  .object({
    lowStockThreshold: lowStockThreshold.optional(),
    codPendingHours: codPendingHours.optional(),
    smsEnabled: smsEnabled.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to save',
  });

/** Books with at most this many copies are low in stock until an admin saves another threshold. */
const LOW_STOCK_AT_MOST = 5;
/** Three days: time for the shop to call the shopper, short enough that stock is not held long. */
const COD_PENDING_DEFAULT_HOURS = 72;
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  lowStockThreshold: LOW_STOCK_AT_MOST,
  codPendingHours: COD_PENDING_DEFAULT_HOURS,
  smsEnabled: true,
};

/** A stored settings document, each setting its default where it is missing or unreadable. */
export function settingsOf(stored: unknown): ShopSettings {
  const fields = (stored ?? {}) as Record<string, unknown>;
  const low = lowStockThreshold.safeParse(fields.lowStockThreshold);
  const cod = codPendingHours.safeParse(fields.codPendingHours);
  const sms = smsEnabled.safeParse(fields.smsEnabled);
  return {
    lowStockThreshold: low.success ? low.data : DEFAULT_SHOP_SETTINGS.lowStockThreshold,
    codPendingHours: cod.success ? cod.data : DEFAULT_SHOP_SETTINGS.codPendingHours,
    smsEnabled: sms.success ? sms.data : DEFAULT_SHOP_SETTINGS.smsEnabled,
  };
}

/** A book is low in stock at or below the threshold (a sold-out book included). */
export const isLowStock = (quantity: number, threshold: number): boolean => quantity <= threshold;
