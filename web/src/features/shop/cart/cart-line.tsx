import { ActionIcon, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lineCap, type CartItem } from '@boi/domain/orders/cart';
import { priceLine } from '@boi/domain/pricing/order-pricing';
import { priceAfterDiscount } from '@boi/domain/pricing/discount';
import { TrashIcon } from '../../../components/icons';
import { formatTk } from '@boi/domain/pricing/money';
import { cartLineProblem } from './cart-line-problem';
import { QuantityStepper } from './quantity-stepper';
import { cartStore } from '../../../lib/cart/use-cart';
import { COVER_SIZE } from '../../../lib/cover-image';
import classes from './cart.module.css';
import { bookPath } from '@boi/domain/paths/routes';
import { nameIn } from '@boi/domain/shared/language';
import { useLanguage } from '../../../hooks/use-language';

type AmountProps = { original: number; final: number; end?: boolean };

/** An amount on the cart page, in the Bangla taka sign (spec §2, §9). */
function Amount({ original, final, end }: AmountProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap" align="baseline" justify={end ? 'flex-end' : 'flex-start'}>
      {original !== final && (
        <Text
          component="s"
          size="xs"
          c="dimmed"
          aria-label={t('cart.line.original', { amount: formatTk(original, 'sign') })}
        >
          {formatTk(original, 'sign')}
        </Text>
      )}
      <Text component="span" size="sm" fw={700} c="teal.8">
        {formatTk(final, 'sign')}
      </Text>
    </Group>
  );
}

export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const name = nameIn(useLanguage(), item);
  const line = priceLine({
    price: item.price,
    discount: item.discount,
    quantity: item.cartQuantity,
  });
  const problem = cartLineProblem(item, t);
  const link = bookPath(item._id);
  return (
    <li className={classes.line}>
      <Link to={link} className={classes.cover} tabIndex={-1} aria-hidden="true">
        <img
          src={item.thumb}
          alt=""
          width={COVER_SIZE.thumb.width}
          height={COVER_SIZE.thumb.height}
          loading="lazy"
        />
      </Link>
      <div className={classes.info}>
        <Link to={link} className={classes.name}>
          {name}
        </Link>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {item.writer.writerName}
        </Text>
        <Group gap={6} mt={2} align="baseline">
          <Amount original={item.price} final={priceAfterDiscount(item.price, item.discount)} />
          {item.discount !== 0 && (
            <Text size="xs" c="red.7" fw={600}>
              {t('cart.line.off', { percent: item.discount })}
            </Text>
          )}
        </Group>
        {problem && (
          <Text size="xs" c="red.7" fw={600} role="alert">
            {problem}
          </Text>
        )}
      </div>
      <div className={classes.qty}>
        <QuantityStepper
          name={name}
          value={item.cartQuantity}
          canDecrease={item.cartQuantity > 1}
          canIncrease={item.cartQuantity < lineCap(item)}
          onDecrease={() => cartStore.decrease(item._id)}
          onIncrease={() => cartStore.increment(item)}
        />
      </div>
      <div
        className={classes.total}
        aria-label={t('cart.line.total', { amount: formatTk(line.lineSubtotal, 'sign') })}
      >
        <Amount original={line.lineTotal} final={line.lineSubtotal} end />
      </div>
      <ActionIcon
        className={classes.remove}
        variant="subtle"
        color="red"
        aria-label={t('cart.line.remove', { name })}
        onClick={() => cartStore.remove(item._id)}
      >
        <TrashIcon />
      </ActionIcon>
    </li>
  );
}
