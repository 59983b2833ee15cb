import { callable } from '../../../lib/callables';

/**
 * The `resetPassword` operation (PATCH /user/password-reset's callable): sets the password with the
 * link's code. The server secures an account whose address had never been verified, and accepts an
 * admin invitation when the link carries one (`invite`).
 */
export const resetPassword = callable('resetPassword');
