import { z } from 'zod';
import type { Review } from '../catalog/schemas';
import { documentIdSchema } from '../shared/document-id-schema';

export const approveReviewInputSchema = z.object({
  id: documentIdSchema,
  status: z.literal('Approved', { message: "A review's status can only become Approved" }),
});

/** GET /api/v1/review with an admin token and no `product`: every review, newest first. */
export type AdminReview = Review & { bookName: string | null };
export type AdminReviewPage = { reviews: AdminReview[]; reviewTotalCount: number };
