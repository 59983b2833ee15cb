import { z } from 'zod';

/** createReview input: a shopper's rating and comment of a book. */
export const reviewInputSchema = z.object({
  forProduct: z.string().min(1).max(128),
  rating: z
    .number({ message: 'please Give a Rating Number' })
    .int()
    .min(1, 'please Give a Rating Number')
    .max(5),
  name: z.string().trim().min(1, 'Name is required').max(80),
  comment: z.string().trim().min(1, 'Comment is required').max(2000),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** createReview's answer: reviews start Pending and are public once an admin approves them. */
export const REVIEW_RECEIVED_MESSAGE = 'Thanks! Your review will appear once it is approved.';
export type CreateReviewResult = { message: string; reviewId: string; status: 'Pending' };
