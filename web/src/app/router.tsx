import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { UserType } from '@dawalink/shared';
import { Layout, type RouteHandle } from './layout';
import { ErrorPage } from './error-page';
import { AppShell } from '../components/app-shell';
import { RequireRole, RequireUser } from './guards';
import { PAGES, type PageModule } from './pages';

/**
 * A code-split page, optionally behind a role guard. Pages get TanStack Query's provider (app/query.tsx, loaded with
 * the page) unless `queries: false`: only the sign-in page opts out, to keep its JS small (JS budget).
 */
function page(
  load: () => Promise<PageModule>,
  access?: readonly UserType[] | 'user',
  { queries = true, path }: { queries?: boolean; path?: string } = {},
): RouteObject['lazy'] {
  return async () => {
    const [{ default: Page }, query] = await Promise.all([load(), queries ? import('./query') : null]);
    const guarded = (element: ReactNode) =>
      !access ? (
        element
      ) : access === 'user' ? (
        <RequireUser>{element}</RequireUser>
      ) : (
        <RequireRole roles={access} path={path}>
          {element}
        </RequireRole>
      );
    const Component = query
      ? () => <query.QueryProvider>{guarded(<Page />)}</query.QueryProvider>
      : () => guarded(<Page />);
    return { Component };
  };
}

const bare: RouteHandle = { bare: true };

/** Every route of both spec documents (app/pages.ts). Paths match case-insensitively, as the spec's links differ in case. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    // Until the first page's code is in: the same brand bar and spinner as web/index.html paints before any script.
    hydrateFallbackElement: <AppShell />,
    children: PAGES.map((p) => ({
      path: p.path,
      ...(p.bare ? { handle: bare } : {}),
      lazy: page(p.load, p.access, { queries: p.queries, path: p.path }),
    })),
  },
];

export const createRouter = () => createBrowserRouter(routes);
