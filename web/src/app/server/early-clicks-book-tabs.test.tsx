// A book's tabs (BookTabs) in the server's page and the page's inline script: a tab tapped before
// the app runs opens at once, and stays the open one once React has hydrated the tabs.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEarlyClicksScript } from './early-clicks';
import { HYDRATED_ATTRIBUTE } from '../../lib/page-hooks';
import { theme } from '../../lib/theme';
import { testShelfBook } from '../../test-utils/fixtures';
import { createTestQueryClient, render } from '../../test-utils/render';
import { bookDetailsKeys } from '../../features/book-details/api/book-details-keys';
import { BookTabs } from '../../features/book-details/components/book-tabs';

const book = testShelfBook('book-00001', {
  writer: { writerName: 'বিভূতিভূষণ', writerDetails: 'লেখকের কথা', writer_id: 'w1' },
});

/** A query client with the book's reviews read (none), as after the app's read. */
function clientWithReviews() {
  const client = createTestQueryClient();
  client.setQueryData(bookDetailsKeys.reviews(book._id), { reviews: [], approvedCount: 0 });
  return client;
}

/** The tabs as the server renders them into the page (the reviews read as the client has it). */
function serverHtml(client = createTestQueryClient()): string {
  return renderToString(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BookTabs book={book} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** React hydrates the tabs in the server's page, with the reviews read the server had. */
async function hydrateTabs(container: HTMLElement) {
  render(<BookTabs book={book} />, { container, hydrate: true, queryClient: clientWithReviews() });
  await act(() => Promise.resolve());
}

const tabs = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
const panels = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
/** Which panels show (Mantine hides the others with display: none), in order. */
const shown = (root: ParentNode) => panels(root).map((panel) => panel.style.display !== 'none');
/** The tabs' state as Mantine renders it: selected, data-active, tab order. */
const tabState = (root: ParentNode) =>
  tabs(root).map((tab) => [
    tab.getAttribute('aria-selected'),
    tab.getAttribute('data-active'),
    tab.tabIndex,
  ]);
const openedAt = (index: number) =>
  [0, 1, 2, 3].map((at) => (at === index ? ['true', 'true', 0] : ['false', null, -1]));

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  vi.restoreAllMocks();
});

describe('a book’s tabs in the server’s page', () => {
  it('carries every panel, the summary shown and the others hidden, the reviews still loading', () => {
    const page = document.createElement('div');
    page.innerHTML = serverHtml();
    expect(shown(page)).toEqual([true, false, false, false]);
    expect(tabState(page)).toEqual(openedAt(0));
    // Each panel is labelled by its tab: what the inline script opens a tab by.
    expect(panels(page).map((panel) => panel.getAttribute('aria-labelledby'))).toEqual(
      tabs(page).map((tab) => tab.id),
    );
    const [, specification, author, reviews] = panels(page);
    expect(specification?.querySelector('table')?.textContent).toContain(
      book.publication.publicationName,
    );
    expect(author?.textContent).toContain('লেখকের কথা');
    expect(reviews?.querySelector('[role="status"]')).not.toBeNull();
  });

  it('hydrates with no warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml(clientWithReviews());
    await hydrateTabs(container);
    expect(shown(container)).toEqual([true, false, false, false]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the tab the inline script opened before the app, and opens the others by React', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml(clientWithReviews());
    // The page's inline script, as the browser runs it in <head>, before the app.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(await buildEarlyClicksScript())();
    tabs(container)[2]?.click();
    expect(shown(container)).toEqual([false, false, true, false]);
    expect(tabState(container)).toEqual(openedAt(2));

    // React hydrates the first tab's state over the page as the script left it: nothing moves.
    await hydrateTabs(container);
    expect(shown(container)).toEqual([false, false, true, false]);
    // The page is hydrated: the script clicks the tab again, and React's state is the page's.
    await act(async () => {
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(shown(container)).toEqual([false, false, true, false]);
    expect(tabState(container)).toEqual(openedAt(2));

    act(() => tabs(container)[3]?.click());
    expect(shown(container)).toEqual([false, false, false, true]);
    expect(tabState(container)).toEqual(openedAt(3));
    // The reviews, once their tab is opened: the heading and the list (none yet).
    expect(panels(container)[3]?.querySelector('h2')).not.toBeNull();
    act(() => tabs(container)[0]?.click());
    expect(shown(container)).toEqual([true, false, false, false]);
    expect(tabState(container)).toEqual(openedAt(0));
    expect(errors).not.toHaveBeenCalled();
  });
});
