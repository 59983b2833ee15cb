import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** 4xx answers will not change on retry; network and server failures are retried twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // A read that failed on the server (a 404) hydrates as that failure instead of loading again.
        retryOnMount: false,
      },
    },
  });
}
