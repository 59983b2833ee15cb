import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { NotFoundNotice } from '../../components/query-error';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.notFound.title')} />
      <NotFoundNotice />
    </>
  );
}
