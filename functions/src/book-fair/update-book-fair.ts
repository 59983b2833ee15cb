import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { BOOK_FAIR_DOC_ID, collections } from '../store/documents';
import { audit } from '../shared/audit';

/**
 * Book Fair Year Update. There is one book-fair document, bookFair/current, and GET /book-fair
 * answers its id as `_id`; any other id is not found.
 */
export const updateBookFairOperation = defineOperation(
  'updateBookFair',
  async ({ id, bookFairYear }) => {
    if (id !== undefined && id !== BOOK_FAIR_DOC_ID) {
      throw new HttpsError('not-found', `Book fair ${id} was not found`);
    }
    const ref = collections(db()).bookFair.doc(BOOK_FAIR_DOC_ID);
    await db().runTransaction(async (tx) => {
      const before = (await tx.get(ref)).data() ?? null;
      tx.set(ref, { bookFairYear });
      audit(tx, { kind: 'bookFair', id: BOOK_FAIR_DOC_ID }, { before, after: { bookFairYear } });
    });
    return { message: `Book fair year updated to ${bookFairYear}`, id: BOOK_FAIR_DOC_ID };
  },
);
