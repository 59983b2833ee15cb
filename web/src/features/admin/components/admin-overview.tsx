import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatTk } from '@boi/domain/pricing/money';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { QueryError } from '../../../components/query-error';
import { useOverview } from '../api/get-overview';
import { SmsSettingCard } from './sms-setting-card';
import { CodExpiryCard } from './cod-expiry-card';
import { LowStockCard } from './low-stock-card';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** The admin's overview: sales, orders by status, low stock, pending reviews, 30 days of sales. */
export function AdminOverview() {
  const overview = useOverview();
  if (overview.isPending) return <LoadingSpinner />;
  if (overview.isError) return <QueryError error={overview.error} />;
  const { salesToday, salesThisMonth, ordersByStatus, pendingReviews, dailySales } = overview.data;
  return (
    <Stack gap="md" aria-label="Shop overview">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="sm">
        <Figure label="আজকের বিক্রি · Today" value={formatTk(salesToday)} />
        <Figure label="এই মাসে · This month" value={formatTk(salesThisMonth)} />
        <Figure label="Pending" value={String(ordersByStatus.Pending)} />
        <Figure label="Approved" value={String(ordersByStatus.Approved)} />
        <Figure label="Shipped" value={String(ordersByStatus.Shipped)} />
        <Figure label="Delivered" value={String(ordersByStatus.Delivered)} />
        <Figure label="Cancelled" value={String(ordersByStatus.Cancelled)} />
        <Figure label="রিভিউ অপেক্ষায় · Reviews" value={String(pendingReviews)} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h5" mb="sm">
          গত ৩০ দিনের বিক্রি · Sales, last 30 days
        </Title>
        <AreaChart
          h={200}
          data={dailySales}
          dataKey="date"
          series={[{ name: 'total', label: 'Sales (Tk)', color: 'teal.6' }]}
          curveType="monotone"
          withDots={false}
          tickLine="none"
          gridAxis="y"
        />
      </Paper>
      <LowStockCard key={overview.data.lowStockThreshold} overview={overview.data} />
      <SmsSettingCard overview={overview.data} />
      <CodExpiryCard key={overview.data.codPendingHours} hours={overview.data.codPendingHours} />
    </Stack>
  );
}
