import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../lib/theme';

// The toasts' component loads with the first toast, not with every page.
const Toasts = lazy(() => import('../components/toasts'));

const subscribeToToasts = (onChange: () => void) => notificationsStore.subscribe(onChange);
const hasToast = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

function LateNotifications() {
  const toastWaiting = useSyncExternalStore(subscribeToToasts, hasToast, () => false);
  const [needed, setNeeded] = useState(false);
  if (toastWaiting && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

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
      <LateNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
