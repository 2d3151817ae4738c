import { use, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from 'react-error-boundary';
import { Layout } from './layout';
import { ErrorPage } from './error-page';
import { RequireRole, RequireUser } from './guards';
import { matchPage, PAGES, type PageEntry } from './pages';
import { useFirstScreenGone } from '../lib/preview';

/*
 * React Router in its declarative mode (<BrowserRouter> and useRoutes), not its data router: the app loads no data
 * through the router, and the data router's code was about 60 KB (19 KB compressed) of every page's start chunk,
 * evaluated before anything drew (docs/performance.md, "JS budget"). What the data router did for us is done here:
 * code-split pages (a page's module is loaded once, and the navigation to it waits in a transition while it loads,
 * the old page staying), the first page loaded before the first render (app/start.tsx), and the error page.
 */

/**
 * A code-split page, optionally behind a role guard. Pages get TanStack Query's provider (app/query.tsx, loaded with
 * the page) unless `queries: false`: only the sign-in page opts out, to keep its JS small (JS budget).
 */
async function loadPage({ load, access, queries = true, path }: PageEntry): Promise<ComponentType> {
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
  return query ? () => <query.QueryProvider>{guarded(<Page />)}</query.QueryProvider> : () => guarded(<Page />);
}

interface LazyPage {
  /** The page's component once loaded (a failed load is forgotten, so the next visit tries again). */
  loaded: ComponentType | null;
  load(): Promise<ComponentType>;
}

export function lazyPage(entry: PageEntry): LazyPage {
  let pending: Promise<ComponentType> | null = null;
  const page: LazyPage = {
    loaded: null,
    load: () =>
      (pending ??= loadPage(entry).then(
        (component) => (page.loaded = component),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
  };
  return page;
}

/** Draws the page, suspending (into the layout's spinner, or the old page during a navigation) until its code is in. */
export function PageRoute({ page }: { page: LazyPage }) {
  const Page = page.loaded ?? use(page.load());
  return <Page />;
}

/** What each route carries beside its element (React Router keeps it as the route's `handle`). */
interface PageHandle {
  page: LazyPage;
  bare: boolean;
}

/** Every route of both spec documents (app/pages.ts). Paths match case-insensitively, as the spec's links differ in case. */
const handles = new Map<PageEntry, PageHandle>();
const routes: RouteObject[] = PAGES.map((entry) => {
  const page = lazyPage(entry);
  const handle: PageHandle = { page, bare: entry.bare === true };
  handles.set(entry, handle);
  return { path: entry.path, handle, element: <PageRoute page={page} /> };
});

// Through pages.ts's matchPage (the router's choice for every path: router.test.tsx), not React Router's
// matchRoutes, which flattens and ranks all the routes on each call: 20-30 ms of the start chunk's evaluation at
// Lighthouse's mobile slowdown, and again on each render of AppRoutes.
function pageAt(pathname: string): PageHandle | undefined {
  const entry = matchPage(pathname)?.page;
  return entry && handles.get(entry);
}

/** Loads the page `pathname` opens, so the first render draws it at once (app/start.tsx). */
export function loadPageAt(pathname: string): Promise<unknown> {
  return pageAt(pathname)?.page.load() ?? Promise.resolve();
}

/**
 * The layout around the page the URL opens; a page that throws while drawing shows the error page (in place of the
 * layout too) until the next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  useFirstScreenGone();
  return (
    <ErrorBoundary FallbackComponent={ErrorPage} resetKeys={[pathname]}>
      {/* Store pages draw their own header, print slips none. */}
      <Layout bare={pageAt(pathname)?.bare === true}>{page}</Layout>
    </ErrorBoundary>
  );
}
