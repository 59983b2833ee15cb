import { Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@boi/domain/orders/cart';
import { priceLine } from '@boi/domain/pricing/order-pricing';
import { COVER_SIZE } from '../../../lib/cover-image';
import { formatTk } from '@boi/domain/pricing/money';
import { nameIn } from '@boi/domain/shared/language';
import { useLanguage } from '../../../hooks/use-language';

/** The compact item list above the checkout totals. */
export function OrderReview({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('checkout.items')}
    >
      {items.map((item) => {
        const line = priceLine({ ...item, quantity: item.cartQuantity });
        return (
          <Group key={item._id} component="li" wrap="nowrap" gap="sm" align="flex-start">
            <Image
              src={item.thumb}
              alt=""
              width={COVER_SIZE.thumb.width}
              height={COVER_SIZE.thumb.height}
              w={40}
              h={60}
              radius="sm"
              fit="cover"
            />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={2}>
                {nameIn(language, item)}
              </Text>
              <Text size="xs" c="dimmed">
                {item.cartQuantity} × {formatTk(item.price)}
                {item.discount !== 0 && ` · ${t('cart.line.off', { percent: item.discount })}`}
              </Text>
            </Stack>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatTk(line.lineSubtotal)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
