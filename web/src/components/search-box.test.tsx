import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, type SearchResults } from '../lib/search-keys';
import {
  apiErrorResponse,
  apiResponse,
  requestParams,
  stubApiFetch,
} from '../test-utils/api-fetch';
import { testBook } from '../test-utils/fixtures';
import { render } from '../test-utils/render';
import { SearchBox } from './search-box';

const writer = (id: string, name: string) => ({
  _id: id,
  name,
  writerDetails: '',
  productCount: 4,
});

// What GET /api/v1/search answers: more books and writers than the box shows.
const found: SearchResults = {
  products: [
    testBook('b1', {
      nameB: 'পথের পাঁচালী',
      price: 300,
      discount: 10,
      writer: { writerName: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়', writerDetails: '', writer_id: 'w1' },
    }),
    ...['b2', 'b3', 'b4', 'b5', 'b6'].map((id) => testBook(id)),
  ],
  productTotalCount: 6,
  writers: [
    writer('w1', 'বিভূতিভূষণ বন্দ্যোপাধ্যায়'),
    writer('w2', 'লেখক দুই'),
    writer('w3', 'লেখক তিন'),
    writer('w4', 'লেখক চার'),
  ],
  publications: [{ _id: 'p1', name: 'প্রকাশনী', productCount: 9 }],
};

let server: ReturnType<typeof stubApiFetch>;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderBox(options: { initialQuery?: string } = {}) {
  const events = userEvent.setup();
  render(
    <>
      <SearchBox label="খুঁজুন" initialQuery={options.initialQuery} />
      <Location />
    </>,
  );
  const box = screen.getByRole('combobox', { name: 'খুঁজুন' });
  return { events, box };
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  server = stubApiFetch();
  server.mockImplementation(() => apiResponse(found));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('asks the search API once, only after typing has paused', async () => {
    const { events, box } = renderBox();
    let lastInputAt = 0;
    box.addEventListener('input', () => (lastInputAt = performance.now()));
    let askedAt = 0;
    server.mockImplementation(() => {
      askedAt = performance.now();
      return apiResponse(found);
    });

    await events.type(box, 'pother');
    await screen.findByRole('option', { name: /পথের পাঁচালী/ });

    expect(server).toHaveBeenCalledTimes(1);
    expect(server.mock.calls[0]?.[0].pathname).toBe('/api/v1/search');
    expect(requestParams(server, 0)).toEqual({ q: 'pother', page: '0', size: '5' });
    // A timer never fires early; allow a millisecond of clock rounding.
    expect(askedAt - lastInputAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 1);
  });

  it('lists up to 5 books with writer and price, and up to 3 writers', async () => {
    const { events, box } = renderBox();
    await events.type(box, 'pother');

    const listbox = await screen.findByRole('listbox');
    const first = await screen.findByRole('option', {
      name: 'পথের পাঁচালী — বিভূতিভূষণ বন্দ্যোপাধ্যায়',
    });
    expect(first.textContent).toContain('Tk 270');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/images/b1-thumb.webp');
    expect(screen.getAllByRole('option', { name: / — / })).toHaveLength(5);
    expect(screen.queryByRole('option', { name: /বই b6/ })).toBeNull();
    expect(screen.getAllByRole('option', { name: /^লেখক: / }).map((o) => o.textContent)).toEqual([
      'বিভূতিভূষণ বন্দ্যোপাধ্যায়৪ টি বই',
      'লেখক দুই৪ টি বই',
      'লেখক তিন৪ টি বই',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
  });

  it('opens a book with the arrow keys and Enter', async () => {
    const { events, box } = renderBox();
    await events.type(box, 'pother');
    await screen.findByRole('option', { name: /পথের পাঁচালী/ });
    await events.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /পথের পাঁচালী/ }).id,
    );
    await events.keyboard('{Enter}');
    expect(location()).toBe('/product3Details/b1');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('opens a writer after the books', async () => {
    const { events, box } = renderBox();
    await events.type(box, 'bibhuti');
    await screen.findByRole('option', { name: /লেখক: বিভূতিভূষণ/ });
    await events.keyboard('{ArrowDown>6/}{Enter}');
    expect(location()).toBe('/writer/w1');
  });

  it('opens a suggestion on click', async () => {
    const { events, box } = renderBox();
    await events.type(box, 'boi');
    await events.click(await screen.findByRole('option', { name: /^বই b3/ }));
    expect(location()).toBe('/product3Details/b3');
  });

  it('opens the results page on Enter with nothing highlighted', async () => {
    const { events, box } = renderBox();
    await events.type(box, '  rabindranath   thakur{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=rabindranath+thakur'));
  });

  it('opens the results page from the link under the suggestions', async () => {
    const { events, box } = renderBox();
    await events.type(box, 'pother');
    await events.click(await screen.findByRole('button', { name: '“pother” এর সব ফলাফল দেখুন' }));
    expect(location()).toBe('/search?q=pother');
  });

  it('does nothing on Enter in an empty box, and asks nothing', async () => {
    const { events, box } = renderBox();
    await events.type(box, '   {Enter}');
    expect(location()).toBe('/');
    expect(server).not.toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    server.mockImplementation(() =>
      apiResponse({ products: [], productTotalCount: 0, writers: [], publications: [] }),
    );
    const { events, box } = renderBox();
    await events.type(box, 'zzzz');
    expect(await screen.findByText('কোনো বই পাওয়া যায়নি')).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('says so when the suggestions cannot be fetched, and Enter still searches', async () => {
    server.mockImplementation(() => apiErrorResponse(500, 'boom'));
    const { events, box } = renderBox();
    await events.type(box, 'pother');
    expect(await screen.findByText('পরামর্শ আনা যায়নি')).toBeTruthy();
    await events.keyboard('{Enter}');
    expect(location()).toBe('/search?q=pother');
  });

  it('starts with the given query and fetches nothing until it is used', async () => {
    const { events, box } = renderBox({ initialQuery: 'rabindranath' });
    expect((box as HTMLInputElement).value).toBe('rabindranath');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(server).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await events.click(box);
    expect(await screen.findByRole('option', { name: /পথের পাঁচালী/ })).toBeTruthy();
    expect(requestParams(server, 0)).toMatchObject({ q: 'rabindranath' });
  });

  it('closes the list on Escape and keeps the text', async () => {
    const { events, box } = renderBox();
    await events.type(box, 'pother');
    await screen.findByRole('listbox');
    await events.keyboard('{Escape}');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    expect((box as HTMLInputElement).value).toBe('pother');
  });
});
