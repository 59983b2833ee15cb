import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundNotice } from '../../components/query-error';

/** Shown in place of a page whose module or render failed; the layout stays around it. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundNotice />;
  return (
    <Stack maw={640} mx="auto" my="xl">
      <Alert color="red" variant="light" title={t('pages.routeError.title')} role="alert">
        {t('pages.routeError.message')}
      </Alert>
      <Button variant="light" onClick={() => window.location.reload()}>
        {t('pages.routeError.reload')}
      </Button>
    </Stack>
  );
}
