import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session';
import { Toasts } from '../lib/toasts';

/*
 * The root providers. TanStack Query's provider is not here: the router loads it with the pages that may use it
 * (app/query.tsx), so the sign-in page's JS stays small (JS budget).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <Toasts />
    </SessionProvider>
  );
}
