import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retry once only for transient failures; http answers are final. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
