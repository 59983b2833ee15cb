import type { z } from 'zod';
import {
  couponCheckInputSchema,
  placeOrderInputSchema,
  profileInputSchema,
  reviewInputSchema,
  type CouponCheckResult,
  type CreateReviewResult,
  type PlaceOrderResult,
  type UserMe,
} from './orders';

/**
 * Every callable Cloud Function: its name, the zod schema of its input and the type of its answer.
 * The functions parse with the schema and must return the output type; the web client's
 * `callable(name)` takes both from here, so the two sides cannot drift apart.
 */
export type CallableContract<S extends z.ZodType, Output> = {
  readonly input: S;
  /** Type-only: never set at run time. */
  readonly output?: Output;
};

const contract =
  <Output>() =>
  <S extends z.ZodType>(input: S): CallableContract<S, Output> => ({ input });

export const CALLABLES = {
  placeOrder: contract<PlaceOrderResult>()(placeOrderInputSchema),
  checkCoupon: contract<CouponCheckResult>()(couponCheckInputSchema),
  createReview: contract<CreateReviewResult>()(reviewInputSchema),
  createProfile: contract<UserMe>()(profileInputSchema),
};

export type CallableName = keyof typeof CALLABLES;
/** What a caller sends (before zod's defaults and transforms). */
export type CallableInput<N extends CallableName> = z.input<(typeof CALLABLES)[N]['input']>;
/** What the handler receives (after parsing). */
export type CallableParsed<N extends CallableName> = z.output<(typeof CALLABLES)[N]['input']>;
export type CallableOutput<N extends CallableName> =
  (typeof CALLABLES)[N] extends CallableContract<z.ZodType, infer O> ? O : never;
