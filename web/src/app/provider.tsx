import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { TOAST_AUTOCLOSE_MS } from '@boi/domain/constants';
import { auth, firebaseApp } from '../lib/firebase';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from '../lib/theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications autoClose={TOAST_AUTOCLOSE_MS} position="top-right" />
      <QueryClientProvider client={queryClient}>
        <FirebaseAppProvider firebaseApp={firebaseApp}>
          <AuthProvider sdk={auth}>{children}</AuthProvider>
        </FirebaseAppProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
