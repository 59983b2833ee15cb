import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_POLICY_LABEL, SHIPPING_LABEL } from '@boi/domain/shared/constants';
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
  const { t } = useTranslation();
  return (
    <Panel component="aside" aria-label={t('details.delivery.label')}>
      <Stack gap="md">
        <Text fw={700}>{t('details.delivery.heading')}</Text>
        <Item icon={<TruckIcon />} title={t('details.delivery.charge')} value={SHIPPING_LABEL} />
        <Item
          icon={<ReturnIcon />}
          title={t('details.delivery.returns')}
          value={RETURN_POLICY_LABEL}
        />
        <Item
          icon={<CashIcon />}
          title={t('details.delivery.payment')}
          value={t('details.delivery.cashOnDelivery')}
        />
      </Stack>
    </Panel>
  );
}
