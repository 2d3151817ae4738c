import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch, PREFETCH_TTL_MS, takePrefetched } from './prefetch';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('prefetch', () => {
  it('hands the answer to the first GET of the same path, once', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":1}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const copy = await prefetch('/WholesellerCategory/url/x');
    expect(fetchMock).toHaveBeenCalledWith('/api/WholesellerCategory/url/x', { credentials: 'same-origin' });
    expect(await copy.json()).toEqual({ id: 1 });
    const taken = takePrefetched('/WholesellerCategory/url/x');
    expect(await (await taken!).json()).toEqual({ id: 1 });
    expect(takePrefetched('/WholesellerCategory/url/x')).toBeUndefined();
    expect(takePrefetched('/other')).toBeUndefined();
  });

  it('does not hand out an answer older than the TTL', () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]')));
    void prefetch('/old');
    vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    expect(takePrefetched('/old')).toBeUndefined();
  });
});
