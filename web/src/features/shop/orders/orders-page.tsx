import { Button, Center, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageCount } from '@boi/domain/shared/pagination';
import { formatTk } from '@boi/domain/pricing/money';
import { BookIcon, UserIcon } from '../../../components/icons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { usePageIndex } from '../../../hooks/use-page-index';
import { LOGIN_REQUIRED_MESSAGE, type Order } from '@boi/domain/orders/order';
import { useMyOrders } from '../api/get-my-orders';
import { Notice } from '../components/notice';
import { orderDate, orderDateTime } from '../../../lib/order-date';
import { useSession } from '../../../lib/auth';
import { invoicePath, ROUTES } from '@boi/domain/paths/routes';

function SignInNotice() {
  const { t } = useTranslation();
  return (
    <Notice
      title={LOGIN_REQUIRED_MESSAGE}
      message={t('orders.signIn.message')}
      action={{ label: t('orders.signIn.action'), to: ROUTES.login }}
      icon={<UserIcon size={36} />}
    />
  );
}

function NoOrdersNotice() {
  const { t } = useTranslation();
  return (
    <Notice
      title={t('orders.empty.title')}
      message={t('orders.empty.message')}
      action={{ label: t('orders.empty.action'), to: ROUTES.home }}
      icon={<BookIcon size={36} />}
    />
  );
}

/** One order: its number, date, status with its time, total and a link to its invoice. */
function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
          #{order.number}
        </Text>
        {/* On phones the date sits under the number instead of in its own column. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {orderDate(order.updatedAt)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">{orderDate(order.updatedAt)}</Table.Td>
      <Table.Td>
        <OrderStatusBadge status={order.orderStatus} />
        <Text size="xs" c="dimmed" mt={2}>
          {orderDateTime(order.statusHistory.at(-1)?.at ?? order.updatedAt)}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatTk(order.totals.grandTotal)}
      </Table.Td>
      <Table.Td ta="right">
        <Button
          component={Link}
          to={invoicePath(order._id)}
          size="compact-sm"
          variant="light"
          aria-label={t('orders.seeLabel', { number: order.number })}
        >
          {t('orders.see')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function OrdersTable() {
  const { t } = useTranslation();
  const session = useSession();
  const [pageIndex, setPageIndex] = usePageIndex();
  const orders = useMyOrders(session.user, pageIndex);

  if (session.status === 'signed-out') return <SignInNotice />;
  if (session.status === 'loading' || orders.isPending) return <LoadingSpinner />;
  if (orders.error) return <QueryError error={orders.error} />;

  const { orders: rows, orderTotalCount } = orders.data;
  if (rows.length === 0 && pageIndex === 0) return <NoOrdersNotice />;
  if (rows.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text c="dimmed">{t('orders.emptyPage')}</Text>
        <Button variant="light" onClick={() => setPageIndex(0)}>
          {t('orders.firstPage')}
        </Button>
      </Stack>
    );
  }
  const pages = pageCount(orderTotalCount);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('orders.count', { count: orderTotalCount })}
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.columns.order')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('orders.columns.date')}</Table.Th>
                <Table.Th>{t('orders.columns.status')}</Table.Th>
                <Table.Th ta="right">{t('orders.columns.total')}</Table.Th>
                <Table.Th ta="right">{t('orders.columns.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((order) => (
                <OrderRow key={order._id} order={order} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {pages > 1 && (
        <Center component="nav" aria-label={t('orders.pagination')}>
          <Pagination
            total={pages}
            value={pageIndex + 1}
            onChange={(page) => setPageIndex(page - 1)}
            size="sm"
          />
        </Center>
      )}
    </Stack>
  );
}

/** /side-navbar/order: the signed-in customer's orders (spec §2). */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle title={t('orders.title')} />
      <Title order={1} size="h2">
        {t('orders.title')}
      </Title>
      <OrdersTable />
    </Stack>
  );
}
