import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview } from '@boi/domain/admin/reviews';
import { MAX_REVIEWS } from '@boi/domain/catalog/reads';
import { publicBookOf } from '@boi/domain/catalog/public-book';
import { collections } from '../src/store/documents';
import {
  DOORS,
  HOSTILE_IDS,
  expectAdminOnly,
  expectAdminOnlyRead,
  expectRefused,
  fetchFunction,
  okStatus,
  send,
  type AdminCall,
} from './admin-doors';
import { apiWrite } from './admin-helpers';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { getJson, testDb } from './fixtures';
import { shopFixtures } from './order-fixtures';

const shop = shopFixtures();
let admin: TestUser;
let customer: TestUser;
const reviewIds: string[] = [];

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});
const publicCopies: string[] = [];
afterAll(async () => {
  const { reviews, books } = collections(testDb());
  await Promise.all([
    shop.cleanup(),
    ...reviewIds.map((id) => reviews.doc(id).delete()),
    ...publicCopies.map((id) => books.doc(id).delete()),
  ]);
});

const APPROVE: AdminCall = {
  name: 'approveReview',
  method: 'PATCH',
  // Review manage sends form data {status: 'Approved'}.
  form: true,
  http: ({ id, ...body }) => ({ path: `/review/${String(id)}`, body }),
};
const DELETE: AdminCall = {
  name: 'deleteReview',
  method: 'DELETE',
  http: ({ id }) => ({ path: `/review/${String(id)}` }),
};

/** A Pending review of `forProduct`, written as createReview writes it. */
async function pendingReview(forProduct: string, comment = 'ভালো বই'): Promise<string> {
  const ref = await collections(testDb()).reviews.add({
    forProduct,
    rating: 4,
    comment,
    name: 'পাঠক',
    status: 'Pending',
    createdAt: Timestamp.now(),
  });
  reviewIds.push(ref.id);
  return ref.id;
}

/** Approved reviews of `forProduct` written straight to Firestore, as older data holds them. */
async function approvedReviews(forProduct: string, count: number): Promise<void> {
  const reviews = collections(testDb()).reviews;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const ref = reviews.doc();
      reviewIds.push(ref.id);
      await ref.set({
        forProduct,
        rating: 5,
        comment: `আগের মন্তব্য ${i}`,
        name: 'পাঠক',
        status: 'Approved',
        createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1) + i * 60_000),
      });
    }),
  );
}

/** A book with its public copy (books/{id}), as the admin writes make one; no count on either. */
async function bookWithPublicCopy() {
  const book = await shop.book();
  const { id, ...doc } = book;
  await collections(testDb()).books.doc(id).set(publicBookOf(doc, {}));
  publicCopies.push(id);
  return book;
}

/** The approved-review count on products/{id} and on its public copy books/{id}. */
async function storedCounts(bookId: string) {
  const { products, books } = collections(testDb());
  const [product, publicCopy] = await Promise.all([
    products.doc(bookId).get(),
    books.doc(bookId).get(),
  ]);
  return [product.get('approvedReviewCount'), publicCopy.get('approvedReviewCount')] as unknown[];
}

const reviewDoc = async (id: string) => (await collections(testDb()).reviews.doc(id).get()).data();
const publicReviews = (bookId: string) => getJson(`/api/v1/review?product=${bookId}`);

describe('who may manage reviews', () => {
  const rows: [AdminCall, (id: string) => Record<string, unknown>][] = [
    [APPROVE, (id) => ({ id, status: 'Approved' })],
    [DELETE, (id) => ({ id })],
  ];

  it.each(rows)(
    '$name: visitors 401, customers 403, admins succeed, through both doors',
    async (call, inputFor) => {
      const book = await shop.book();
      for (const door of DOORS) {
        const id = await pendingReview(book.id);
        await expectAdminOnly(door, call, inputFor(id), customer, () => reviewDoc(id));
        const done = await send(door, call, inputFor(id), admin);
        expect(done.status).toBe(okStatus(door, call));
        expect(done.result).toEqual({ message: expect.any(String), id });
        const after = await reviewDoc(id);
        if (call === DELETE) expect(after).toBeUndefined();
        else expect(after?.status).toBe('Approved');
      }
    },
  );
});

