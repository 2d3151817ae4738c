import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { SessionProvider } from './session';

/*
 * For component tests: the real page under the app's providers, with the network faked where the browser makes
 * it (fetch). Not imported by the app.
 */

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}
/** Answers one request: `[status, json]`, or undefined for "no such route" (a 404 the test did not expect). */
type FakeRoute = (call: FakeCall) => [number, unknown] | undefined;

/** Replaces fetch with `route`; answers the calls made, in order (paths without the /api prefix). */
export function fakeApi(route: FakeRoute): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const [status, json] = route(call) ?? [
      404,
      { error: 'not_found', message: `no fake for ${call.method} ${call.path}` },
    ];
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** Signs the browser in as `user` the way the app knows it (the `user` cookie; the server's /auth/me confirms it). */
export function signInAs(user: object) {
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

/** Renders `page` at `path` (matching `pattern`), with other routes drawn as their path so navigation shows. */
export function renderPage(page: ReactNode, { path, pattern = path }: { path: string; pattern?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SessionProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

/** Any other page: says where the app went (and the navigation state it was given). */
function Landed() {
  const location = useLocation();
  return (
    <p>
      Landed on {location.pathname}
      {location.state ? ` with ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}
