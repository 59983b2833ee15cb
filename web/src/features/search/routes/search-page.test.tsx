import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '../../../lib/search-keys';
import {
  apiErrorResponse,
  apiResponse,
  requestParams,
  stubApiFetch,
} from '../../../test-utils/api-fetch';
import { testBook } from '../../../test-utils/fixtures';
import { render } from '../../../test-utils/render';
import { Component as SearchPage } from './search-page';

const TOTAL = 23;

/** The search API over 23 books called "বই 1" … "বই 23": the page asked for, 10 at a time. */
function page(pageIndex: number, size: number): SearchResults {
  const numbers = Array.from({ length: TOTAL }, (_, i) => i + 1).slice(
    pageIndex * size,
    (pageIndex + 1) * size,
  );
  return {
    products: numbers.map((n) => testBook(`b${n}`, { nameB: `বই ${n}` })),
    productTotalCount: TOTAL,
    writers: [{ _id: 'w1', name: 'রবীন্দ্রনাথ ঠাকুর', writerDetails: '', productCount: 23 }],
    publications: [{ _id: 'p1', name: 'বিশ্বভারতী', productCount: 9 }],
  };
}

let server: ReturnType<typeof stubApiFetch>;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const renderPage = (route: string) =>
  render(
    <>
      <SearchPage />
      <Location />
    </>,
    { route },
  );

const bookTitles = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/product3Details/'))
    .map((link) => link.getAttribute('href'));

beforeEach(() => {
  server = stubApiFetch();
  server.mockImplementation((url) =>
    apiResponse(
      page(Number(url.searchParams.get('page')), Number(url.searchParams.get('size')) || 10),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPage', () => {
  it('reads the query from the URL and shows the count, the matches and the first 10 books', async () => {
    renderPage('/search?q=rabindranath');
    expect(await screen.findByText('মোট ২৩ টি বই পাওয়া গেছে')).toBeTruthy();
    expect(requestParams(server, 0)).toEqual({ q: 'rabindranath', page: '0', size: '10' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '“rabindranath” খোঁজার ফলাফল',
    );
    const writers = screen.getByRole('region', { name: 'লেখক' });
    expect(
      within(writers)
        .getByRole('link', { name: /রবীন্দ্রনাথ ঠাকুর/ })
        .getAttribute('href'),
    ).toBe('/writer/w1');
    const publications = screen.getByRole('region', { name: 'প্রকাশনী' });
    expect(
      within(publications)
        .getByRole('link', { name: /বিশ্বভারতী/ })
        .getAttribute('href'),
    ).toBe('/publication/p1');
    expect(bookTitles()).toEqual(
      Array.from({ length: 10 }, (_, i) => `/product3Details/b${i + 1}`),
    );
  });

  it('pages through 10 at a time with the page in the URL', async () => {
    const events = userEvent.setup();
    renderPage('/search?q=rabindranath');
    await screen.findByText('মোট ২৩ টি বই পাওয়া গেছে');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).toBeNull();

    await events.click(within(pages).getByRole('button', { name: 'Page 3' }));

    await waitFor(() =>
      expect(bookTitles()).toEqual([
        '/product3Details/b21',
        '/product3Details/b22',
        '/product3Details/b23',
      ]),
    );
    expect(screen.getByTestId('location').textContent).toBe('/search?q=rabindranath&page=3');
    expect(requestParams(server, 1)).toEqual({ q: 'rabindranath', page: '2', size: '10' });
  });

  it('opens on the page named in the URL, as a shared link or a reload does', async () => {
    renderPage('/search?q=rabindranath&page=2');
    await waitFor(() => expect(bookTitles()).toHaveLength(10));
    expect(bookTitles()[0]).toBe('/product3Details/b11');
    expect(requestParams(server, 0)).toEqual({ q: 'rabindranath', page: '1', size: '10' });
  });

  it('says so when no book matches, without pages', async () => {
    server.mockImplementation(() =>
      apiResponse({ products: [], productTotalCount: 0, writers: [], publications: [] }),
    );
    renderPage('/search?q=zzzz');
    expect(await screen.findByText('কোনো বই পাওয়া যায়নি')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'লেখক' })).toBeNull();
  });

  it('shows the loader while the results load', async () => {
    server.mockImplementation(() => new Promise(() => {}));
    renderPage('/search?q=rabindranath');
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('shows the error notice when the search fails', async () => {
    server.mockImplementation(() => apiErrorResponse(400, 'The search text is too long'));
    renderPage('/search?q=rabindranath');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search text is too long');
  });

  it('asks for a query when there is none, without fetching', () => {
    renderPage('/search');
    expect(screen.getByText(/Enter চাপুন/)).toBeTruthy();
    expect(server).not.toHaveBeenCalled();
  });
});
