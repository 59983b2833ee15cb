// A verified mobile number is a verified identity for reviews, as it is for orders (issue 38): a
// phone shopper's review is taken, Pending; an account with neither a verified e-mail nor a
// verified number is still refused.
import { afterAll, describe, expect, it } from 'vitest';
import { VERIFY_EMAIL_MESSAGE } from '@boi/domain/accounts/auth';
import { collections } from '../src/store/documents';
import { callFunction, createTestUser, newMobileNumber, signInByPhone } from './auth-helpers';
import { testDb } from './fixtures';
import { shopFixtures } from './order-fixtures';

const shop = shopFixtures();
afterAll(() => shop.cleanup());

const review = (forProduct: string) => ({
  forProduct,
  rating: 5,
  name: 'ফোনের পাঠক',
  comment: 'চমৎকার বই',
});

describe('phone shoppers review', () => {
  it('a shopper signed in by phone alone writes a review, which waits for approval', async () => {
    const book = await shop.book();
    const { idToken } = await signInByPhone(newMobileNumber());
    const written = await callFunction('createReview', review(book.id), idToken);
    expect(written.status).toBe(200);
    expect(written.body.result.status).toBe('Pending');
    const stored = await collections(testDb()).reviews.doc(written.body.result.reviewId).get();
    expect(stored.get('status')).toBe('Pending');
  });

  it('an account with an unverified e-mail and no number is still refused', async () => {
    const book = await shop.book();
    const user = await createTestUser({ emailVerified: false });
    const refused = await callFunction('createReview', review(book.id), user.idToken);
    expect(refused.body.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: VERIFY_EMAIL_MESSAGE,
    });
  });
});
