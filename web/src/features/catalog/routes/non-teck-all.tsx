import { PagedProductBooks } from '../components/paged-product-books';
import { NON_TECH_HEADING, NON_TECH_SKIP } from '../lib/page-headings';

const FILTER = { skip: NON_TECH_SKIP };

export function Component() {
  return <PagedProductBooks title={NON_TECH_HEADING} filter={FILTER} />;
}
