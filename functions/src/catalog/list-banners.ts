import type { Banner } from '@boi/domain/schemas';
import { db } from '../shared/firestore';
import { readQuery } from '../shared/read-meter';
import { COLLECTIONS } from './docs';
import { toBanner } from './to-api';

const MAX_BANNERS = 20;

export async function listBanners(): Promise<Banner[]> {
  const snapshot = await readQuery(
    db().collection(COLLECTIONS.banners).orderBy('createdAt', 'desc').limit(MAX_BANNERS),
  );
  return snapshot.docs.map(toBanner);
}
