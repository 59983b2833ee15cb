import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../shared/constants';

/** Spec §7's account rows (POST /user/signup, /user/login, /user/forgot, PATCH /user/password-reset). */
export const SIGN_IN_FAILED_MESSAGE = 'Wrong email or password. Please try again.';
export const CHECK_EMAIL_MESSAGE = 'Please Check Your Email';
export const BAD_RESET_CODE_MESSAGE =
  'This password reset link is invalid or has already been used. Please request a new one.';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Please sign in.';
/**
 * POST /user/signup's answer, the same whether the address was new or already had an account (its
 * owner is mailed instead), so the row tells nobody which addresses exist.
 */
export const SIGNED_UP_MESSAGE = 'Account created';
/** Ordering and reviewing need an account whose e-mail address has been confirmed. */
export const VERIFY_EMAIL_MESSAGE =
  'Please verify your email address first: open the link we sent to your inbox.';

/** placeOrder from an account with neither a confirmed address nor a verified mobile number. */
export const VERIFY_CONTACT_MESSAGE =
  'Please verify your mobile number or your email address before you order.';

const email = z.email('Invalid Email').max(254);
const newPassword = z
  .string({ message: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(128, 'Password is at most 128 characters');

export const signUpInputSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email,
  password: newPassword,
});
export type SignUpResult = { message: string };

export const signInInputSchema = z.object({
  email,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(128),
});
/** `token` is a Firebase ID token (bearer for /api/v1), valid `expiresIn` seconds. */
export type SignInResult = { token: string; refreshToken: string; expiresIn: number };

export const forgotPasswordInputSchema = z.object({ email });

/** The reset link's code travels as the bearer of PATCH /user/password-reset. */
export const resetPasswordInputSchema = z.object({
  code: z.string({ message: BAD_RESET_CODE_MESSAGE }).min(1, BAD_RESET_CODE_MESSAGE).max(2048),
  password: newPassword,
  /** An admin invitation's token, from the invitation mail's link (`?invite=`). */
  invite: z.string().max(200).optional(),
});

export type MessageResult = { message: string };
