// The audit trail: every admin change records who made it, what it changed and when, in the
// change's own transaction; refusals record nothing. Read through GET /api/v1/audit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/store/documents';
import { runCli, uploadedPicture } from './admin-helpers';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';
import { testDb } from './fixtures';
import { checkout, shopFixtures } from './order-fixtures';

const run = randomUUID().slice(0, 8);
const shop = shopFixtures();
afterAll(() => shop.cleanup());
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});

const entriesBy = async (query: string) =>
  (await getAuthed(`/api/v1/audit?${query}`, admin.idToken)).body.data;

describe('the audit trail', () => {
  it('names the admin, the operation, the target and the change', async () => {
    const created = await callFunction('createCategory', { name: `নিরীক্ষা ${run}` }, admin.idToken);
    const id = created.body.result.id as string;
    await callFunction('updateCategory', { id, name: `নিরীক্ষা ২ ${run}` }, admin.idToken);

    const { entries } = await entriesBy(`uid=${admin.uid}&size=10`);
    expect(entries.map((entry: { operation: string }) => entry.operation)).toEqual([
      'updateCategory',
      'createCategory',
    ]);
    const [renamed, added] = entries;
    expect(added).toMatchObject({
      uid: admin.uid,
      email: admin.email,
      target: { kind: 'category', id, label: `নিরীক্ষা ${run}` },
      before: null,
      after: { name: `নিরীক্ষা ${run}`, productCount: 0 },
    });
    expect(renamed.before.name).toBe(`নিরীক্ষা ${run}`);
    expect(renamed.after.name).toBe(`নিরীক্ষা ২ ${run}`);
    expect(Date.parse(renamed.at)).toBeGreaterThan(Date.now() - 60_000);

    const filtered = await entriesBy(`operation=createCategory&uid=${admin.uid}`);
    expect(filtered.total).toBe(1);
    await callFunction('deleteCategory', { id }, admin.idToken);
  });

  it('records nothing for a refused or failed change', async () => {
    const before = (await entriesBy(`uid=${admin.uid}`)).total as number;
    expect(
      (await callFunction('deleteCategory', { id: 'no-such-category' }, admin.idToken)).status,
    ).toBe(404);
    expect((await callFunction('createCategory', { name: 'x' }, customer.idToken)).status).toBe(
      403,
    );
    expect((await entriesBy(`uid=${admin.uid}`)).total).toBe(before);
  });

  it('is for admins only', async () => {
    expect((await getAuthed('/api/v1/audit', customer.idToken)).status).toBe(403);
    expect((await getAuthed('/api/v1/audit')).status).toBe(401);
    expect((await getAuthed('/api/v1/audit?operation=$bad', admin.idToken)).status).toBe(400);
  });
});

describe('what the audit trail keeps beyond the operations', () => {
  it('records an upload: who uploaded which file, and where it went', async () => {
    const upload = await uploadedPicture('product', admin.idToken);
    const { entries } = await entriesBy(`operation=uploadImage&uid=${admin.uid}`);
    expect(entries[0]).toMatchObject({
      email: admin.email,
      target: { kind: 'upload', id: upload, label: 'cover.PNG' },
      before: null,
      after: { kind: 'product', filename: 'cover.PNG', image: expect.stringContaining(upload) },
    });
  });

  it('records a grant and a revoke made with `npm run admin:grant`', async () => {
    const staff = await createTestUser();
    expect(runCli('grant', staff.email).status).toBe(0);
    expect(runCli('revoke', staff.email).status).toBe(0);
    const { entries } = await entriesBy('operation=adminClaimCli&size=50');
    const mine = entries.filter(
      (entry: { target: { id: string } }) => entry.target.id === staff.uid,
    );
    expect(mine).toMatchObject([
      {
        uid: 'cli',
        email: expect.stringContaining('npm run admin:revoke'),
        after: { role: 'Customer' },
      },
      {
        uid: 'cli',
        email: expect.stringContaining('npm run admin:grant'),
        after: { invited: 'Admin' },
      },
    ]);
  });

  it('keeps what a deleted order held: its customer, lines and totals', async () => {
    const book = await shop.book({ quantity: 3 });
    const placed = await callFunction(
      'placeOrder',
      checkout([{ productId: book.id, quantity: 2 }]),
      customer.idToken,
    );
    const id = placed.body.result.orderId as string;
    const order = (await collections(testDb()).orders.doc(id).get()).data()!;
    await callFunction('updateOrderStatus', { id, orderStatus: 'Cancelled' }, admin.idToken);
    expect((await callFunction('deleteOrder', { id }, admin.idToken)).status).toBe(200);
    expect((await collections(testDb()).orders.doc(id).get()).exists).toBe(false);

    const { entries } = await entriesBy(`operation=deleteOrder&uid=${admin.uid}`);
    expect(entries[0]).toMatchObject({
      target: { kind: 'order', id, label: order.number },
      after: null,
      before: {
        orderStatus: 'Cancelled',
        uid: customer.uid,
        email: order.email,
        shipping: order.shipping,
        payment: { method: 'cashOnDelivery' },
        totals: order.totals,
        items: [expect.objectContaining({ productId: book.id, quantity: 2 })],
      },
    });
  });
});
