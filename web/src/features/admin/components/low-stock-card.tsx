import { useState } from 'react';
import { Anchor, Badge, Button, Group, NumberInput, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminOverview } from '@boi/domain/admin/overview';
import { accountPath } from '@boi/domain/paths/routes';
import { LOW_STOCK_THRESHOLD_MAX } from '@boi/domain/settings/shop-settings';
import { useAdminWrite } from '../api/use-admin-write';
import { lowStockParams } from './products/use-product-filters';

/**
 * The overview's low-stock books, the threshold that defines them (a shop setting: admins are
 * mailed when a book falls to it), and a link to all of them in Product Manage.
 */
export function LowStockCard({ overview }: { overview: AdminOverview }) {
  const { lowStock, lowStockThreshold } = overview;
  const [threshold, setThreshold] = useState<number | string>(lowStockThreshold);
  const save = useAdminWrite('updateShopSettings');
  const changed = Number(threshold) !== lowStockThreshold;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="low-stock-title">
      <Title order={2} size="h5" mb="xs" id="low-stock-title">
        স্টক কম · Low in stock
      </Title>
      {lowStock.length === 0 ? (
        <Text size="sm" c="dimmed">
          No book has {lowStockThreshold} or fewer copies.
        </Text>
      ) : (
        <Group gap="xs">
          {lowStock.map((book) => (
            <Badge key={book._id} color={book.quantity === 0 ? 'red' : 'yellow'} variant="light">
              {book.nameB} · {book.quantity}
            </Badge>
          ))}
        </Group>
      )}
      <Group mt="sm" align="end" gap="sm">
        <NumberInput
          label="Low-stock threshold (copies)"
          description="Admins get an e-mail when a book falls to it"
          min={0}
          max={LOW_STOCK_THRESHOLD_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={threshold}
          onChange={setThreshold}
          w={240}
        />
        <Button
          variant="light"
          color="teal"
          disabled={!changed || threshold === ''}
          loading={save.isPending}
          onClick={() => save.mutate({ lowStockThreshold: Number(threshold) })}
        >
          Save threshold
        </Button>
        <Anchor
          component={Link}
          to={`${accountPath('products')}?${lowStockParams(lowStockThreshold)}`}
          size="sm"
        >
          See every low-stock book
        </Anchor>
      </Group>
    </Paper>
  );
}
