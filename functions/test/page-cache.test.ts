// The ssr function keeps the pages it rendered (functions/src/ssr/page-cache.ts) until an admin
// change or an order starts a new pages version: a kept page answers at once and is never older
// than the catalog. `Server-Timing: page;desc="hit"` says the page came from the cache.
import { randomUUID } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '@boi/domain/api/rate-limits';
import { collections } from '../src/store/documents';
import { callFunction, createTestUser, type TestUser } from './auth-helpers';
import { BASE_URL, testDb } from './fixtures';

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

describe('one URL per page (issue 30)', () => {
  const ask = (path: string) => fetch(`${BASE_URL}${path}`, { redirect: 'manual' });

  it('answers /?x=<random> twenty times with a cached redirect to /, rendering nothing', async () => {
    const timings: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      const response = await ask(`/?x=${randomUUID()}`);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/');
      expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
      timings.push(/desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? '');
      await response.arrayBuffer();
    }
    // No render: each was answered before the renderer and the page cache were asked.
    expect(timings).toEqual(Array(20).fill('redirect'));
    // The one page they lead to renders (once per warm worker) and is then kept.
    let home = await page('/');
    for (let tries = 1; home.cache !== 'hit' && tries < 8; tries += 1) home = await page('/');
    expect(home.status).toBe(200);
    expect(home.cache).toBe('hit');
  });

  it('keeps what a page reads, once and in one spelling, and drops the rest', async () => {
    const cases = [
      [`/category/${categoryId}?utm_source=x&page=2`, `/category/${categoryId}?page=2`],
      [`/category/${categoryId}?page=1`, `/category/${categoryId}`],
      ['/product3Details/no-such-book?fbclid=abc', '/product3Details/no-such-book'],
      ['/search?page=1&q=%20kobi%20&x=1', '/search?q=kobi'],
    ] as const;
    for (const [from, to] of cases) {
      const response = await ask(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
      await response.arrayBuffer();
    }
    const clean = await ask(`/category/${categoryId}?page=2`);
    expect(clean.status).toBe(200);
    await clean.arrayBuffer();
  });
});

describe('/search rendered on the server (issue 30)', () => {
  it('takes the search limit of /api/v1/search: past it, a 429 page that says so, no search run', async () => {
    // In the emulators every caller is one address (EMULATED_ADDRESS, shared/client-address.ts).
    // One search through the API makes or counts its counter; fill it (and the next window's).
    const headers = {};
    const limits = collections(testDb()).rateLimits;
    const api = await fetch(`${BASE_URL}/api/v1/search?q=kobi`, { headers });
    expect(api.status).toBe(200);
    const windowOf = (id: string) => Number(id.split('~').pop());
    const addressCounters = (await limits.get()).docs.filter((doc) =>
      doc.id.startsWith('search~address~'),
    );
    const newest = Math.max(...addressCounters.map((doc) => windowOf(doc.id)));
    const counters = addressCounters.filter((doc) => windowOf(doc.id) === newest);
    expect(counters).toHaveLength(1);
    const filled = counters.flatMap((doc) => {
      const [key, window] = [doc.id.slice(0, doc.id.lastIndexOf('~')), doc.id.split('~').pop()];
      return [0, 1].map((ahead) => limits.doc(`${key}~${Number(window) + ahead}`));
    });
    const expiresAt = counters[0]!.get('expiresAt') as Timestamp;
    await Promise.all(filled.map((ref) => ref.set({ count: 1_000_000_000, expiresAt })));
    try {
      const response = await fetch(
        `${BASE_URL}/search?${new URLSearchParams({ q: `kobi ${run}` }).toString()}`,
        { headers },
      );
      const html = await response.text();
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(html).toContain(RATE_LIMITED_MESSAGE);
      // The API says the same.
      expect((await fetch(`${BASE_URL}/api/v1/search?q=kobi`, { headers })).status).toBe(429);
    } finally {
      await Promise.all(filled.map((ref) => ref.delete()));
    }
    const after = await fetch(
      `${BASE_URL}/search?${new URLSearchParams({ q: `kobi ${run}` }).toString()}`,
      { headers },
    );
    expect(after.status).toBe(200);
    await after.arrayBuffer();
  });
});
