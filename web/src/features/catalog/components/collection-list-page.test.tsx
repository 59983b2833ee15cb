import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Writer } from '@boi/domain/catalog/schemas';
import { memoryCatalog } from '@boi/domain/testing/memory-catalog';
import { setCatalogSource } from '../../../lib/catalog-source';
import { apiResponse, requestParams, stubApiFetch } from '../../../test-utils/api-fetch';
import { render } from '../../../test-utils/render';
import { CollectionListPage } from './collection-list-page';

const writer = (id: string, name: string): Writer => ({
  _id: id,
  name,
  writerDetails: '',
  productCount: 3,
});
const WRITERS = [
  writer('w1', 'কাজী নজরুল ইসলাম'),
  writer('w2', 'রবীন্দ্রনাথ ঠাকুর'),
  writer('w3', 'জসীমউদ্‌দীন'),
];
const CATEGORIES: Category[] = [
  { _id: 'c1', name: 'উপন্যাস', productCount: 3, section: null },
  { _id: 'c2', name: 'কবিতা', productCount: 2, section: null },
];

let server: ReturnType<typeof stubApiFetch>;
/** What the search engine matches for a query (writer ids, best first). */
let engineWriters: (q: string) => string[];

const searchRequests = () =>
  server.mock.calls.filter(([url]) => url.pathname === '/api/v1/search').map(([url]) => url);

const tiles = (prefix: string) =>
  screen
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith(prefix))
    .map((link) => link.getAttribute('href'));

/** Creation order is list order, as in Firestore. */
const stored = (items: { _id: string }[]) =>
  Object.fromEntries(
    items.map(({ _id, ...rest }, index) => [
      _id,
      { ...rest, createdAt: `2026-01-0${index + 1}T00:00:00.000Z` },
    ]),
  );

beforeEach(() => {
  setCatalogSource(memoryCatalog({ writers: stored(WRITERS), categories: stored(CATEGORIES) }));
  engineWriters = () => [];
  server = stubApiFetch();
  server.mockImplementation((url) => {
    if (url.pathname === '/api/v1/search') {
      const ids = engineWriters(url.searchParams.get('q') ?? '');
      return apiResponse({
        products: [],
        productTotalCount: ids.length,
        writers: WRITERS.filter((w) => ids.includes(w._id)),
        publications: [],
      });
    }
    throw new Error(`unexpected ${url.pathname}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CollectionListPage', () => {
  it('filters the writers by the typed name at once', async () => {
    const events = userEvent.setup();
    render(<CollectionListPage kind="writer" />);
    await waitFor(() => expect(tiles('/writer/')).toHaveLength(3));
    await events.type(screen.getByRole('searchbox', { name: 'লেখকের নাম লিখে খুঁজুন' }), 'রবীন্দ্র');
    await waitFor(() => expect(tiles('/writer/')).toEqual(['/writer/w2']));
  });

  it('adds the writers the search engine matches, such as Banglish names', async () => {
    engineWriters = (q) => (q === 'rabindranath' ? ['w2'] : []);
    const events = userEvent.setup();
    render(<CollectionListPage kind="writer" />);
    await waitFor(() => expect(tiles('/writer/')).toHaveLength(3));

    await events.type(screen.getByRole('searchbox'), 'rabindranath');

    await waitFor(() => expect(tiles('/writer/')).toEqual(['/writer/w2']));
    // Asked once typing paused, for the whole text.
    expect(searchRequests()).toHaveLength(1);
    expect(requestParams(server, server.mock.calls.length - 1)).toMatchObject({
      q: 'rabindranath',
    });
  });

  it('says none match only once the search engine has answered', async () => {
    const events = userEvent.setup();
    render(<CollectionListPage kind="writer" />);
    await waitFor(() => expect(tiles('/writer/')).toHaveLength(3));
    await events.type(screen.getByRole('searchbox'), 'zzzz');
    expect(await screen.findByText('কোনো লেখক পাওয়া যায়নি')).toBeTruthy();
    expect(searchRequests()).toHaveLength(1);
  });

  it('filters categories by name without asking the search engine', async () => {
    const events = userEvent.setup();
    render(<CollectionListPage kind="category" />);
    await waitFor(() => expect(tiles('/category/')).toHaveLength(2));
    await events.type(screen.getByRole('searchbox'), 'কবি');
    await waitFor(() => expect(tiles('/category/')).toEqual(['/category/c2']));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchRequests()).toHaveLength(0);
  });
});
