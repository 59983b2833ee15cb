import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { audit } from '../shared/audit';
import { settingsRef } from './shop-settings';

/** PATCH /api/v1/settings: the admin saves one or more of the shop's settings. */
export const updateShopSettingsOperation = defineOperation('updateShopSettings', async (input) => {
  const ref = settingsRef();
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  await db().runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data() ?? null;
    tx.set(ref, changes, { merge: true });
    audit(
      tx,
      { kind: 'settings', id: ref.id, label: 'Shop settings' },
      { before, after: { ...before, ...changes } },
    );
  });
  return { message: 'Settings saved', id: ref.id };
});
