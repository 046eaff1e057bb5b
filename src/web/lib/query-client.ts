import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';

/** The app's and the diners' page's query client: the same retry rule for both. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; network and server errors get two more tries.
        retry: (failureCount, error) => {
          if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
