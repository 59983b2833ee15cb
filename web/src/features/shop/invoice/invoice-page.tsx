import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { InvoiceView } from '../../../components/invoice-view';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { NotFoundNotice, QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useOrderDetails } from '../api/get-order-details';
import { useSession } from '../../../lib/auth';
import { ROUTES } from '@boi/domain/paths/routes';
import classes from './invoice.module.css';
import { OnlinePaymentPanel } from './online-payment-panel';

const status = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** /order/{orderDetailsId}: the thank-you note and the printable invoice. */
export function InvoicePage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const order = useOrderDetails(session.user, orderId);

  if (session.status === 'signed-out' || status(order.error) === 401) {
    // Spec §6: a 401 leaves the page; sign-in is the way back to the invoice.
    return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
  }
  if (session.status === 'loading' || order.isPending) return <LoadingSpinner />;
  if (status(order.error) === 403) {
    return (
      <>
        <PageTitle title={t('orders.invoice.notAllowed.title')} />
        <Alert
          color="red"
          variant="light"
          title={t('orders.invoice.notAllowed.title')}
          my="xl"
          role="alert"
          maw={640}
          mx="auto"
        >
          {t('orders.invoice.notAllowed.message')}
        </Alert>
      </>
    );
  }
  if (status(order.error) === 404) {
    return (
      <NotFoundNotice
        title={t('orders.invoice.notFound.title')}
        message={t('orders.invoice.notFound.message')}
      />
    );
  }
  if (order.error) return <QueryError error={order.error} />;

  const data = order.data;
  return (
    <Stack gap="md" className={classes.printRoot}>
      <PageTitle title={t('orders.invoice.title', { number: data.number })} />
      <Group justify="space-between" className={`${classes.noPrint} ${classes.actions}`}>
        <Button component={Link} to={ROUTES.orders} variant="subtle">
          {t('orders.invoice.back')}
        </Button>
        <Button onClick={() => window.print()}>{t('orders.invoice.print')}</Button>
      </Group>
      <Title order={1} size="h3" ta="center" c="teal.8" className={classes.noPrint}>
        {t('orders.invoice.thanks', { name: data.shipping.name })}
      </Title>
      {session.user && (
        <OnlinePaymentPanel order={data} uid={session.user.uid} refresh={order.refetch} />
      )}
      <InvoiceView order={data} />
    </Stack>
  );
}
