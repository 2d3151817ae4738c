// @vitest-environment happy-dom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { matchRoutes, MemoryRouter } from 'react-router';
import { ErrorBoundary } from 'react-error-boundary';
import { lazyPage, PageRoute } from './router';
import { ErrorPage } from './error-page';
import { MSG, UI } from '../lib/i18n';
import { matchPage, PAGES, type PageModule } from './pages';

afterEach(cleanup);

const Hello = () => <p>Hello page</p>;

describe('a code-split page', () => {
  it('loads its code once, and draws it after suspending', async () => {
    let loads = 0;
    const page = lazyPage({ path: '/x', queries: false, load: async () => (loads++, { default: Hello }) });
    const draw = () =>
      render(
        <MemoryRouter>
          <Suspense fallback={<p>Loading</p>}>
            <PageRoute page={page} />
          </Suspense>
        </MemoryRouter>,
      );
    await act(async () => void draw());
    expect(await screen.findByText('Hello page')).toBeTruthy();
    cleanup();
    // Drawn again (a later visit): at once, from the loaded code.
    draw();
    expect(screen.getByText('Hello page')).toBeTruthy();
    await page.load();
    expect(loads).toBe(1);
    expect(page.loaded).not.toBeNull();
  });

  it('shows the error when its code fails to load, and tries again on the next visit', async () => {
    let fail = true;
    const page = lazyPage({
      path: '/x',
      queries: false,
      load: (): Promise<PageModule> =>
        fail ? Promise.reject(new Error('chunk gone')) : Promise.resolve({ default: Hello }),
    });
    const draw = () => (
      <MemoryRouter>
        <ErrorBoundary FallbackComponent={ErrorPage}>
          <Suspense fallback={<p>Loading</p>}>
            <PageRoute page={page} />
          </Suspense>
        </ErrorBoundary>
      </MemoryRouter>
    );
    await act(async () => void render(draw()));
    expect(await screen.findByText(MSG.unexpectedError)).toBeTruthy();
    expect(screen.getByText(UI.errorPageBody)).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.errorPageHome }).getAttribute('href')).toBe('/');
    cleanup();
    fail = false;
    await act(async () => void render(draw()));
    expect(await screen.findByText('Hello page')).toBeTruthy();
  });
});

describe('the early matcher (app/pages.ts) and the router', () => {
  it('pick the same page for every kind of path', () => {
    const routes = PAGES.map((p) => ({ path: p.path }));
    const samples = [
      '/',
      '/SignIn',
      '/signin',
      '/Registration',
      '/Registration/12',
      '/WholesellerHome',
      '/wholesellerhome',
      '/cart/bench-traders-1',
      '/bench-traders-1',
      '/a%20b',
      '/a/b/c',
      '/orders',
      '/Home',
      ...PAGES.filter((p) => p.path !== '*').map((p) => p.path.replace(/:[^/]+/g, 'v1').toUpperCase()),
    ];
    for (const pathname of samples) {
      const router = matchRoutes(routes, pathname)?.at(-1)?.route.path;
      expect(matchPage(pathname)?.page.path, pathname).toBe(router);
    }
  });
});
