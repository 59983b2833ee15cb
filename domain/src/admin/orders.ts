import { z } from 'zod';
import { ORDER_STATUS_CHANGES } from '../orders/status';
import { documentIdSchema } from '../shared/document-id-schema';

/** The order desk's writes: one order's status, or many at once. */

const orderStatusChangeSchema = z.enum(ORDER_STATUS_CHANGES, {
  message: 'orderStatus is Approved, Shipped, Delivered or Cancelled',
});

export const updateOrderStatusInputSchema = z.object({
  id: documentIdSchema,
  orderStatus: orderStatusChangeSchema,
});

/** Orders one bulk change may take: one transaction holds them, their books and their mails. */
const BULK_ORDER_LIMIT = 25;

export const bulkOrderStatusInputSchema = z.object({
  ids: z
    .array(documentIdSchema)
    .min(1, 'Select at least one order')
    .max(BULK_ORDER_LIMIT, `At most ${BULK_ORDER_LIMIT} orders at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'An order is selected twice'),
  orderStatus: orderStatusChangeSchema,
});
/** bulkUpdateOrderStatus's answer: every order changed (or, on a refusal, none). */
export type BulkOrderStatusResult = { message: string; ids: string[] };
