import { formatTk } from '@boi/domain/money';
import { Group, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { priceAfterDiscount } from '@boi/domain/pricing';

type BookPriceProps = { price: number; discount: number; size?: MantineSize };

/** The struck-through list price (when discounted) followed by the price to pay. */
export function BookPrice({ price, discount, size = 'sm' }: BookPriceProps) {
  const { t } = useTranslation();
  const finalPrice = priceAfterDiscount(price, discount);
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      {discount > 0 && (
        <Text
          component="s"
          td="line-through"
          size={size}
          c="dimmed"
          aria-label={t('book.originalPrice', { price: formatTk(price) })}
        >
          {formatTk(price)}
        </Text>
      )}
      <Text component="span" size={size} fw={700} c="teal.8">
        {formatTk(finalPrice)}
      </Text>
    </Group>
  );
}
