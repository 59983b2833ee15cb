import { describe, expect, it } from 'vitest';
import {
  EMPTY_HEAD,
  headAfterJoin,
  headAfterLeave,
  listingsOf,
  listingTotal,
  pageTopSeq,
  parseHead,
  seqAtRank,
} from './listings';

const book = (salesInfo = 'None') => ({
  category: { category_id: 'c1' },
  writer: { writer_id: 'w1' },
  publication: { publication_id: 'p1' },
  BookSalesInfo: salesInfo,
});

describe('listings', () => {
  it('puts a book in all books, its category, writer and publication, and its sales label', () => {
    expect(listingsOf(book()).map((l) => ('value' in l ? `${l.kind}:${l.value}` : l.kind))).toEqual(
      ['all', 'category:c1', 'writer:w1', 'publication:p1'],
    );
    expect(listingsOf(book('এই সপ্তাহের সেরা বিক্রিত বই')).at(-1)).toEqual({
      kind: 'sales',
      value: 'এই সপ্তাহের সেরা বিক্রিত বই',
    });
  });

  it('counts the books that hold a number, past the gaps left by books that left', () => {
    let head = EMPTY_HEAD;
    for (let i = 0; i < 10; i++) head = headAfterJoin(head);
    head = headAfterLeave(headAfterLeave(head, 3), 7);
    expect(listingTotal(head)).toBe(8);
    // Numbers held: 0 1 2 4 5 6 8 9.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((rank) => seqAtRank(head, rank))).toEqual([
      0, 1, 2, 4, 5, 6, 8, 9,
    ]);
  });

  it('finds the first number of every page, newest first, after the skipped newest books', () => {
    let head = EMPTY_HEAD;
    for (let i = 0; i < 25; i++) head = headAfterJoin(head);
    head = headAfterLeave(head, 20);
    // 24 books: numbers 0–19 and 21–24.
    expect(pageTopSeq(head, 0, 10)).toBe(24);
    expect(pageTopSeq(head, 1, 10)).toBe(13);
    expect(pageTopSeq(head, 2, 10)).toBe(3);
    expect(pageTopSeq(head, 3, 10)).toBeNull();
    expect(pageTopSeq(head, 0, 10, 5)).toBe(18);
  });

  it('leaves no gap when the newest books leave', () => {
    let head = EMPTY_HEAD;
    for (let i = 0; i < 5; i++) head = headAfterJoin(head);
    head = headAfterLeave(head, 2);
    expect(head).toEqual({ next: 5, gaps: [2] });
    head = headAfterLeave(head, 4);
    expect(head).toEqual({ next: 4, gaps: [2] });
    head = headAfterLeave(head, 3);
    expect(head).toEqual({ next: 2, gaps: [] });
    expect(listingTotal(head)).toBe(2);
  });

  it('ignores a leave that names no book and reads a malformed head as empty', () => {
    const head = headAfterJoin(EMPTY_HEAD);
    expect(headAfterLeave(head, 5)).toBe(head);
    const two = headAfterJoin(head);
    expect(headAfterLeave(headAfterLeave(two, 0), 0)).toEqual({ next: 2, gaps: [0] });
    expect(parseHead(undefined)).toEqual(EMPTY_HEAD);
    expect(parseHead({ next: 'x', gaps: [3, 'y', 1] })).toEqual({ next: 0, gaps: [1, 3] });
  });
});
