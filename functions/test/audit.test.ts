// The audit trail: every admin change records who made it, what it changed and when, in the
// change's own transaction; refusals record nothing. Read through GET /api/v1/audit.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFunction, createTestUser, getAuthed, type TestUser } from './auth-helpers';

const run = randomUUID().slice(0, 8);
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
