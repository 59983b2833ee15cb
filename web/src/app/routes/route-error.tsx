import { Alert, Button, Stack } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundNotice } from '../../components/query-error';

/** Shown in place of a page whose module or render failed; the layout stays around it. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundNotice />;
  return (
    <Stack maw={640} mx="auto" my="xl">
      <Alert color="red" variant="light" title="Something went wrong" role="alert">
        This page could not be shown. A newer version of the site may have been published.
      </Alert>
      <Button variant="light" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Stack>
  );
}
