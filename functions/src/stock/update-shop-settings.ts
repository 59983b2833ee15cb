import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { audit } from '../shared/audit';
import { settingsRef } from './shop-settings';

/** PATCH /api/v1/settings: the admin saves the shop's settings. */
export const updateShopSettingsOperation = defineOperation('updateShopSettings', async (input) => {
  const ref = settingsRef();
  await db().runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data() ?? null;
    tx.set(ref, input);
    audit(tx, { kind: 'settings', id: ref.id, label: 'Shop settings' }, { before, after: input });
  });
  return { message: 'Settings saved', id: ref.id };
});
