import { z } from 'zod';

/**
 * An e-mail address a shopper without a verified one of their own types at checkout. The shop
 * mails it nothing but a link with the shop's own fixed text; once the mailbox's owner opens the
 * link, the address is verified for that shopper's order mails (functions/src/orders/checkout-email).
 */
export const checkoutEmailInputSchema = z.object({
  email: z.email('Invalid Email').max(254),
});
export type CheckoutEmailInput = z.infer<typeof checkoutEmailInputSchema>;

/** The link's two parts: which request (`id`) and its secret (`token`, 256 random bits). */
export const confirmCheckoutEmailInputSchema = z.object({
  // {uid}~{hash of the address}: never Firestore's reserved __…__ form.
  id: z.string().regex(/^[A-Za-z0-9][\w-]{0,127}~[\w-]{22}$/, 'Invalid link'),
  token: z.string().regex(/^[\w-]{43}$/, 'Invalid link'),
});
export type ConfirmCheckoutEmailInput = z.infer<typeof confirmCheckoutEmailInputSchema>;

/** requestCheckoutEmailLink's answer, the same whoever owns the address. */
export const CHECKOUT_EMAIL_LINK_SENT_MESSAGE =
  'We sent a link to this address. Order mails go to it once its owner opens the link.';
/** The shopper's own verified address needs no link. */
export const CHECKOUT_EMAIL_ALREADY_VERIFIED_MESSAGE = 'This address is already verified.';
export const CHECKOUT_EMAIL_CONFIRMED_MESSAGE =
  'Address confirmed: order mails from Boi will come here.';
export const CHECKOUT_EMAIL_BAD_LINK_MESSAGE =
  'This link is invalid, expired or already used. Ask for a new one at checkout.';
/** How long a link stays good. */
export const CHECKOUT_EMAIL_LINK_HOURS = 24;
