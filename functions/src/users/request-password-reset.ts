import { resetPasswordPath, ROUTES } from '@boi/domain/paths/routes';
import escapeHtml from 'escape-html';
import { CHECK_EMAIL_MESSAGE } from '@boi/domain/accounts/auth';
import { siteOrigins } from '../shared/request-origin';
import { adminAuth, db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { collections } from '../store/documents';

/** The web app's reset page for a Firebase reset code (resetPasswordPath, domain/src/paths/routes.ts). */
const resetPageUrl = (origin: string, code: string) => `${origin}${resetPasswordPath(code)}`;

/**
 * POST /user/forgot: mails a reset link (a Trigger Email `mail` doc) to the address, if it has an
 * account. The answer is the same either way, so the row tells nobody which addresses exist.
 */
export const requestPasswordResetOperation = defineOperation(
  'requestPasswordReset',
  async ({ email }) => {
    const origin = siteOrigins()[0] as string;
    let link: string;
    try {
      link = await adminAuth().generatePasswordResetLink(email, {
        url: `${origin}${ROUTES.login}`,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/email-not-found') {
        return { message: CHECK_EMAIL_MESSAGE };
      }
      if ((error as { code?: string }).code === 'auth/user-not-found') {
        return { message: CHECK_EMAIL_MESSAGE };
      }
      throw error;
    }
    const code = new URL(link).searchParams.get('oobCode') ?? '';
    const url = resetPageUrl(origin, code);
    await collections(db()).mail.add({
      to: email,
      message: {
        subject: 'Reset your Boi password / পাসওয়ার্ড রিসেট',
        text: `To choose a new password, open ${url}\nIf you did not ask for this, ignore this mail.`,
        html: `<p>To choose a new password, open <a href="${escapeHtml(url)}">this link</a>.</p><p>If you did not ask for this, ignore this mail.</p>`,
      },
    });
    return { message: CHECK_EMAIL_MESSAGE };
  },
);
