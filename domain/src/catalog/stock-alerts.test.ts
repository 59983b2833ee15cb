import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  isLowStock,
  settingsOf,
  shopSettingsInputSchema,
  shopSettingsSchema,
} from './stock-alerts';

describe('the shop settings', () => {
  it('reads a stored document, and the defaults where it is missing or broken', () => {
    expect(settingsOf({ lowStockThreshold: 2 })).toEqual({
      lowStockThreshold: 2,
      smsEnabled: true,
    });
    expect(settingsOf({ lowStockThreshold: 2, smsEnabled: false })).toEqual({
      lowStockThreshold: 2,
      smsEnabled: false,
    });
    expect(settingsOf(undefined)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(settingsOf({ lowStockThreshold: 'many' })).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('takes a whole threshold from 0 to 10,000 only', () => {
    expect(shopSettingsSchema.safeParse({ lowStockThreshold: 0 }).success).toBe(true);
    for (const bad of [-1, 1.5, 10_001, '5']) {
      expect(shopSettingsSchema.safeParse({ lowStockThreshold: bad }).success).toBe(false);
    }
  });

  it('saves one setting at a time, and never nothing', () => {
    expect(shopSettingsInputSchema.parse({ smsEnabled: false })).toEqual({ smsEnabled: false });
    expect(shopSettingsInputSchema.parse({ lowStockThreshold: 3 })).toEqual({
      lowStockThreshold: 3,
    });
    expect(shopSettingsInputSchema.safeParse({}).success).toBe(false);
    expect(shopSettingsInputSchema.safeParse({ smsEnabled: 'yes' }).success).toBe(false);
  });

  it('a book at the threshold is low, one above it is not', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
    expect(isLowStock(0, 0)).toBe(true);
  });
});
