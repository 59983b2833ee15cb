import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adoptedNow } from './dehydrated-state';

const FIVE_MINUTES = 5 * 60_000;

describe('adoptedNow: a cached page’s reads, adopted by the browser', () => {
  it('are fresh when adopted, so hydration does not read everything again', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['home'], queryFn: () => ({ sections: 4 }) });
    const rendered = dehydrate(server);
    const adoptedAt = Date.now() + FIVE_MINUTES;

    const stale = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(stale, rendered);
    expect(stale.getQueryState(['home'])?.dataUpdatedAt).toBeLessThan(adoptedAt - 60_000);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, adoptedNow(rendered, adoptedAt));
    expect(browser.getQueryState(['home'])?.dataUpdatedAt).toBe(adoptedAt);
    expect(browser.getQueryData(['home'])).toEqual({ sections: 4 });
  });

  it('leaves a failed read as it was', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({
      queryKey: ['book', 'gone'],
      queryFn: () => Promise.reject(new Error('404')),
    });
    const rendered = dehydrate(server, { shouldDehydrateQuery: () => true });
    const adopted = adoptedNow(rendered, 123);
    expect(adopted.queries[0]?.state).toEqual(rendered.queries[0]?.state);
  });
});
