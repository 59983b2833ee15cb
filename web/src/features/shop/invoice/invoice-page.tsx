import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router';
import { InvoiceView } from '../../../components/invoice-view';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { NotFoundNotice, QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useOrderDetails } from '../api/get-order-details';
import { useSession } from '../../../lib/auth';
import { ROUTES } from '@boi/domain/paths';
import classes from './invoice.module.css';

const status = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** /order/{orderDetailsId}: the thank-you note and the printable invoice. */
export function InvoicePage({ orderId }: { orderId: string }) {
  const session = useSession();
  const location = useLocation();
  const order = useOrderDetails(session.user, orderId);

  if (session.status === 'signed-out' || status(order.error) === 401) {
    // Spec §6: a 401 leaves the page; sign-in is the way back to the invoice.
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (session.status === 'loading' || order.isPending) return <LoadingSpinner />;
  if (status(order.error) === 403) {
    return (
      <>
        <PageTitle title="Not allowed" />
        <Alert
          color="red"
          variant="light"
          title="Not allowed"
          my="xl"
          role="alert"
          maw={640}
          mx="auto"
        >
          You are not allowed to see this order. Orders are shown only to the customer who placed
          them.
        </Alert>
      </>
    );
  }
  if (status(order.error) === 404) {
    return <NotFoundNotice title="Order not found" message="There is no order with this number." />;
  }
  if (order.error) return <QueryError error={order.error} />;

  const data = order.data;
  return (
    <Stack gap="md" className={classes.printRoot}>
      <PageTitle title={`Invoice #${data.number}`} />
      <Group justify="space-between" className={`${classes.noPrint} ${classes.actions}`}>
        <Button component={Link} to={ROUTES.orders} variant="subtle">
          ← My Orders
        </Button>
        <Button onClick={() => window.print()}>Print Invoice</Button>
      </Group>
      <Title order={1} size="h3" ta="center" c="teal.8" className={classes.noPrint}>
        Thank you {data.shipping.name}, Your order have been received !
      </Title>
      <InvoiceView order={data} />
    </Stack>
  );
}
