import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * Mantine's ScrollArea takes only `useMergeRefs` from @floating-ui/react, and with it the whole
 * positioning library (15 KiB gzip) that only the search box's suggestions need. vite.config.ts
 * hands ScrollArea this one instead: Mantine's own merged ref.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
