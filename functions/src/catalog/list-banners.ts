import type { Banner } from '@boi/domain/schemas';
import { db } from '../shared/firestore';
import { readQuery } from '../shared/read-meter';
import { collections } from '../store/documents';
import { toBanner } from './to-api';

const MAX_BANNERS = 20;

export async function listBanners(): Promise<Banner[]> {
  const snapshot = await readQuery(
    collections(db()).banners.orderBy('createdAt', 'desc').limit(MAX_BANNERS),
  );
  return snapshot.docs.map(toBanner);
}
