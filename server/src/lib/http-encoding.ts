import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in: br, then gzip, else none (q=0 refuses one). */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** If-None-Match holds this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** A body compressed with brotli at `quality`, off the event loop. */
export function brotli(body: Buffer, quality: number): Promise<Buffer> {
  return brotliAsync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** A body compressed with gzip at `level`, off the event loop. */
export function gzipped(body: Buffer, level: number): Promise<Buffer> {
  return gzipAsync(body, { level });
}

/** An HTML page with its plain, brotli and gzip bodies, compressed once. */
export interface EncodedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export async function encodedPage(html: string, brotliQuality: number): Promise<EncodedPage> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([brotli(body, brotliQuality), gzipped(body, 9)]);
  return { html: body, br, gzip: gz };
}
