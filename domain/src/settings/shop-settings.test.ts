import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  isLowStock,
  settingsOf,
  shopSettingsInputSchema,
} from './shop-settings';

describe('the shop settings', () => {
  it('reads a stored document, and the defaults where it is missing or broken', () => {
    expect(settingsOf({ lowStockThreshold: 2 })).toEqual({
      ...DEFAULT_SHOP_SETTINGS,
      lowStockThreshold: 2,
    });
    expect(settingsOf({ lowStockThreshold: 2, codPendingHours: 'x' }).codPendingHours).toBe(72);
    expect(settingsOf({ codPendingHours: 24 })).toEqual({
      ...DEFAULT_SHOP_SETTINGS,
      codPendingHours: 24,
    });
    expect(settingsOf(undefined)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(settingsOf({ lowStockThreshold: 'many' })).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('takes a whole threshold from 0 to 10,000 only', () => {
    expect(shopSettingsInputSchema.safeParse({ lowStockThreshold: 0 }).success).toBe(true);
    for (const bad of [-1, 1.5, 10_001, '5']) {
      expect(shopSettingsInputSchema.safeParse({ lowStockThreshold: bad }).success).toBe(false);
    }
  });

  it('keeps an unconfirmed COD order 1 to 720 whole hours, and saves nothing empty', () => {
    expect(shopSettingsInputSchema.safeParse({ codPendingHours: 1 }).success).toBe(true);
    for (const bad of [0, 1.5, 721, '24']) {
      expect(shopSettingsInputSchema.safeParse({ codPendingHours: bad }).success).toBe(false);
    }
    expect(shopSettingsInputSchema.safeParse({}).success).toBe(false);
  });

  it('has SMS on unless an admin saved it off, and takes only true or false', () => {
    expect(settingsOf({ lowStockThreshold: 2 }).smsEnabled).toBe(true);
    expect(settingsOf({ smsEnabled: false }).smsEnabled).toBe(false);
    expect(settingsOf({ smsEnabled: 'no' }).smsEnabled).toBe(true);
    expect(shopSettingsInputSchema.parse({ smsEnabled: false })).toEqual({ smsEnabled: false });
    expect(shopSettingsInputSchema.safeParse({ smsEnabled: 'yes' }).success).toBe(false);
  });

  it('a book at the threshold is low, one above it is not', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
    expect(isLowStock(0, 0)).toBe(true);
  });
});
