import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BANNER_MESSAGES } from '@boi/domain/admin/banners';
import { imageStoreFromEnv } from '../images/image-store';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { requireUpload } from '../uploads/upload-image';
import { audit } from '../shared/audit';

/** A banner from an uploaded picture; the newest leads the home carousel. */
export const createBannerOperation = defineOperation('createBanner', async ({ image }) => {
  const paths = await requireUpload('banner', image, BANNER_MESSAGES.onePicture);
  const ref = collections(db()).banners.doc();
  const batch = db().batch();
  batch.create(ref, { image: paths.image, createdAt: FieldValue.serverTimestamp() });
  audit(batch, { kind: 'banner', id: ref.id }, { after: { image: paths.image } });
  await batch.commit();
  return { message: 'Banner added', id: ref.id };
});

/** Deletes the banner, then both of its stored widths. */
export const deleteBannerOperation = defineOperation('deleteBanner', async ({ id }) => {
  const ref = collections(db()).banners.doc(id);
  const banner = await db().runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data) throw new HttpsError('not-found', `Banner ${id} was not found`);
    tx.delete(ref);
    audit(tx, { kind: 'banner', id }, { before: data });
    return data;
  });
  const store = imageStoreFromEnv();
  const widths = /^(.*)-\d+\.webp$/.exec(banner.image);
  const paths = widths ? [`${widths[1]}-1200.webp`, `${widths[1]}-600.webp`] : [banner.image];
  await Promise.all(paths.map((path) => store.remove(path)));
  return { message: 'Banner deleted', id };
});
