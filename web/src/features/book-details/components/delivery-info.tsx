import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { RETURN_POLICY_LABEL, SHIPPING_LABEL } from '@boi/domain/constants';
import { CashIcon, ReturnIcon, TruckIcon } from '../../../components/icons';
import classes from './book-details.module.css';
import { Panel } from '../../../components/panel';

function Item({ icon, title, value }: { icon: ReactNode; title: string; value: string }) {
  return (
    <div className={classes.deliveryItem}>
      <ThemeIcon variant="light" size={36} radius="md">
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed">
          {title}
        </Text>
        <Text size="sm" fw={600}>
          {value}
        </Text>
      </div>
    </div>
  );
}

export function DeliveryInfo() {
  return (
    <Panel component="aside" aria-label="Delivery">
      <Stack gap="md">
        <Text fw={700}>ডেলিভারি তথ্য</Text>
        <Item icon={<TruckIcon />} title="Delivery charge" value={SHIPPING_LABEL} />
        <Item icon={<ReturnIcon />} title="Return policy" value={RETURN_POLICY_LABEL} />
        <Item icon={<CashIcon />} title="Payment" value="Cash on Delivery available" />
      </Stack>
    </Panel>
  );
}
