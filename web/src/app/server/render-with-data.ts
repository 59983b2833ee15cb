import type { Query, QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerenderHtml } from './prerender-html';

/** Dependent reads (a book, then its category's books) need a pass each; three is the deepest. */
const MAX_PASSES = 4;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Renders, reads what the render asked for, and renders again until a render asks for nothing
 * new. The pages keep their TanStack Query hooks; nothing lists a page's reads twice.
 */
export async function renderWithData(
  render: () => ReactElement,
  queryClient: QueryClient,
): Promise<string> {
  const tried = new Set<string>();
  for (let pass = 1; ; pass++) {
    const html = await prerenderHtml(render());
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' && !tried.has(query.queryHash) && isEnabled(query),
      );
    if (wanted.length === 0 || pass === MAX_PASSES) return html;
    await Promise.all(
      wanted.map((query) => {
        tried.add(query.queryHash);
        return queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey });
      }),
    );
  }
}
