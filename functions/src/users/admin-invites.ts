import { createHash, randomBytes } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { resetPasswordPath } from '@boi/domain/paths/routes';
import { ADMIN_INVITE_HOURS } from '@boi/domain/admin/accounts';
import { siteOrigins } from '../shared/request-origin';
import { auditAs, type AuditActor } from '../shared/audit';
import { collections, type MailDoc } from '../store/documents';
import { assertGrantable, writeAdminClaim } from './admin-accounts';

/** adminInvites/{sha256 of the token}: only the mailed link holds the token itself. */
const inviteId = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address's account, made (enabled, with no password and no other way in) if it has none. */
async function accountFor(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    return auth.createUser({ email, emailVerified: false });
  }
}

function invitationMail(to: string, link: string): MailDoc {
  const subject = 'Boi অ্যাডমিন আমন্ত্রণ · You are invited to be a Boi admin';
  const lines = [
    'আপনাকে Boi-এর অ্যাডমিন হতে আমন্ত্রণ জানানো হয়েছে। লিংকটি খুলে নতুন পাসওয়ার্ড দিলে আপনি অ্যাডমিন হবেন।',
    `You are invited to be an admin of Boi. Open the link and set a password: you become an admin then. The link works for ${ADMIN_INVITE_HOURS} hours.`,
    'এই অ্যাকাউন্টের অন্য সব সেশন ও সাইন-ইন পদ্ধতি (যেমন মোবাইল নম্বর) তখন মুছে যাবে। · Every other session and sign-in method of the account (such as a mobile number) is removed then.',
    'আপনি আশা না করলে এই মেইলটি উপেক্ষা করুন। · If you did not expect this, ignore this mail.',
  ];
  const text = [lines[0], lines[1], link, lines[2], lines[3]].join('\n\n');
  const html = [
    `<p>${lines[0]}</p>`,
    `<p>${lines[1]}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${lines[2]}</p>`,
    `<p>${lines[3]}</p>`,
  ].join('\n');
  return { to, message: { subject, html, text } };
}

/**
 * A grant is an invitation: the address is mailed a password-set link (Firebase's reset code,
 * which only its mailbox receives) with a one-time invite token. No claim is set here; it is set
 * when the link is used (acceptAdminInvite), so whoever registered the address before its owner
 * gains nothing. The mail carries no text of the inviting admin's.
 */
export async function inviteAdmin(
  auth: Auth,
  store: Firestore,
  email: string,
  actor: AuditActor,
): Promise<UserRecord> {
  const user = await accountFor(auth, email);
  assertGrantable(user);
  const origin = siteOrigins()[0] as string;
  const link = await auth.generatePasswordResetLink(email);
  const code = new URL(link).searchParams.get('oobCode') ?? '';
  const token = randomBytes(32).toString('base64url');
  const url = `${origin}${resetPasswordPath(code)}?invite=${token}`;
  const all = collections(store);
  const batch = store.batch();
  batch.set(all.adminInvites.doc(inviteId(token)), {
    email,
    uid: user.uid,
    invitedBy: actor.email,
    createdAt: FieldValue.serverTimestamp() as unknown as Timestamp,
    expiresAt: Timestamp.fromMillis(Date.now() + ADMIN_INVITE_HOURS * 3_600_000),
  });
  batch.create(all.mail.doc(), invitationMail(email, url));
  auditAs(
    batch,
    actor,
    { kind: 'user', id: user.uid, label: email },
    { before: null, after: { invited: 'Admin' } },
  );
  await batch.commit();
  return user;
}

/**
 * Whether `token` is an open invitation for `email` (checked before the password is set, so a
 * bad token changes nothing), and what it names.
 */
export async function openInvite(
  store: Firestore,
  token: string,
  email: string,
): Promise<{ uid: string; invitedBy: string } | null> {
  const invite = (await collections(store).adminInvites.doc(inviteId(token)).get()).data();
  if (!invite || invite.acceptedAt || invite.email !== email.toLowerCase()) return null;
  if (invite.expiresAt.toMillis() < Date.now()) return null;
  return { uid: invite.uid, invitedBy: invite.invitedBy };
}

/**
 * The invitee proved the mailbox just now (the reset code was used): the invitation is spent,
 * the profile's role mirrors the grant, the audit trail names who invited, and the claim is set.
 */
export async function acceptAdminInvite(
  auth: Auth,
  store: Firestore,
  token: string,
  user: UserRecord,
): Promise<boolean> {
  const all = collections(store);
  const ref = all.adminInvites.doc(inviteId(token));
  const accepted = await store.runTransaction(async (tx) => {
    const invite = (await tx.get(ref)).data();
    if (!invite || invite.acceptedAt || invite.uid !== user.uid) return false;
    const profileRef = all.users.doc(user.uid);
    const before = (await tx.get(profileRef)).get('role') as string | undefined;
    const now = FieldValue.serverTimestamp() as unknown as Timestamp;
    tx.update(ref, { acceptedAt: now });
    tx.set(profileRef, { email: invite.email, role: 'Admin', updatedAt: now }, { merge: true });
    auditAs(
      tx,
      { uid: user.uid, email: invite.email, operation: 'acceptAdminInvite' },
      { kind: 'user', id: user.uid, label: invite.email },
      {
        before: { role: before ?? 'Customer' },
        after: { role: 'Admin', invitedBy: invite.invitedBy },
      },
    );
    return true;
  });
  if (accepted) await writeAdminClaim(auth, user.uid, true);
  return accepted;
}
