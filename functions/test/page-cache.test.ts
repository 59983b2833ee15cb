// The ssr function keeps the pages it rendered (functions/src/ssr/page-cache.ts) until an admin
// change or an order starts a new pages version: a kept page answers at once and is never older
// than the catalog. `Server-Timing: page;desc="hit"` says the page came from the cache.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFunction, createTestUser, type TestUser } from './auth-helpers';
import { BASE_URL } from './fixtures';

const run = randomUUID().slice(0, 8);
let admin: TestUser;
let categoryId = '';

async function page(path: string, cookie?: string) {
  const response = await fetch(`${BASE_URL}${path}`, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    cache: /desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1],
    html: await response.text(),
  };
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  const created = await callFunction('createCategory', { name: `উপন্যাস ${run}` }, admin.idToken);
  expect(created.status).toBe(200);
  categoryId = created.body.result.id;
});

describe('the ssr page cache', () => {
  it('answers a page again from the cache', async () => {
    const first = await page(`/category/${categoryId}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain(`উপন্যাস ${run}`);
    // Each of the emulator's warm ssr workers keeps its own pages: ask until one has it.
    let again = await page(`/category/${categoryId}`);
    for (let tries = 1; again.cache !== 'hit' && tries < 6; tries += 1) {
      again = await page(`/category/${categoryId}`);
    }
    expect(again.cache).toBe('hit');
    expect(again.html).toContain(`উপন্যাস ${run}`);
  });

  it('renders afresh after an admin change, showing it at once', async () => {
    await page(`/category/${categoryId}`);
    const renamed = await callFunction(
      'updateCategory',
      { id: categoryId, name: `নতুন নাম ${run}` },
      admin.idToken,
    );
    expect(renamed.status).toBe(200);
    const after = await page(`/category/${categoryId}`);
    expect(after.cache).toBe('miss');
    expect(after.html).toContain(`নতুন নাম ${run}`);
    expect(after.html).not.toContain(`উপন্যাস ${run}`);
  });

  it('keeps no page that was not found', async () => {
    const path = `/product3Details/no-such-book-${run}`;
    expect((await page(path)).status).toBe(404);
    const again = await page(path);
    expect(again.status).toBe(404);
    expect(again.cache).toBe('miss');
  });

  it("renders in the reader's language, and keeps each language's page apart", async () => {
    const path = `/category/${categoryId}`;
    for (let round = 0; round < 3; round += 1) {
      const english = await page(path, '__session=en');
      expect(english.html).toContain('<html lang="en"');
      expect(english.html).toContain('Search by book title or writer');
      const bangla = await page(path, 'theme=dark');
      expect(bangla.html).toContain('<html lang="bn"');
      expect(bangla.html).toContain('বইয়ের নাম ও লেখকের নাম দিয়ে খুঁজুন');
      expect(bangla.html).not.toContain('Search by book title or writer');
    }
  });
});
