import { useCategoryBooks } from '../api/get-category-books';
import { BookListPage } from './book-list-page';

type CappedCategoryBooksProps = {
  categoryId: string | undefined;
  /** Heading when no book names the category (e.g. the home section's title). */
  fallbackTitle: string;
};

/** A category's newest books, at most LIMITED_LIST_MAX, without paging. */
export function CappedCategoryBooks({ categoryId, fallbackTitle }: CappedCategoryBooksProps) {
  const query = useCategoryBooks(categoryId);
  const books = query.data;
  return (
    <BookListPage
      title={books?.[0]?.category.categoryName || fallbackTitle}
      isPending={query.isPending}
      error={query.error}
      books={books}
      total={books?.length}
    />
  );
}
