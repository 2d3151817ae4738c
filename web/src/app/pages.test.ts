import { describe, expect, it } from 'vitest';
import { matchPage, PAGES } from './pages';

describe('matchPage (the first page a visit opens, for early loading)', () => {
  const path = (pathname: string) => matchPage(pathname)?.page.path;

  it('matches static paths case-insensitively', () => {
    expect(path('/')).toBe('/');
    expect(path('/WholesellerHome')).toBe('/WholesellerHome');
    expect(path('/wholesellerhome')).toBe('/WholesellerHome');
    expect(path('/SIGNIN')).toBe('/SignIn');
  });

  it('prefers a static segment to a parameter, as the router does', () => {
    expect(path('/Registration')).toBe('/Registration');
    expect(path('/orders')).toBe('/orders');
    expect(path('/cart/bench-traders-1')).toBe('/cart/:url');
  });

  it('reads parameters, and falls back to the catch-all', () => {
    expect(matchPage('/bench-traders-1')).toMatchObject({
      page: { path: '/:url' },
      params: { url: 'bench-traders-1' },
    });
    expect(matchPage('/a%20b')?.params).toEqual({ url: 'a b' });
    expect(path('/a/b/c')).toBe('*');
  });

  it('knows every page once per path', () => {
    const paths = PAGES.map((p) => p.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
