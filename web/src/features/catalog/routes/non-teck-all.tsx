import { useTranslation } from 'react-i18next';
import { PagedProductBooks } from '../components/paged-product-books';
import { NON_TECH_HEADING, NON_TECH_SKIP } from '../lib/page-headings';

const FILTER = { skip: NON_TECH_SKIP };

export function Component() {
  const { t } = useTranslation();
  return <PagedProductBooks title={t(NON_TECH_HEADING)} filter={FILTER} />;
}
