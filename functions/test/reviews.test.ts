import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE } from '@boi/domain/orders/order';
import { REVIEW_RECEIVED_MESSAGE } from '@boi/domain/catalog/reviews';
import { collections } from '../src/store/documents';
import { callFunction, createTestUser } from './auth-helpers';
import { getJson, testDb } from './fixtures';
import { shopFixtures } from './order-fixtures';

const shop = shopFixtures();
afterAll(() => shop.cleanup());

describe('createReview', () => {
  it('stores a Pending review that is public only once approved', async () => {
    const user = await createTestUser();
    const book = await shop.book();
    const { body } = await callFunction(
      'createReview',
      { forProduct: book.id, rating: 5, name: 'পাঠক', comment: 'চমৎকার বই', status: 'Approved' },
      user.idToken,
    );
    expect(body.result).toEqual({
      message: REVIEW_RECEIVED_MESSAGE,
      reviewId: expect.any(String),
      status: 'Pending',
    });
    const ref = collections(testDb()).reviews.doc(body.result.reviewId);
    expect((await ref.get()).data()).toMatchObject({
      forProduct: book.id,
      rating: 5,
      name: 'পাঠক',
      comment: 'চমৎকার বই',
      status: 'Pending',
    });
    // The review is public once approved, so who wrote it is kept apart, for the functions only.
    expect((await ref.get()).get('uid')).toBeUndefined();
    const author = await collections(testDb()).reviewAuthors.doc(ref.id).get();
    expect(author.get('uid')).toBe(user.uid);

    const before = await getJson(`/api/v1/review?product=${book.id}`);
    expect(before.body.data).toEqual({ reviews: [], approvedCount: 0 });

    await ref.update({ status: 'Approved' });
    const after = await getJson(`/api/v1/review?product=${book.id}`);
    expect(after.body.data.approvedCount).toBe(1);
    expect(after.body.data.reviews[0]).toMatchObject({ _id: ref.id, comment: 'চমৎকার বই' });
    await ref.delete();
  });

  it('needs sign-in, a rating and an existing book', async () => {
    const book = await shop.book();
    const review = { forProduct: book.id, rating: 4, name: 'পাঠক', comment: 'ভালো' };
    const signedOut = await callFunction('createReview', review);
    expect(signedOut.body.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: LOGIN_REQUIRED_MESSAGE,
    });
    const user = await createTestUser();
    const { rating: _rating, ...noRating } = review;
    const unrated = await callFunction('createReview', noRating, user.idToken);
    expect(unrated.body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'please Give a Rating Number',
    });
    const unknown = await callFunction(
      'createReview',
      { ...review, forProduct: 'no-such-book' },
      user.idToken,
    );
    expect(unknown.body.error.status).toBe('NOT_FOUND');
    expect(unknown.body.error.message).toContain('no-such-book');
  });
});
