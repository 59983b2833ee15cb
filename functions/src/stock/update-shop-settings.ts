import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { audit } from '../shared/audit';
import { settingsOf } from '@boi/domain/catalog/stock-alerts';
import { settingsRef } from './shop-settings';

const definedIn = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/** PATCH /api/v1/settings: the admin saves the shop's settings. */
export const updateShopSettingsOperation = defineOperation('updateShopSettings', async (input) => {
  const ref = settingsRef();
  await db().runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data() ?? null;
    // The settings the admin names change; the others keep their saved value.
    const after = { ...settingsOf(before), ...definedIn(input) };
    tx.set(ref, after);
    audit(tx, { kind: 'settings', id: ref.id, label: 'Shop settings' }, { before, after });
  });
  return { message: 'Settings saved', id: ref.id };
});
