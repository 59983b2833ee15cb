import { useProductPage, type ProductPageFilter } from '../api/get-product-page';
import { usePageIndex } from '../../../hooks/use-page-index';
import { BookListPage } from './book-list-page';

type PagedProductBooksProps = { title: string; filter: ProductPageFilter };

/** Books from GET /product with one filter, paged through `?page=N`. */
export function PagedProductBooks({ title, filter }: PagedProductBooksProps) {
  const [pageIndex] = usePageIndex();
  const query = useProductPage(filter, pageIndex);
  return (
    <BookListPage
      title={title}
      isPending={query.isPending}
      error={query.error}
      books={query.data?.products}
      total={query.data?.productTotalCount}
      stale={query.isPlaceholderData}
      paged
    />
  );
}
