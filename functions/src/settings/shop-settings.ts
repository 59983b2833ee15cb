import { settingsOf, type ShopSettings } from '@boi/domain/settings/shop-settings';
import { db } from '../shared/firestore';
import { readDoc } from '../shared/read-meter';
import { collections, SHOP_SETTINGS_DOC_ID } from '../store/documents';

export const settingsRef = () => collections(db()).settings.doc(SHOP_SETTINGS_DOC_ID);

/** The shop's settings (defaults where none are saved). One read. */
export async function readShopSettings(): Promise<ShopSettings> {
  return settingsOf((await readDoc(settingsRef())).data());
}
