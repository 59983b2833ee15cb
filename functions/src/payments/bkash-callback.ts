import type { Request, RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions';
import { bkashCallbackQuerySchema } from '@boi/domain/payments/online-payment';
import { invoicePath, ROUTES } from '@boi/domain/paths/routes';
import { settlePayment, type SettleOutcome } from './settle-payment';

/**
 * GET /api/payments/bkash/callback?paymentID=…&status=…: where bKash sends the shopper back. The
 * status is a hint only: success makes the server execute the payment itself, anything else
 * makes it ask bKash; either way only bKash's own record can mark the order paid. The shopper
 * lands on their order, which shows what the server found.
 */
async function settleAndRedirect(req: Request, res: Response): Promise<void> {
  res.set('Cache-Control', 'no-store');
  const query = bkashCallbackQuerySchema.safeParse(req.query);
  if (!query.success) return void res.redirect(303, ROUTES.home);
  const { paymentID, status } = query.data;
  let settled: SettleOutcome = null;
  try {
    settled = await settlePayment(
      paymentID,
      status === 'success' ? 'execute' : 'query',
      status === 'success' ? undefined : status,
    );
  } catch (error) {
    logger.error('bKash callback', { paymentID, error: String(error) });
  }
  if (!settled) return void res.redirect(303, ROUTES.home);
  res.redirect(303, `${invoicePath(settled.orderId)}?payment=${settled.outcome}`);
}

export const bkashCallback: RequestHandler = (req, res, next) => {
  settleAndRedirect(req, res).catch(next);
};
