import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@boi/domain/orders/order';
import { formatTk } from '@boi/domain/pricing/money';
import { nameIn } from '@boi/domain/shared/language';
import { useLanguage } from '../hooks/use-language';
import { COVER_SIZE } from '../lib/cover-image';
import classes from './invoice-view.module.css';

/** The invoice's items table (#, image, product name, quantity, item price, amount). */
export function InvoiceItems({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={0} mt="lg">
      <Table verticalSpacing="xs" horizontalSpacing="xs" withTableBorder withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('invoice.image')}</Table.Th>
            <Table.Th>{t('invoice.productName')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('invoice.quantity')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('invoice.itemPrice')}
            </Table.Th>
            <Table.Th ta="right">{t('invoice.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.items.map((item, index) => (
            <Table.Tr key={item.productId}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <img
                  src={item.image}
                  alt=""
                  width={COVER_SIZE.thumb.width}
                  height={COVER_SIZE.thumb.height}
                  className={classes.cover}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {nameIn(language, item)}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.writerName}
                </Text>
                {/* Phones show quantity and item price here instead of in their own columns. */}
                <Text size="xs" hiddenFrom="sm">
                  {item.quantity} × {formatTk(item.price)}
                  {item.discount > 0 && ` · ${t('book.percentOff', { discount: item.discount })}`}
                </Text>
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {item.quantity}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatTk(item.price)}
                {item.discount > 0 && (
                  <Badge color="red" variant="light" size="xs" ml={4}>
                    {t('book.percentOff', { discount: item.discount })}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatTk(item.lineSubtotal)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
