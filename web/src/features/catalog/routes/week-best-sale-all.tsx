import { SALES_INFO } from '@boi/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { PagedProductBooks } from '../components/paged-product-books';
import { WEEK_BEST_HEADING } from '../lib/page-headings';

const FILTER = { salesInfo: SALES_INFO.weekBest };

export function Component() {
  const { t } = useTranslation();
  return <PagedProductBooks title={t(WEEK_BEST_HEADING)} filter={FILTER} />;
}