describe('approveReview and deleteReview', () => {
  it('approving makes a review public and counts it; deleting removes it', async () => {
    const book = await shop.book();
    const created = await callFunction(
      'createReview',
      { forProduct: book.id, rating: 5, name: 'পাঠক', comment: 'চমৎকার বই' },
      customer.idToken,
    );
    const id = created.body.result.reviewId as string;
    reviewIds.push(id);
    expect((await publicReviews(book.id)).body.data).toEqual({ reviews: [], approvedCount: 0 });

    const approved = await send('http', APPROVE, { id, status: 'Approved' }, admin);
    expect(approved).toMatchObject({ status: 200, result: { message: 'Review approved', id } });
    const visible = await publicReviews(book.id);
    expect(visible.body.data.approvedCount).toBe(1);
    expect(visible.body.data.reviews).toEqual([
      expect.objectContaining({ _id: id, comment: 'চমৎকার বই', status: 'Approved' }),
    ]);

    // Approval is one way and idempotent: a second approval changes nothing.
    const again = await send('callable', APPROVE, { id, status: 'Approved' }, admin);
    expect(again.result).toEqual({ message: 'Review is already approved', id });
    expect((await publicReviews(book.id)).body.data.approvedCount).toBe(1);
    // There is no way back to Pending.
    for (const door of DOORS) {
      await expectRefused(
        door,
        APPROVE,
        { id, status: 'Pending' },
        admin,
        'invalid-argument',
        "A review's status can only become Approved",
      );
    }
    expect((await reviewDoc(id))?.status).toBe('Approved');

    const deleted = await send('callable', DELETE, { id }, admin);
    expect(deleted.result).toEqual({ message: 'Review deleted', id });
    expect(await reviewDoc(id)).toBeUndefined();
    expect((await publicReviews(book.id)).body.data).toEqual({ reviews: [], approvedCount: 0 });
    for (const door of DOORS) {
      await expectRefused(door, DELETE, { id }, admin, 'not-found', `Review ${id} was not found`);
      await expectRefused(door, APPROVE, { id, status: 'Approved' }, admin, 'not-found');
    }
  });

  it('approves with a JSON body too', async () => {
    const book = await shop.book();
    const id = await pendingReview(book.id);
    const { status } = await apiWrite('PATCH', `/review/${id}`, {
      body: { status: 'Approved' },
      token: admin.idToken,
    });
    expect(status).toBe(200);
    expect((await reviewDoc(id))?.status).toBe('Approved');
  });
});

describe("a book's approved-review count", () => {
  it('says 60 with 60 approved reviews, though a page lists the newest 50', async () => {
    const book = await bookWithPublicCopy();
    const ids: string[] = [];
    for (let i = 0; i < 60; i += 1) ids.push(await pendingReview(book.id, `মন্তব্য ${i}`));
    for (const id of ids) {
      const { result } = await send('callable', APPROVE, { id, status: 'Approved' }, admin);
      expect(result).toEqual({ message: 'Review approved', id });
    }
    expect(await storedCounts(book.id)).toEqual([60, 60]);

    // The review read (the Reviews tab, the JSON-LD's reviewCount) and the book's detail answer.
    const reviews = await publicReviews(book.id);
    expect(reviews.body.data.reviews).toHaveLength(MAX_REVIEWS);
    expect(reviews.body.data.approvedCount).toBe(60);
    const detail = await getJson(`/api/v1/product/${book.id}`);
    expect(detail.body.data.approvedReviewCount).toBe(60);

    // Approving again, one after the other or two at once, counts once.
    const again = await send('http', APPROVE, { id: ids[0], status: 'Approved' }, admin);
    expect(again.result).toEqual({ message: 'Review is already approved', id: ids[0] });
    const racing = await pendingReview(book.id);
    const both = await Promise.all([
      send('callable', APPROVE, { id: racing, status: 'Approved' }, admin),
      send('callable', APPROVE, { id: racing, status: 'Approved' }, admin),
    ]);
    expect(both.map((answer) => answer.result.message).sort()).toEqual([
      'Review approved',
      'Review is already approved',
    ]);
    expect(await storedCounts(book.id)).toEqual([61, 61]);

    // Deleting a Pending review leaves the count; deleting an approved one takes one off.
    const pending = await pendingReview(book.id);
    await send('callable', DELETE, { id: pending }, admin);
    expect(await storedCounts(book.id)).toEqual([61, 61]);
    await send('callable', DELETE, { id: racing }, admin);
    await send('http', DELETE, { id: ids[0] }, admin);
    expect(await storedCounts(book.id)).toEqual([59, 59]);
    expect((await publicReviews(book.id)).body.data.approvedCount).toBe(59);
  }, 180_000);

  it('starts a book saved before the count from its approved reviews', async () => {
    const book = await bookWithPublicCopy();
    await approvedReviews(book.id, 55);
    // Until then the count is the number read: the newest 50.
    expect((await publicReviews(book.id)).body.data.approvedCount).toBe(MAX_REVIEWS);
    expect(await storedCounts(book.id)).toEqual([undefined, undefined]);

    const id = await pendingReview(book.id);
    await send('callable', APPROVE, { id, status: 'Approved' }, admin);
    expect(await storedCounts(book.id)).toEqual([56, 56]);
    expect((await publicReviews(book.id)).body.data.approvedCount).toBe(56);
  });

  it('the review of a deleted book is approved and deleted without a count', async () => {
    const book = await shop.book();
    const id = await pendingReview(book.id);
    await collections(testDb()).products.doc(book.id).delete();
    expect((await send('callable', APPROVE, { id, status: 'Approved' }, admin)).result).toEqual({
      message: 'Review approved',
      id,
    });
    expect((await send('callable', DELETE, { id }, admin)).result).toEqual({
      message: 'Review deleted',
      id,
    });
    expect((await collections(testDb()).products.doc(book.id).get()).exists).toBe(false);
    expect((await collections(testDb()).books.doc(book.id).get()).exists).toBe(false);
  });
});

