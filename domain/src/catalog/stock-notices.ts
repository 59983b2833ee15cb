import { z } from 'zod';
import { documentIdSchema } from '../shared/document-id-schema';

/** requestStockNotice: a signed-in shopper asks for one mail when a sold-out book is back. */
export const stockNoticeInputSchema = z.object({ productId: documentIdSchema });
export type StockNoticeResult = { message: string; id: string };

export const STOCK_NOTICE_MESSAGES = {
  asked: 'বইটি আবার এলে আমরা আপনাকে ই-মেইলে জানিয়ে দেব · We will e-mail you when it is back',
  inStock: 'This book is in stock: you can add it to your cart',
  notSold: 'This book is no longer sold',
} as const;

/** The id of a shopper's notice for a book: one per book and account, so asking twice is one ask. */
export const stockNoticeId = (productId: string, uid: string): string => `${productId}~${uid}`;
