import { useState } from 'react';
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { formatTk } from '@boi/domain/pricing/money';
import { canDeleteOrder, ORDER_DELETE_MESSAGE } from '@boi/domain/orders/status';
import { PAYMENT_LABELS, type Order } from '@boi/domain/orders/order';
import { paidLabel } from '@boi/domain/payments/online-payment';
import { TrashIcon } from '../../../../components/icons';
import { QueryError } from '../../../../components/query-error';
import { useAdminOrders } from '../../api/get-admin-orders';
import { useAdminWrite } from '../../api/use-admin-write';
import { AdminPage } from '../admin-page';
import { ConfirmDelete } from '../confirm-delete';
import { PagedTable, type Column } from '../paged-table';
import { CourierExport } from './courier-export';
import { OrderBulkBar } from './order-bulk-bar';
import { OrderDetails } from './order-details';
import { OrderFiltersBar } from './order-filters';
import { OrderStatusCell } from './order-status-cell';
import { useOrderFilters } from './use-order-filters';

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
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const shown = orders.data?.orders ?? [];
  const selected = shown.filter((order) => ticked.has(order._id));
  const tick = (id: string, on: boolean) =>
    setTicked((before) => {
      const after = new Set(before);
      if (on) after.add(id);
      else after.delete(id);
      return after;
    });
  const allTicked = shown.length > 0 && selected.length === shown.length;

  const columns: Column<Order>[] = [
    {
      header: 'Select',
      head: (
        <Checkbox
          aria-label="Select every order on this page"
          checked={allTicked}
          indeterminate={selected.length > 0 && !allTicked}
          onChange={() => setTicked(new Set(allTicked ? [] : shown.map((order) => order._id)))}
        />
      ),
      cell: (order) => (
        <Checkbox
          aria-label={`Select order #${order.number}`}
          checked={ticked.has(order._id)}
          onChange={(event) => tick(order._id, event.currentTarget.checked)}
        />
      ),
    },
    { header: '#', cell: (_, index) => index + 1 },
    {
      header: 'Customer',
      cell: (order) => (
        <Stack gap={0} maw={220}>
          <Text size="sm" fw={600} lineClamp={1}>
            {order.shipping.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" lineClamp={1}>
              {order.shipping.phone}
            </Text>
            {/* The shopper proved the number with a code (phone sign-in or a linked number). */}
            {order.phoneVerified && (
              <Badge
                size="xs"
                variant="light"
                color="teal"
                title="Phone verified by a one-time code"
              >
                verified
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            #{order.number}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Payment',
      cell: (order) => {
        const label = PAYMENT_LABELS[order.payment.method];
        const paid = paidLabel(order.onlinePayment);
        if (order.onlinePayment && order.payment.method === 'bkashPayNow') {
          return (
            <Text size="sm" c={paid ? 'teal.8' : 'orange.8'} style={{ whiteSpace: 'nowrap' }}>
              {paid ?? 'Unpaid · bKash'}
            </Text>
          );
        }
        return (
          <Text size="sm" title={label}>
            {label.slice(0, 4)}
          </Text>
        );
      },
    },
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
      <OrderBulkBar selected={selected} onDone={() => setTicked(new Set())} />
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
