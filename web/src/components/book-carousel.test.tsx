import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../lib/theme';
import { testShelfBook } from '../test-utils/fixtures';
import { createTestQueryClient, render } from '../test-utils/render';
import { DEFERRED_COVER } from '../lib/cover-image';
import { BookCarousel } from './book-carousel';

const books = Array.from({ length: 7 }, (_, index) => testShelfBook(`b${index}`));
const sources = (root: ParentNode) =>
  [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('BookCarousel', () => {
  it('gives the covers past the fifth slide their source only once the app has hydrated the page', async () => {
    const html = renderToString(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={createTestQueryClient()}>
          <MemoryRouter>
            <BookCarousel books={books} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const server = document.createElement('div');
    server.innerHTML = html;
    expect(sources(server).map(Boolean)).toEqual([true, true, true, true, true, false, false]);
    // On the screens where a slide is out of view, its picture's empty source keeps its cover back.
    const hiddenOn = [...server.querySelectorAll('.mantine-Carousel-slide')].map(
      (slide) => slide.querySelector('source')?.getAttribute('media') ?? null,
    );
    expect(hiddenOn).toEqual([
      null,
      null,
      '(max-width: 599.98px)',
      '(max-width: 999.98px)',
      '(max-width: 999.98px)',
      '(max-width: 999.98px)',
      '(max-width: 999.98px)',
    ]);

    const errors = vi.spyOn(console, 'error');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    render(<BookCarousel books={books} />, { container, hydrate: true });
    await vi.waitFor(() => expect(sources(container).every(Boolean)).toBe(true));
    expect(container.querySelector('source')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('below the first screenful, leaves every cover to the first interaction and to the app', async () => {
    const shelf = books.slice(0, 3);
    const html = renderToString(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={createTestQueryClient()}>
          <MemoryRouter>
            <BookCarousel books={shelf} coversAtFirstInteraction />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const server = document.createElement('div');
    server.innerHTML = html;
    expect(sources(server)).toEqual([null, null, null]);
    const deferred = [...server.querySelectorAll('img')].map((img) =>
      img.getAttribute(DEFERRED_COVER.src),
    );
    expect(deferred).toEqual(shelf.map((book) => book.thumb));

    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    render(<BookCarousel books={shelf} coversAtFirstInteraction />, { container, hydrate: true });
    await vi.waitFor(() => expect(sources(container)).toEqual(shelf.map((book) => book.thumb)));
  });
});
