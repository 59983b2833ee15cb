import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Order } from '@boi/domain/orders/order';
import { InvoiceView } from '../../../../components/invoice-view';

/** The row's Details button and its 'Order Details' modal: the order's invoice (spec §2). */
export function OrderDetails({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={`Details of order #${order.number}`}
      >
        Details
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Order Details"
        size="xl"
        fullScreen={phone}
        padding={phone ? 'xs' : 'md'}
      >
        <InvoiceView order={order} />
      </Modal>
    </>
  );
}
