import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ANSWERS_ID } from '@dawalink/shared';
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    void prefetch('/old');
    vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    expect(takePrefetched('/old')).toBeUndefined();
  });
});

describe('the answers a page came with (a first screen drawn with its data)', () => {
  const answers = { '/Ledger/seller': [{ wholeseller_id: 7 }], '/Dashboard/1?days=30': { days: 30 } };
  /** A fresh copy of the module (it reads the page once) on a page holding `text` as the data block, if any. */
  async function onPage(text: string | null) {
    vi.resetModules();
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === FIRST_SCREEN_ANSWERS_ID && text !== null ? { textContent: text } : null),
    });
    return import('./prefetch');
  }
  const block = JSON.stringify(answers);

  afterEach(() => vi.restoreAllMocks());

  it('starts a query from its answer once, asks the API nothing for it, and forgets them all on sign-out', async () => {
    const page = await onPage(block);
    const fetchMock = vi.fn(async () => new Response('null'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await (await page.prefetch('/Ledger/seller')).json()).toEqual(answers['/Ledger/seller']);
    expect(fetchMock).not.toHaveBeenCalled();
    const start = page.startFromPage('/Ledger/seller');
    expect(start.initialData()).toEqual(answers['/Ledger/seller']);
    expect(start.initialDataUpdatedAt()).toBe(performance.timeOrigin);
    // Taken once: a later query of the same path asks the API.
    expect(start.initialData()).toBeUndefined();
    expect(page.startFromPage('/Ledger/other').initialData()).toBeUndefined();
    page.clearPrefetched();
    expect(page.startFromPage('/Dashboard/1?days=30').initialData()).toBeUndefined();
  });

  it('hands out nothing past the TTL, nor from a page without answers or with a broken block', async () => {
    const late = await onPage(block);
    vi.spyOn(performance, 'now').mockReturnValue(PREFETCH_TTL_MS + 1);
    expect(late.takeEmbedded('/Ledger/seller')).toBeUndefined();
    vi.restoreAllMocks();
    expect((await onPage(null)).takeEmbedded('/Ledger/seller')).toBeUndefined();
    const broken = await onPage('{"/Ledger/seller":');
    expect(broken.takeEmbedded('/Ledger/seller')).toBeUndefined();
  });
});
