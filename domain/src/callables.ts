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
import {
  approveReviewInputSchema,
  bookFairInputSchema,
  byIdInputSchema,
  collectionInputSchema,
  createBannerInputSchema,
  createCouponInputSchema,
  createProductInputSchema,
  setCouponActiveInputSchema,
  updateCollectionInputSchema,
  updateOrderStatusInputSchema,
  updateProductInputSchema,
  updateWriterInputSchema,
  writerInputSchema,
  type AdminWriteResult,
} from './admin';

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

  // Admin only: each is also a write row of /api/v1 (spec §7) with the same schema and handler.
  createProduct: contract<AdminWriteResult>()(createProductInputSchema),
  updateProduct: contract<AdminWriteResult>()(updateProductInputSchema),
  deleteProduct: contract<AdminWriteResult>()(byIdInputSchema),
  createCategory: contract<AdminWriteResult>()(collectionInputSchema),
  updateCategory: contract<AdminWriteResult>()(updateCollectionInputSchema),
  deleteCategory: contract<AdminWriteResult>()(byIdInputSchema),
  createWriter: contract<AdminWriteResult>()(writerInputSchema),
  updateWriter: contract<AdminWriteResult>()(updateWriterInputSchema),
  deleteWriter: contract<AdminWriteResult>()(byIdInputSchema),
  createPublication: contract<AdminWriteResult>()(collectionInputSchema),
  updatePublication: contract<AdminWriteResult>()(updateCollectionInputSchema),
  deletePublication: contract<AdminWriteResult>()(byIdInputSchema),
  updateBookFair: contract<AdminWriteResult>()(bookFairInputSchema),
  createCoupon: contract<AdminWriteResult>()(createCouponInputSchema),
  setCouponActive: contract<AdminWriteResult>()(setCouponActiveInputSchema),
  approveReview: contract<AdminWriteResult>()(approveReviewInputSchema),
  deleteReview: contract<AdminWriteResult>()(byIdInputSchema),
  updateOrderStatus: contract<AdminWriteResult>()(updateOrderStatusInputSchema),
  deleteOrder: contract<AdminWriteResult>()(byIdInputSchema),
  createBanner: contract<AdminWriteResult>()(createBannerInputSchema),
  deleteBanner: contract<AdminWriteResult>()(byIdInputSchema),
};

export type CallableName = keyof typeof CALLABLES;
/** What a caller sends (before zod's defaults and transforms). */
export type CallableInput<N extends CallableName> = z.input<(typeof CALLABLES)[N]['input']>;
/** What the handler receives (after parsing). */
export type CallableParsed<N extends CallableName> = z.output<(typeof CALLABLES)[N]['input']>;
export type CallableOutput<N extends CallableName> =
  (typeof CALLABLES)[N] extends CallableContract<z.ZodType, infer O> ? O : never;
