import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Invoice, Ledger } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { invoicePdf, statementPdf } from './money-pdf.js';

/*
 * The Urdu documents read back as the words drawn on them: what a shop copies out of an invoice, searches for, or
 * has read aloud. Read with poppler's pdftotext, as a PDF viewer's text layer does (CI installs poppler-utils).
 */

/** The text of a PDF as pdftotext reads it, its lines laid out as on the page. */
function pdfText(pdf: Uint8Array) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'money-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
/** pdftotext marks the direction of runs with embedding controls; they part words like a space. */
const wordsOf = (text: string) =>
  text
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
/** Each line with its direction controls taken out and its spaces made single. */
const linesOf = (text: string) => text.split('\n').map((line) => wordsOf(line).join(' '));

const party = (name: string, store: string, address: string) => ({
  name,
  store,
  address,
  phone: '03001234567',
  ntn: '',
  strn: '',
});
const invoice: Invoice = {
  id: 1,
  invoice_no: 'KMT-2026-000123',
  order_id: 456,
  wholeseller_id: 1,
  retailer_id: 2,
  issued_at: '2026-11-20T10:00:00.000Z',
  due_date: '2026-12-20',
  subtotal: 484.5,
  tax_total: 0,
  total: 484.5,
  tax_lines: [],
  seller: party('کراچی میڈیکل ٹریڈرز', 'کراچی میڈیکل ٹریڈرز', 'صدر کراچی'),
  // ب ت ث ن ی پ ٹ share one dotless glyph in the Naskh font; ے ہ ں are letters of their own; 12 sits inside Urdu.
  retailer: party('ثاقب نبیل', 'بیت النور ہسپتال والے', 'دکان نمبر 12 ٹاؤن شپ لاہور'),
  lines: [
    {
      listing_id: 1,
      product_name: 'شربتِ فولاد',
      quantity: 3,
      supplied: 3,
      bonus_quantity: 0,
      total_price: 76,
      offer: 0,
      net: 228,
    },
    {
      listing_id: 2,
      product_name: 'بروفن (بچوں کا)',
      quantity: 3,
      supplied: 3,
      bonus_quantity: 1,
      total_price: 85.5,
      offer: 0,
      net: 256.5,
    },
  ],
};

describe('Urdu PDFs as text', () => {
  it('has pdftotext to read them with', () => {
    expect(execFileSync('pdftotext', ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).toBeDefined();
  });

  it('reads an Urdu invoice back as the words drawn: names, labels, a number inside Urdu, a vowel sign, brackets', async () => {
    const text = pdfText(await invoicePdf(invoice, 'ur'));
    const words = wordsOf(text);
    const drawn = [
      invoice.seller.name,
      invoice.retailer.name,
      invoice.retailer.store,
      invoice.retailer.address,
      invoice.lines[0]!.product_name,
      URDU.MONEY_UI.pdfBillTo,
      URDU.MONEY_UI.pdfReceivedBy,
      URDU.MONEY_UI.pdfSignature,
      URDU.MONEY_UI.pdfProduct,
    ];
    for (const word of wordsOf(drawn.join(' '))) expect(words, word).toContain(word);
    // A line of Urdu words reads in their order; brackets read as written, not as drawn (mirrored).
    const lines = linesOf(text);
    for (const phrase of [invoice.retailer.store, invoice.seller.name, 'بروفن (بچوں کا)']) {
      expect(
        lines.some((line) => line.includes(phrase)),
        phrase,
      ).toBe(true);
    }
    // No dotless letter forms (ٮ ٯ) stand in for the letters their dots make.
    expect(text).not.toMatch(/[\u066e\u066f]/);
  });

  it('keeps Urdu digits in their order: a shop number written ۱۲۴۷ reads ۱۲۴۷, not ۷۴۲۱', async () => {
    const text = pdfText(
      await invoicePdf({ ...invoice, retailer: party('ثاقب نبیل', 'گلی ۱۲۴۷ والے', 'دکان نمبر ۴۵ ٹاؤن شپ') }, 'ur'),
    );
    const words = wordsOf(text);
    expect(words).toContain('۱۲۴۷');
    expect(words).toContain('۴۵');
    expect(words).not.toContain('۷۴۲۱');
  });

  it('reads an Urdu statement back as the words drawn', async () => {
    const ledger: Ledger = {
      wholeseller_id: 1,
      retailer_id: 2,
      seller_name: 'کراچی میڈیکل ٹریڈرز',
      retailer_name: 'ثاقب نبیل',
      store: 'بیت النور ہسپتال والے',
      balance: 3900,
      overdue: 0,
      ageing: { d0_30: 3900, d31_60: 0, d61_90: 0, d90_plus: 0 },
      credit_limit: null,
      payment_days: 30,
      on_limit: 'warn',
      open_orders: 0,
      last_payment_at: null,
      opening_balance: 0,
      has_opening: false,
      entries: [
        {
          id: 1,
          date: '2026-11-05',
          kind: 'payment',
          amount: -100,
          debit: 0,
          credit: 100,
          reference: '',
          balance: 3900,
          method: 'cash',
          receipt_no: null,
          reason: 'نقد وصولی براہِ راست',
          due_date: null,
          order_id: null,
          return_id: null,
          reverses: null,
          reversed_by: null,
        },
      ],
    };
    const text = pdfText(await statementPdf(ledger, {}, 'ur'));
    const words = wordsOf(text);
    for (const word of wordsOf(
      [ledger.entries[0]!.reason!, URDU.MONEY_UI.pdfStatementTitle, URDU.MONEY_UI.credit].join(' '),
    )) {
      expect(words, word).toContain(word);
    }
    const store = `${ledger.store} (${ledger.retailer_name})`;
    expect(
      linesOf(text).some((line) => line.includes(store)),
      store,
    ).toBe(true);
  });
});
