import { z } from 'zod';

/** The signed-in account as GET /api/v1/user/me answers it (and createProfile). */
export type UserMe = { name: string; email: string; role: 'Admin' | 'Customer' };

/** createProfile input (sign-up and profile name change); email and role never come from here. */
export const profileInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
});
