import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { onLogout } from '../lib/session';

/*
 * TanStack Query (~8 KB gzip) is loaded with the first page that may use it, not in the entry chunk: the sign-in
 * page does not need it (JS budget). The router wraps each such page in `QueryProvider`; every page shares
 * this one client, so the cache survives navigation exactly as with a provider at the root.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Refusals (4xx) are answers, not glitches: do not retry them.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

// Signing out drops everything cached for the previous user.
onLogout(() => queryClient.clear());

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