describe('GET /api/v1/review', () => {
  it('without a product is Review manage: admins only', async () => {
    await expectAdminOnlyRead('/api/v1/review?page=0&size=10', customer);
    await expectAdminOnlyRead('/api/v1/review', customer);
  });

  it('pages every review, Pending and Approved, newest first, with the book name', async () => {
    const book = await shop.book();
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await pendingReview(book.id, `মন্তব্য ${i}`));
    await send('callable', APPROVE, { id: ids[0], status: 'Approved' }, admin);

    const [first, second] = await Promise.all([
      getAuthed('/api/v1/review?page=0&size=2', admin.idToken),
      getAuthed('/api/v1/review?page=1&size=2', admin.idToken),
    ]);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const reviews = collections(testDb()).reviews;
    const newest = await reviews.orderBy('createdAt', 'desc').limit(4).get();
    const page: AdminReview[] = [...first.body.data.reviews, ...second.body.data.reviews];
    expect(page.map((r) => r._id)).toEqual(newest.docs.map((doc) => doc.id));
    expect(page.slice(0, 3).map((r) => r._id)).toEqual([...ids].reverse());
    expect(page.slice(0, 3).map((r) => [r.status, r.bookName, r.forProduct])).toEqual([
      ['Pending', book.nameB, book.id],
      ['Pending', book.nameB, book.id],
      ['Approved', book.nameB, book.id],
    ]);
    expect(first.body.data.reviewTotalCount).toBe((await reviews.count().get()).data().count);

    // A deleted book leaves its reviews listed, with no book name.
    await collections(testDb()).products.doc(book.id).delete();
    const orphaned = await getAuthed('/api/v1/review?page=0&size=1', admin.idToken);
    expect(orphaned.body.data.reviews[0]).toMatchObject({ _id: ids[2], bookName: null });
  });

  it('with a product stays public: approved reviews only, no token needed', async () => {
    const book = await shop.book();
    const pending = await pendingReview(book.id);
    const approved = await pendingReview(book.id);
    await send('callable', APPROVE, { id: approved, status: 'Approved' }, admin);
    const { status, headers, body } = await publicReviews(book.id);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('public');
    expect(body.data.approvedCount).toBe(1);
    expect(body.data.reviews.map((r: { _id: string }) => r._id)).toEqual([approved]);
    expect(body.data.reviews.map((r: { _id: string }) => r._id)).not.toContain(pending);
  });
});

describe('hostile review ids', () => {
  it('get 400 or 404, never a 5xx', async () => {
    for (const id of HOSTILE_IDS) {
      const patch = await apiWrite('PATCH', `/review/${id}`, {
        body: { status: 'Approved' },
        token: admin.idToken,
      });
      const remove = await apiWrite('DELETE', `/review/${id}`, { token: admin.idToken });
      expect([400, 404]).toContain(patch.status);
      expect([400, 404]).toContain(remove.status);
    }
    const long = await fetchFunction(`/review/${'x'.repeat(10_000)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.idToken}` },
    });
    expect([long.status, long.body.error]).toEqual([400, 'invalid-argument']);
  });
});
