import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { NO_BOOK_FOUND } from '@boi/domain/shared/constants';
import { bookCountLabel, foundBooksText, noMatchText } from './count-labels';

// The Bangla catalogue, which the test setup loads.
const t = i18next.getFixedT('bn');

describe('foundBooksText', () => {
  it('gives the Bangla total when books exist', () => {
    expect(foundBooksText(t, 12)).toBe('মোট ১২ টি বই পাওয়া গেছে');
  });

  it("says 'no book found' for zero", () => {
    expect(foundBooksText(t, 0)).toBe(NO_BOOK_FOUND);
  });
});

describe('bookCountLabel', () => {
  it('uses Bangla digits', () => {
    expect(bookCountLabel(t, 12)).toBe('১২ টি বই');
    expect(bookCountLabel(t, 0)).toBe('০ টি বই');
  });
});

describe('noMatchText', () => {
  it('follows the no-book-found wording', () => {
    expect(noMatchText(t, 'বই')).toBe(NO_BOOK_FOUND);
    expect(noMatchText(t, 'লেখক')).toBe('কোনো লেখক পাওয়া যায়নি');
  });
});
