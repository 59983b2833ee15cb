import type { Transaction } from 'firebase-admin/firestore';
import {
  EMPTY_HEAD,
  headAfterJoin,
  headAfterLeave,
  listingId,
  listingsOf,
  parseHead,
  type Listing,
  type ListingHead,
  type ListingSeq,
} from '@boi/domain/catalog/listings';
import { db } from '../shared/firestore';
import { collections } from '../store/documents';

type ListedBook = Parameters<typeof listingsOf>[0];

const headRef = (listing: Listing) => collections(db()).listings.doc(listingId(listing));

/** The listings without repeats, by id. */
const distinct = (listings: Listing[]): Listing[] => [
  ...new Map(listings.map((listing) => [listingId(listing), listing])).values(),
];

/** Each listing's head, read once in the transaction, by listing id. */
async function readHeads(tx: Transaction, listings: Listing[]): Promise<Map<string, ListingHead>> {
  const once = distinct(listings);
  const snapshots = once.length ? await tx.getAll(...once.map(headRef)) : [];
  return new Map(
    once.map((listing, index) => [listingId(listing), parseHead(snapshots[index]?.data())]),
  );
}

/**
 * Several new books joining their listings in one transaction: each head is read once and written
 * once, and the books take consecutive numbers in the order given. Reads first; `commit` writes
 * the heads and returns each book's numbers.
 */
export async function planListingJoins(
  tx: Transaction,
  books: readonly ListedBook[],
): Promise<{ commit: () => ListingSeq[] }> {
  const joined = distinct(books.flatMap(listingsOf));
  const heads = await readHeads(tx, joined);
  return {
    commit() {
      const seqs = books.map((book) => {
        const seq: ListingSeq = {};
        for (const listing of listingsOf(book)) {
          const head = heads.get(listingId(listing)) ?? EMPTY_HEAD;
          seq[listing.kind] = head.next;
          heads.set(listingId(listing), headAfterJoin(head));
        }
        return seq;
      });
      for (const listing of joined) {
        tx.set(headRef(listing), heads.get(listingId(listing)) ?? EMPTY_HEAD);
      }
      return seqs;
    },
  };
}

/**
 * A book's move between listings inside the transaction that writes it: `from` is the book as it
 * stood with its numbers (null when it is new), `to` the book as it will stand (null when deleted).
 * Reads the heads it needs (call before the transaction's writes), then `commit` writes them and
 * returns the book's numbers in its listings.
 */
export async function planListingMove(
  tx: Transaction,
  from: { book: ListedBook; seq: ListingSeq } | null,
  to: ListedBook | null,
): Promise<{ commit: () => ListingSeq }> {
  const before = from ? listingsOf(from.book) : [];
  const after = to ? listingsOf(to) : [];
  const same = (a: Listing, b: Listing) => listingId(a) === listingId(b);
  const kept = after.filter((listing) => before.some((old) => same(old, listing)));
  const joined = after.filter((listing) => !kept.some((k) => same(k, listing)));
  const left = before.filter((listing) => !kept.some((k) => same(k, listing)));
  const heads = await readHeads(tx, [...left, ...joined]);

  return {
    commit() {
      const seq: ListingSeq = {};
      for (const listing of kept) {
        const current = from?.seq[listing.kind];
        if (current !== undefined) seq[listing.kind] = current;
      }
      for (const listing of left) {
        const current = from?.seq[listing.kind];
        const head = heads.get(listingId(listing));
        if (current === undefined || !head) continue;
        tx.set(headRef(listing), headAfterLeave(head, current));
      }
      for (const listing of joined) {
        const head = heads.get(listingId(listing));
        if (!head) continue;
        seq[listing.kind] = head.next;
        tx.set(headRef(listing), headAfterJoin(head));
      }
      return seq;
    },
  };
}
