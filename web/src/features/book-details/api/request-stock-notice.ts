import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import type { StockNoticeResult } from '@boi/domain/catalog/stock-notices';

/**
 * requestStockNotice: one mail to the account's address when the sold-out book is back. The
 * Functions SDK loads with the click, so the details page does not carry it for every visitor.
 */
async function requestStockNotice(productId: string): Promise<StockNoticeResult> {
  const [{ callable }, { callableErrorMessage }] = await Promise.all([
    import('../../../lib/callables'),
    import('../../../lib/callable-error'),
  ]);
  try {
    return await callable('requestStockNotice')({ productId });
  } catch (error) {
    throw new Error(callableErrorMessage(error, i18next.t('details.stockNotice.failed')));
  }
}

export const useRequestStockNotice = () => useMutation({ mutationFn: requestStockNotice });
