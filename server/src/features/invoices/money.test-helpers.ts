import { PDFDict, PDFName, PDFRawStream, type PDFDocument } from 'pdf-lib';
import { unzlibSync } from 'fflate';
import type { TestApp, Caller } from '../../test/helpers.js';

export interface DemoListing {
  id: number;
  total_price: number;
  offer: number;
  product_name: string;
}

/** A seller's store listings, as the store page lists them. */
export async function storeListings(t: TestApp, sellerId: number): Promise<DemoListing[]> {
  const seller = await t.db
    .selectFrom('wholesalers')
    .select('url')
    .where('id', '=', sellerId)
    .executeTakeFirstOrThrow();
  return (await t.app.inject({ url: `/api/WholesellerCategory/${seller.url}/${sellerId}` })).json();
}

/** Places an order as a retailer and answers its id (throws with the answer when refused). */
export async function placeOrder(
  retailer: Caller,
  sellerId: number,
  items: Array<{ listing_id: number; quantity: number }>,
): Promise<number> {
  const res = await retailer.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: { wholeseller_id: sellerId, items },
  });
  if (res.statusCode !== 200) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
  return Number(res.body);
}

/** The pair's balance as stored, and the sum of its entries, in paisa. */
export async function balanceAndSum(
  t: TestApp,
  sellerId: number,
  retailerId: number,
): Promise<{ balance: number; sum: number; entries: number }> {
  const account = await t.db
    .selectFrom('ledger_accounts')
    .select('balance_paisa')
    .where('wholeseller_id', '=', sellerId)
    .where('retailer_id', '=', retailerId)
    .executeTakeFirst();
  const { rows } = await (
    await import('kysely')
  ).sql<{ sum: number; n: number }>`
    SELECT coalesce(sum(amount_paisa), 0)::bigint AS sum, count(*)::int AS n FROM ledger_entries
    WHERE wholeseller_id = ${sellerId} AND retailer_id = ${retailerId}`.execute(t.db);
  return { balance: Number(account?.balance_paisa ?? 0), sum: Number(rows[0].sum), entries: rows[0].n };
}

/** The fonts a PDF embeds, each with the characters its ToUnicode map names (what a text extractor reads). */
export function fontsOf(pdf: PDFDocument) {
  const fonts: { name: string; text: string }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const base = object.get(PDFName.of('BaseFont'));
    if (!(base instanceof PDFName) || object.get(PDFName.of('Subtype')) === PDFName.of('CIDFontType2')) continue;
    const toUnicode = object.lookup(PDFName.of('ToUnicode'));
    let text = '';
    if (toUnicode instanceof PDFRawStream) {
      const cmap = new TextDecoder().decode(
        toUnicode.dict.get(PDFName.of('Filter')) ? unzlibSync(toUnicode.contents) : toUnicode.contents,
      );
      // Each entry maps a code to its characters in UTF-16 hex, several for a letter with a vowel sign, none for a dot.
      text = [...cmap.matchAll(/<[0-9A-Fa-f]{4}>\s*<([0-9A-Fa-f]*)>/g)]
        .map((m) => String.fromCharCode(...(m[1]!.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))))
        .join('');
    }
    fonts.push({ name: base.decodeText(), text });
  }
  return fonts;
}
