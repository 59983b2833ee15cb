import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../lib/theme';
import { testShelfBook } from '../test-utils/fixtures';
import { createTestQueryClient, render } from '../test-utils/render';
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

    const errors = vi.spyOn(console, 'error');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    render(<BookCarousel books={books} />, { container, hydrate: true });
    await vi.waitFor(() => expect(sources(container).every(Boolean)).toBe(true));
    expect(errors).not.toHaveBeenCalled();
  });
});
