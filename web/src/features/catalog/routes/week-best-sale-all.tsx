import { SALES_INFO } from '@boi/domain/constants';
import { PagedProductBooks } from '../components/paged-product-books';
import { WEEK_BEST_HEADING } from '../lib/page-headings';

const FILTER = { salesInfo: SALES_INFO.weekBest };

export function Component() {
  return <PagedProductBooks title={WEEK_BEST_HEADING} filter={FILTER} />;
}
