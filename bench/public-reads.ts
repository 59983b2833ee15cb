// The worst-case billed reads of every read an anonymous caller can make (issue 30): each public
// /api/v1 GET, each server-rendered page, and the queries firestore.rules lets a browser send,
// each beside the cost of its first page. Reads are the emulator's own tally of what Firestore
// bills (GET /emulator/v1/usage: documents returned, skipped by an offset, gotten), taken before
// and after each request, one request at a time; nothing else reads while it runs.
import { SALES_INFO } from '../domain/src/shared/constants';
import { USAGE_PATH } from '../emulator/src/usage';
import type { Stack } from '../scripts/stack';

type Row = {
  read: string;
  first: number;
  worst: number;
  /** What the worst case is, e.g. `page 1,999` or `403`. */
  note: string;
};

export type PublicReadFigures = { books: number; rows: Row[] };

const PAGE = 50;

/** One retry: a keep-alive socket the emulators closed while the seed ran fails the first fetch. */
async function fetchOnce(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function usage(firestoreHost: string): Promise<number> {
  const response = await fetchOnce(`http://${firestoreHost}${USAGE_PATH}`);
  return ((await response.json()) as { reads: number }).reads;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetchOnce(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

type Named = { _id: string; name?: string; productCount?: number };
const biggest = (items: Named[]): Named => {
  const [top] = [...items].sort((a, b) => (b.productCount ?? 0) - (a.productCount ?? 0));
  if (!top) throw new Error('nothing to measure');
  return top;
};
const lastPage = (total: number, size: number) => Math.max(0, Math.ceil(total / size) - 1);

export async function measurePublicReads(stack: Stack): Promise<PublicReadFigures> {
  const host = stack.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('no Firestore emulator host');
  const base = stack.url;
  /** The reads one request is billed, and its status. */
  const billed = async (path: string, init?: RequestInit) => {
    const before = await usage(host);
    const response = await fetchOnce(`${base}${path}`, { redirect: 'manual', ...init });
    await response.arrayBuffer();
    return { reads: (await usage(host)) - before, status: response.status };
  };
  const rows: Row[] = [];
  // What the refused reads cost the one caller who may make them: what a script paid before.
  const authHost = stack.env.FIREBASE_AUTH_EMULATOR_HOST;
  const signIn = await fetchOnce(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'admin@boi.test',
        password: 'admin123',
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const asAdmin = { headers: { authorization: `Bearer ${idToken}` } };
  const refusedRow = async (read: string, path: string) => {
    const refused = await billed(path);
    const admin = await billed(path, asAdmin);
    rows.push({
      read,
      first: refused.reads,
      worst: refused.reads,
      note: `${refused.status}; an admin's read (a script's before): ${admin.reads}`,
    });
  };
  const row = async (read: string, first: string, worst: string | null, note = '') => {
    const a = await billed(first);
    const b = worst === null ? a : await billed(worst);
    rows.push({ read, first: a.reads, worst: Math.max(a.reads, b.reads), note });
  };

  const categories = await json<Named[]>(`${base}/api/v1/category?limit=200`);
  const writers = await json<Named[]>(`${base}/api/v1/writer`);
  const publications = await json<Named[]>(`${base}/api/v1/publication`);
  const [category, writer, publication] = [categories, writers, publications].map(biggest);
  const all = await json<{ productTotalCount: number }>(`${base}/api/v1/product?page=0&size=1`);
  const books = all.productTotalCount;
  const [book] = await json<Named[]>(`${base}/api/v1/product?limit=1`);
  if (!category || !writer || !publication || !book) throw new Error('an empty catalog');
  const lastOf = (total = 0, size = PAGE) => lastPage(total, size);
  const listings = [
    ['all books', '', books],
    ['a category', `category=${category._id}&`, category.productCount],
    ['a writer', `writer=${writer._id}&`, writer.productCount],
    ['a publication', `publication=${publication._id}&`, publication.productCount],
  ] as const;

  // The public /api/v1 rows.
  await row('GET /home', '/api/v1/home', null);
  await row('GET /banner', '/api/v1/banner', null);
  await row('GET /book-fair', '/api/v1/book-fair', null);
  await row('GET /health', '/api/v1/health', null);
  await row('GET /product/{id}', `/api/v1/product/${book._id}`, null);
  await row('GET /review?product', `/api/v1/review?product=${book._id}`, null);
  for (const [name, filter, total] of listings) {
    await row(
      `GET /product?page (${name})`,
      `/api/v1/product?${filter}page=0&size=${PAGE}`,
      `/api/v1/product?${filter}page=${lastOf(total)}&size=${PAGE}`,
      `page ${lastOf(total)}`,
    );
  }
  // A bounded list has one page; its `skip` (at most 20: /nonTeckAll skips 5) is billed with it.
  await row(
    'GET /product?category&limit&skip',
    `/api/v1/product?category=${category._id}&limit=${PAGE}&skip=20`,
    null,
    'one page: skip 20 + limit 50',
  );
  await row(
    'GET /product?bookFair&limit&skip',
    `/api/v1/product?bookFair=2023&limit=${PAGE}&skip=20`,
    null,
    'one page: skip 20 + limit 50',
  );
  for (const attack of [
    `stockAtMost=0&page=0&size=${PAGE}`,
    `priceBand=under-200&page=${Math.floor(lastOf(books) / 2)}&size=${PAGE}`,
    `bookFair=2023&page=100&size=${PAGE}`,
    `category=${category._id}&priceBand=200-499&page=20&size=${PAGE}`,
  ]) {
    await refusedRow(
      `GET /product?${attack.replace(/=[^&]*/g, '').replace(/&/g, ', ')} (anonymous)`,
      `/api/v1/product?${attack}`,
    );
  }
  for (const kind of ['category', 'writer', 'publication'] as const) {
    const items = { category: categories, writer: writers, publication: publications }[kind];
    const item = { category, writer, publication }[kind];
    // Paged by offset for the admin tables: refused to anyone else.
    await refusedRow(
      `GET /${kind}?page, size (anonymous)`,
      `/api/v1/${kind}?page=${lastOf(items.length) + 1000}&size=${PAGE}`,
    );
    await row(`GET /${kind} (list)`, `/api/v1/${kind}`, null);
    await row(
      `GET /${kind}/{id}?page`,
      `/api/v1/${kind}/${item._id}?page=0&size=${PAGE}`,
      `/api/v1/${kind}/${item._id}?page=${lastOf(item.productCount)}&size=${PAGE}`,
      `page ${lastOf(item.productCount)}`,
    );
  }
  // Search: the rate limit's counter and the page's books (the index lives in memory). Warm the
  // index first: an instance catching up on a cold start reads once, not per request.
  const words = new URLSearchParams({ q: writer.name ?? 'বই' }).toString();
  for (let warm = 0; warm < 6; warm += 1) await billed(`/api/v1/search?${words}`);
  const found = await json<{ productTotalCount: number }>(
    `${base}/api/v1/search?${words}&page=0&size=${PAGE}`,
  );
  await row(
    'GET /search',
    `/api/v1/search?${words}&page=0&size=${PAGE}`,
    `/api/v1/search?${words}&page=${lastOf(found.productTotalCount)}&size=${PAGE}`,
    `page ${lastOf(found.productTotalCount)} (${found.productTotalCount} found)`,
  );

  // The server-rendered pages, each asked for the first time (a miss of every page cache): page 1
  // and the last page of each list (ten books a page; `?page=` counts from 1).
  const paged = async (read: string, path: string, total: number, join = '?') => {
    const last = lastOf(total, 10) + 1;
    await row(read, path, last > 1 ? `${path}${join}page=${last}` : null, `page ${last}`);
  };
  await row('page /', '/', null);
  await row('page /?x=<random> (redirect)', `/?x=${Math.random()}`, null, '301');
  await row(`page /product3Details/{id}`, `/product3Details/${book._id}`, null);
  for (const kind of ['category', 'writer', 'publication'] as const) {
    const item = { category, writer, publication }[kind];
    await row(`page /${kind}`, `/${kind}`, null);
    await paged(`page /${kind}/{id}`, `/${kind}/${item._id}`, item.productCount ?? 0);
  }
  const weekBest = await json<{ productTotalCount: number }>(
    `${base}/api/v1/product?salesInfo=${encodeURIComponent(SALES_INFO.weekBest)}&page=0&size=1`,
  );
  await paged('page /week-best-sale-all', '/week-best-sale-all', weekBest.productTotalCount);
  await paged('page /nonTeckAll', '/nonTeckAll', books - 5);
  await paged('page /search?q', `/search?${words}`, found.productTotalCount, '&');

  // What firestore.rules lets a browser ask for itself (REST runQuery, signed out).
  const runQuery = async (collection: string, limit: number, offset?: number) => {
    const before = await usage(host);
    const response = await fetchOnce(
      `http://${host}/v1/projects/demo-boi/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: { from: [{ collectionId: collection }], limit, offset },
        }),
      },
    );
    await response.arrayBuffer();
    return { reads: (await usage(host)) - before, status: response.status };
  };
  for (const [collection, limit] of [
    ['books', 50],
    ['categories', 200],
    ['writers', 200],
    ['publications', 200],
    ['banners', 20],
    ['bookFair', 1],
  ] as const) {
    const first = await runQuery(collection, limit);
    const skipped = await runQuery(collection, limit, Math.max(0, books - limit));
    rows.push({
      read: `rules: list ${collection} (limit ${limit})`,
      first: first.reads,
      worst: Math.max(first.reads, skipped.reads),
      note: `offset ${Math.max(0, books - limit)}: ${skipped.status}`,
    });
  }
  return { books, rows };
}

export function printPublicReads({ books, rows }: PublicReadFigures): void {
  console.log(
    `\nPublic reads at ${books.toLocaleString('en')} books: billed Firestore reads, first page and worst case`,
  );
  const width = Math.max(...rows.map((r) => r.read.length)) + 2;
  console.log(
    `${'read'.padEnd(width)}${'first'.padStart(8)}${'worst'.padStart(8)}  ${'ok'.padEnd(4)}worst case`,
  );
  for (const { read, first, worst, note } of rows) {
    const ok = worst <= first ? 'yes' : 'NO';
    console.log(
      `${read.padEnd(width)}${String(first).padStart(8)}${String(worst).padStart(8)}  ${ok.padEnd(4)}${note}`,
    );
  }
  const over = rows.filter((r) => r.worst > r.first);
  console.log(
    over.length === 0
      ? 'None is billed above the cost of its first page.'
      : `Above the first page: ${over.map((r) => r.read).join('; ')}`,
  );
}
