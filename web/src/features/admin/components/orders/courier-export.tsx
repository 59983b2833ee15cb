import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminOrderFilter } from '../../api/get-admin-orders';
import { COURIER_EXPORT_LIMIT, courierCsv, download, ordersOf } from '../../lib/courier-csv';

/** Downloads the filtered orders as the courier's bulk-upload CSV. */
export function CourierExport({ filter }: { filter: AdminOrderFilter }) {
  const [busy, setBusy] = useState(false);
  const exportOrders = async () => {
    setBusy(true);
    try {
      const orders = await ordersOf(filter);
      const day = new Date().toISOString().slice(0, 10);
      download(await courierCsv(orders), `boi-courier-${day}.csv`);
      notifications.show({
        color: 'teal',
        message:
          orders.length === COURIER_EXPORT_LIMIT
            ? `Exported the newest ${orders.length} orders: narrow the filter for the rest`
            : `Exported ${orders.length} ${orders.length === 1 ? 'order' : 'orders'}`,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : 'The export failed',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      color="teal"
      size="sm"
      loading={busy}
      onClick={() => void exportOrders()}
    >
      Export CSV for courier
    </Button>
  );
}
