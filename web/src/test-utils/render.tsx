import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  render as testingLibraryRender,
  renderHook as testingLibraryRenderHook,
  type RenderOptions,
} from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../lib/theme';

/** A QueryClient for one test: no retries, so a failing fetch fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

type Options = { queryClient?: QueryClient; route?: string };

function providers({ queryClient = createTestQueryClient(), route = '/' }: Options) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { Providers, queryClient };
}

/** Renders a component as the app does: Mantine theme, a fresh QueryClient and a router. */
export function render(ui: ReactNode, options: Options & Omit<RenderOptions, 'wrapper'> = {}) {
  const { queryClient: _, route: __, ...rest } = options;
  const { Providers, queryClient } = providers(options);
  return { ...testingLibraryRender(ui, { wrapper: Providers, ...rest }), queryClient };
}

/** Runs a hook inside the same providers as render. */
export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: Options & { initialProps?: Props } = {},
) {
  const { Providers, queryClient } = providers(options);
  return {
    ...testingLibraryRenderHook(hook, { wrapper: Providers, initialProps: options.initialProps }),
    queryClient,
  };
}
