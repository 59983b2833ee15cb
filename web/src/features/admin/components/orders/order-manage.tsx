import { Checkbox, Group, Text } from '@mantine/core';
import { formatTk } from '@boi/domain/pricing/money';
import { canDeleteOrder, ORDER_DELETE_MESSAGE } from '@boi/domain/orders/status';
import type { Order } from '@boi/domain/orders/order';
import { TrashIcon } from '../../../../components/icons';
import { QueryError } from '../../../../components/query-error';
import { useAdminOrders } from '../../api/get-admin-orders';
import { useAdminWrite } from '../../api/use-admin-write';
import { AdminPage } from '../admin-page';
import { ConfirmDelete } from '../confirm-delete';
import { PagedTable, type Column } from '../paged-table';
import { CourierExport } from './courier-export';
import { OrderBulkBar } from './order-bulk-bar';
import { OrderCustomer, OrderPayment } from './order-cells';
import { OrderDetails } from './order-details';
import { OrderFiltersBar } from './order-filters';
import { OrderStatusCell } from './order-status-cell';
import { useOrderFilters } from './use-order-filters';
import { useTickedOrders } from './use-ticked-orders';

/**
 * Order manage (spec §2), grown into the order desk: the orders newest first, ten a page with
 * numbered page buttons (the server reads a page from whichever end of the filter is nearer), with
 * the status switches, filtered by status (with counts), search, payment and days, and exported
 * for the courier. The filters and the page live in the URL.
 */
export function OrderManage() {
  const { filters, setFilter, setPage } = useOrderFilters();
  const { page, ...filter } = filters;
  const orders = useAdminOrders(filters);
  const deleteOrder = useAdminWrite('deleteOrder');
  const refetch = () => void orders.refetch();
  // Ticked orders count only while shown: another page or filter starts with none of its own.
  const shown = orders.data?.orders ?? [];
  const ticks = useTickedOrders(shown);

  const columns: Column<Order>[] = [
    {
      header: 'Select',
      head: (
        <Checkbox
          aria-label="Select every order on this page"
          checked={ticks.allTicked}
          indeterminate={ticks.selected.length > 0 && !ticks.allTicked}
          onChange={ticks.toggleAll}
        />
      ),
      cell: (order) => (
        <Checkbox
          aria-label={`Select order #${order.number}`}
          checked={ticks.isTicked(order._id)}
          onChange={(event) => ticks.tick(order._id, event.currentTarget.checked)}
        />
      ),
    },
    { header: '#', cell: (_, index) => index + 1 },
    { header: 'Customer', cell: (order) => <OrderCustomer order={order} /> },
    { header: 'Payment', cell: (order) => <OrderPayment order={order} /> },
    { header: 'Items', cell: (order) => order.items.length },
    {
      header: 'Total Tk',
      cell: (order) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatTk(order.totals.grandTotal)}
        </Text>
      ),
    },
    {
      header: 'Status',
      cell: (order) => <OrderStatusCell order={order} onFailed={refetch} />,
    },
    { header: 'Details', cell: (order) => <OrderDetails order={order} /> },
    {
      header: 'Action',
      cell: (order) => (
        <ConfirmDelete
          what={`order #${order.number}`}
          icon={<TrashIcon size={18} />}
          disabled={!canDeleteOrder(order.orderStatus)}
          disabledReason={ORDER_DELETE_MESSAGE}
          onConfirm={() => deleteOrder.mutateAsync({ id: order._id })}
        />
      ),
    },
  ];

  return (
    <AdminPage title="গ্রাহকের অর্ডার ব্যবস্থাপনা">
      <OrderFiltersBar filters={filters} counts={orders.data?.statusCounts} onChange={setFilter} />
      <Group justify="flex-end">
        <CourierExport filter={filter} />
      </Group>
      <OrderBulkBar selected={ticks.selected} onDone={ticks.clear} />
      {orders.isError ? (
        <QueryError error={orders.error} />
      ) : (
        <PagedTable
          caption="Customer orders"
          columns={columns}
          rows={orders.data?.orders}
          rowKey={(order) => order._id}
          total={orders.data?.orderTotalCount ?? 0}
          page={page}
          onPage={setPage}
          loading={orders.isPending || orders.isPlaceholderData}
        />
      )}
    </AdminPage>
  );
}
