import { useId as useReactId } from 'react';

// Mantine's hooks as they are, but for `useId` (vite.config.ts hands this module to every
// importer of @mantine/hooks).
export * from '@mantine/hooks';

/**
 * Mantine's `useId` with React's id alone. Mantine's own also swaps it for a random id in a layout
 * effect, for React versions without `useId`: after hydration that is a state change in a layout
 * effect in every Tabs, Carousel, Popover and Switch, so React re-renders synchronously in the
 * commit's task and runs every passive effect there too (a carousel's set-up, each store
 * read): one task of 100-200 ms on a slow phone. The id is the same as Mantine's first one, so
 * the server's HTML (rendered with either) hydrates as is.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/:/g, '')}`;
}
