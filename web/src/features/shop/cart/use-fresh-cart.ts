import { useQueries } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@boi/domain/orders/cart';
import { hasSameBookFields } from '@boi/domain/orders/stored-cart';
import { nameIn } from '@boi/domain/shared/language';
import { useLanguage } from '../../../hooks/use-language';
import { isNotFound } from '../../../components/query-error';
import { bookKeys, getStockedBook } from '../../../lib/get-book';
import { cartStore } from '../../../lib/cart/use-cart';

/**
 * Re-reads the books in the cart so prices, discounts and stock shown are the ones placeOrder will
 * use; books that no longer exist leave the cart. Shares the add-to-cart button's query cache.
 */
export function useFreshCart(items: readonly CartItem[]): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const results = useQueries({
    queries: items.map((item) => ({
      queryKey: bookKeys.stock(item._id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getStockedBook(item._id, signal),
      staleTime: 30_000,
      retry: (failures: number, error: Error) => !isNotFound(error) && failures < 2,
    })),
  });

  useEffect(() => {
    results.forEach((result, index) => {
      const item = items[index];
      if (!item) return;
      if (result.data && result.data._id === item._id && !hasSameBookFields(item, result.data)) {
        cartStore.refresh(result.data);
      } else if (isNotFound(result.error)) {
        cartStore.remove(item._id);
        notifications.show({
          color: 'orange',
          title: t('cart.removed.title'),
          message: t('cart.removed.message', { name: nameIn(language, item) }),
        });
      }
    });
  });
}
