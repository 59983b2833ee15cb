import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOAST_AUTOCLOSE_MS } from '@boi/domain/constants';
import { cssVariablesResolver, theme } from '../lib/theme';

/**
 * The providers of every page, on the server and in the browser. Firebase is not among them: the
 * pages and islands that need a signed-in user bring it along (lib/firebase-providers.tsx).
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications autoClose={TOAST_AUTOCLOSE_MS} position="top-right" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
