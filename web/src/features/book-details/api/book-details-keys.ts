/** Query keys of the book details page's own reads (the book itself is lib/get-book's). */
export const bookDetailsKeys = {
  reviews: (productId: string) => ['reviews', productId] as const,
  relatedBooks: (categoryId: string) => ['related-books', categoryId] as const,
};
