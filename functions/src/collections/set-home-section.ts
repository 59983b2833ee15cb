import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { HOME_SECTIONS } from '@boi/domain/shared/constants';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';
import { audit } from '../shared/audit';

/**
 * The dashboard's home page setting: the category that feeds a home section. One category per
 * section and one section per category, in one transaction; the home page (server rendering and
 * /api/v1/home) finds each section by its category's `section` key.
 */
export const setHomeSectionOperation = defineOperation(
  'setHomeSection',
  async ({ section, categoryId }) => {
    const categories = collections(db()).categories;
    const title = HOME_SECTIONS.find((s) => s.key === section)?.title ?? section;
    await db().runTransaction(async (tx) => {
      const [current, chosen] = await Promise.all([
        tx.get(categories.where('section', '==', section)),
        categoryId ? tx.get(categories.doc(categoryId)) : Promise.resolve(null),
      ]);
      if (chosen && !chosen.exists) {
        throw new HttpsError('not-found', `Category ${categoryId} was not found`);
      }
      const now = FieldValue.serverTimestamp();
      for (const doc of current.docs) {
        if (doc.id !== categoryId) tx.update(doc.ref, { section: null, updatedAt: now });
      }
      if (chosen) tx.update(chosen.ref, { section, updatedAt: now });
      audit(
        tx,
        { kind: 'homeSection', id: section, label: title },
        {
          before: { categoryId: current.docs[0]?.id ?? null },
          after: { categoryId: categoryId ?? null },
        },
      );
    });
    return {
      message: categoryId ? `${title}: category set` : `${title}: no category`,
      id: categoryId ?? section,
    };
  },
);
