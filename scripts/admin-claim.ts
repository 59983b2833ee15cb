/**
 * `npm run admin:grant -- <email>` mails the address an admin invitation (the claim is set when
 * its owner sets a password through the link); `npm run admin:revoke -- <email>` removes the
 * `admin` custom claim. Both are recorded in the audit trail, as on the Admins page. Against the `npm start` emulators by default; with
 * `--project <id>` and Google credentials (GOOGLE_APPLICATION_CREDENTIALS), against that project.
 */
import { initializeApp } from 'firebase-admin/app';
import { setAdminClaim } from '@boi/functions/users/set-admin-claim';

async function main() {
  const [action, ...rest] = process.argv.slice(2);
  const projectAt = rest.indexOf('--project');
  const project = projectAt >= 0 ? rest[projectAt + 1] : undefined;
  const email = rest.find(
    (arg, i) => !arg.startsWith('--') && (projectAt < 0 || i !== projectAt + 1),
  );
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    console.error('usage: npm run admin:grant -- <email>   |   npm run admin:revoke -- <email>');
    process.exit(2);
  }
  if (!project) {
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
    // The invitation's link leads to the local site (npm start's Hosting emulator).
    process.env.PUBLIC_ORIGIN ??= 'http://localhost:5000';
  }
  const app = initializeApp({ projectId: project ?? 'demo-boi' });
  const uid = await setAdminClaim(app, email, action === 'grant');
  console.log(
    action === 'grant'
      ? `Invitation mailed to ${email} (uid ${uid}): they become an admin when they set a ` +
          'password through its link (locally the mail is in the local inbox).'
      : `Revoked admin for ${email} (uid ${uid}). Their next request is a customer's.`,
  );
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === 'auth/user-not-found') console.error('No account has that e-mail.');
  // A refused grant (unverified address, disabled account) says why, without a stack trace.
  else if (code === 'failed-precondition') console.error((error as Error).message);
  else console.error(error);
  process.exit(1);
});
