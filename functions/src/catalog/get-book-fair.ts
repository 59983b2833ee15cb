import { BOOK_FAIR_YEAR } from '@boi/domain/shared/constants';
import type { BookFair } from '@boi/domain/catalog/schemas';
import { db } from '../shared/firestore';
import { readDoc } from '../shared/read-meter';
import { BOOK_FAIR_DOC_ID, collections } from '../store/documents';

export async function getBookFair(): Promise<BookFair> {
  const snapshot = await readDoc(collections(db()).bookFair.doc(BOOK_FAIR_DOC_ID));
  return {
    _id: BOOK_FAIR_DOC_ID,
    bookFairYear: String(snapshot.get('bookFairYear') ?? BOOK_FAIR_YEAR),
  };
}
