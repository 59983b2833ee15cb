import { PageTitle } from '../../components/page-title';
import { NotFoundNotice } from '../../components/query-error';

export function NotFoundRoute() {
  return (
    <>
      <PageTitle title="No Route Found" />
      <NotFoundNotice />
    </>
  );
}
