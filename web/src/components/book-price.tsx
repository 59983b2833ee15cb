import { formatTk } from '@boi/domain/pricing/money';
import { useTranslation } from 'react-i18next';
import { priceAfterDiscount } from '@boi/domain/pricing/discount';
import classes from './book-price.module.css';

type BookPriceProps = {
  price: number;
  discount: number;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
};

/** The struck-through list price (when discounted) followed by the price to pay. */
export function BookPrice({ price, discount, size = 'sm' }: BookPriceProps) {
  const { t } = useTranslation();
  const finalPrice = priceAfterDiscount(price, discount);
  return (
    <div className={classes.price} data-size={size}>
      {discount > 0 && (
        <s
          className={classes.listPrice}
          aria-label={t('book.originalPrice', { price: formatTk(price) })}
        >
          {formatTk(price)}
        </s>
      )}
      <span className={classes.finalPrice}>{formatTk(finalPrice)}</span>
    </div>
  );
}
