// A public read answers only the query parameters it takes: `?x=1`, `?x=2`… would each be a new
// CDN entry and a new bill of reads. The dashboard's cache buster `fresh` is an admin's only.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, getAuthed, type TestUser } from './auth-helpers';

let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});

describe('query parameters of the public reads', () => {
  it('refuses one the read does not take', async () => {
    const known = await getAuthed('/api/v1/category?limit=2');
    expect(known.status).toBe(200);
    const unknown = await getAuthed('/api/v1/category?limit=2&utm_source=x');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown query parameter: utm_source');
    expect((await getAuthed('/api/v1/home?v=2')).status).toBe(400);
  });

  it('takes the cache buster `fresh` from an admin only', async () => {
    expect((await getAuthed('/api/v1/writer?fresh=1')).status).toBe(401);
    expect((await getAuthed('/api/v1/writer?fresh=1', customer.idToken)).status).toBe(403);
    expect((await getAuthed('/api/v1/writer?fresh=1', admin.idToken)).status).toBe(200);
  });
});
