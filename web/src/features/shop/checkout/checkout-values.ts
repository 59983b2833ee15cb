import { COUNTRY } from '@boi/domain/shared/constants';
import {
  paymentSchema,
  shippingSchema,
  type Payment,
  type PaymentMethod,
  type ShippingDetails,
} from '@boi/domain/orders/order';

/** The checkout form, flat: shipping fields, then the payment method and its two fields. */
export type CheckoutValues = {
  name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  zip: string;
  address: string;
  /** '' while the placeholder 'Select Your District' is shown */
  district: string;
  method: PaymentMethod;
  senderNumber: string;
  trxId: string;
};

export type CheckoutErrors = Partial<Record<keyof CheckoutValues, string>>;

export function initialCheckoutValues(
  prefill: { name?: string; email?: string; phone?: string } = {},
) {
  return {
    name: prefill.name ?? '',
    email: prefill.email ?? '',
    phone: prefill.phone ?? '',
    country: COUNTRY,
    city: '',
    zip: '',
    address: '',
    district: '',
    method: 'cashOnDelivery' as PaymentMethod,
    senderNumber: '',
    trxId: '',
  } satisfies CheckoutValues;
}

/**
 * How the checkout treats the e-mail field: required (spec §5) for an account with an address,
 * optional for a phone-only account, whose order messages go by SMS.
 */
export type CheckoutRules = { emailOptional?: boolean };

const shippingPart = (v: CheckoutValues, { emailOptional }: CheckoutRules = {}) => ({
  name: v.name,
  email: emailOptional && !v.email.trim() ? undefined : v.email.trim(),
  phone: v.phone,
  country: COUNTRY,
  city: v.city,
  zip: v.zip,
  address: v.address,
  district: v.district,
});

// Cash on delivery has no extra fields; the mobile methods need the sender number and TrxID.
const paymentPart = (v: CheckoutValues) =>
  v.method === 'cashOnDelivery' || v.method === 'bkashPayNow'
    ? { method: v.method }
    : { method: v.method, senderNumber: v.senderNumber, trxId: v.trxId };

function collect(
  errors: CheckoutErrors,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) {
      errors[field as keyof CheckoutValues] = issue.message;
    }
  }
}

/** Field errors from the same zod schemas placeOrder parses with (spec §5 messages). */
export function validateCheckout(
  values: CheckoutValues,
  rules: CheckoutRules = {},
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const shipping = shippingSchema.safeParse(shippingPart(values, rules));
  if (!shipping.success) collect(errors, shipping.error.issues);
  const payment = paymentSchema.safeParse(paymentPart(values));
  if (!payment.success) collect(errors, payment.error.issues);
  return errors;
}

/** The parsed shipping and payment parts of placeOrder's input (call after validateCheckout). */
export function checkoutDetails(
  values: CheckoutValues,
  rules: CheckoutRules = {},
): {
  shipping: ShippingDetails;
  payment: Payment;
} {
  return {
    shipping: shippingSchema.parse(shippingPart(values, rules)),
    payment: paymentSchema.parse(paymentPart(values)),
  };
}
