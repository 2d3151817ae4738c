import type * as MoneyPdf from './money-pdf.js';

/*
 * The invoice and statement PDFs, loaded on the first one asked for: pdf-lib and fontkit (with the Urdu font's
 * shaping) are ~3 MB of script that every server process otherwise kept in its heap from start-up, for a document
 * most processes draw rarely. A smaller heap is a cheaper full collection (docs/performance.md, "Per-request cost").
 */
let loaded: Promise<typeof MoneyPdf> | undefined;
const moneyPdf = () => (loaded ??= import('./money-pdf.js'));

export const invoicePdf: typeof MoneyPdf.invoicePdf = async (...args) => (await moneyPdf()).invoicePdf(...args);
export const statementPdf: typeof MoneyPdf.statementPdf = async (...args) => (await moneyPdf()).statementPdf(...args);
