import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { emailKey } from '@boi/domain/api/rate-limits';
import {
  CHECKOUT_EMAIL_ALREADY_VERIFIED_MESSAGE,
  CHECKOUT_EMAIL_BAD_LINK_MESSAGE,
  CHECKOUT_EMAIL_CONFIRMED_MESSAGE,
  CHECKOUT_EMAIL_LINK_HOURS,
  CHECKOUT_EMAIL_LINK_SENT_MESSAGE,
} from '@boi/domain/orders/checkout-email';
import { verifyOrderEmailPath } from '@boi/domain/paths/routes';
import { db } from '../shared/firestore';
import { defineOperation } from '../shared/operation';
import { orderingCaller } from '../shared/ordering-caller';
import { siteOrigins } from '../shared/request-origin';
import { collections } from '../store/documents';
import { checkoutEmailMail } from './checkout-email-mail';
import { mailableAddress } from './order-mail';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** checkoutEmails/{uid}~{hash of the address}: one shopper's typed address and its link. */
const docId = (uid: string, email: string) => `${uid}~${sha256(emailKey(email)).slice(0, 22)}`;

/**
 * Where an order's mails go: the account's own verified address, or else the address typed at
 * checkout once its owner opened the link this shopper asked for; '' for none (the shop then
 * mails nothing, and a phone shopper hears by SMS).
 */
export async function orderMailAddress(
  caller: { uid: string; email: string | null; emailVerified: boolean },
  typed: string | undefined,
): Promise<string> {
  const own = mailableAddress(caller);
  if (own || !typed) return own ?? '';
  // The address as its owner confirmed it, never a spelling that only counts as the same key.
  const doc = (await collections(db()).checkoutEmails.doc(docId(caller.uid, typed)).get()).data();
  return doc?.verifiedAt && doc.email === typed ? doc.email : '';
}

/**
 * POST /user/checkout-email: mails the typed address a link (the shop's fixed text only). The
 * answer is the same whoever owns the address; a new request replaces the link of the one before.
 */
export const requestCheckoutEmailLinkOperation = defineOperation(
  'requestCheckoutEmailLink',
  async ({ email }, caller) => {
    // Only a shopper who may order (a verified number or address): throwaway accounts mail nobody.
    const { uid, email: own, emailVerified } = orderingCaller(caller);
    if (emailVerified && own && emailKey(own) === emailKey(email)) {
      return { message: CHECKOUT_EMAIL_ALREADY_VERIFIED_MESSAGE };
    }
    const ref = collections(db()).checkoutEmails.doc(docId(uid, email));
    const before = (await ref.get()).data();
    if (before?.verifiedAt && before.email === email) {
      return { message: CHECKOUT_EMAIL_ALREADY_VERIFIED_MESSAGE };
    }
    const token = randomBytes(32).toString('base64url');
    const link = `${siteOrigins()[0] as string}${verifyOrderEmailPath(ref.id, token)}`;
    const batch = db().batch();
    batch.set(ref, {
      uid,
      email,
      tokenHash: sha256(token),
      expiresAt: Timestamp.fromMillis(Date.now() + CHECKOUT_EMAIL_LINK_HOURS * 3_600_000),
      verifiedAt: null,
    });
    batch.create(collections(db()).mail.doc(), checkoutEmailMail(email, link));
    await batch.commit();
    return { message: CHECKOUT_EMAIL_LINK_SENT_MESSAGE };
  },
);

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** PATCH /user/checkout-email: the mailbox's owner opened the link; once only, within its hours. */
export const confirmCheckoutEmailOperation = defineOperation(
  'confirmCheckoutEmail',
  async ({ id, token }) => {
    const ref = collections(db()).checkoutEmails.doc(id);
    await db().runTransaction(async (tx) => {
      const doc = (await tx.get(ref)).data();
      const good =
        doc?.tokenHash &&
        doc.expiresAt.toMillis() > Date.now() &&
        sameHash(doc.tokenHash, sha256(token));
      if (!good) throw new HttpsError('invalid-argument', CHECKOUT_EMAIL_BAD_LINK_MESSAGE);
      tx.update(ref, { tokenHash: null, verifiedAt: Timestamp.now() });
    });
    return { message: CHECKOUT_EMAIL_CONFIRMED_MESSAGE };
  },
);
