/**
 * Books the seed wrote (ids `book-00001`…). Other specs add, edit and delete their own books at
 * the same time, so a spec that picks a book from the live list picks only these.
 */
export const isSeededBook = (book: { _id: string }): boolean => /^book-\d{5}$/.test(book._id);
