import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  expiryLabel,
  formatAmount,
  formatMoneyIn,
  type Catalogue,
  type Invoice,
  type Language,
  type Ledger,
} from '@dawalink/shared';
import { textsIn } from '../../sms/in-language.js';
import { leftToRight, UrduText } from './pdf-urdu-text.js';
import { printable } from './pdf-printable.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

/**
 * A top-to-bottom writer over A4 pages: a new page when the current one is full. In Urdu the page is mirrored (what
 * English puts on the left goes on the right, right-aligned columns become left-aligned) and lines are written by
 * `UrduText`.
 */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly texts: Catalogue['MONEY_UI'],
    private readonly urdu: UrduText | null,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  text(text: string, x: number, options: { size?: number; bold?: boolean; right?: boolean; color?: number } = {}) {
    const size = options.size ?? 9;
    const grey = options.color ?? 0;
    if (this.urdu) {
      const right = !options.right;
      const at = A4[0] - x;
      const width = right ? this.urdu.width(text, size, options.bold) : 0;
      this.urdu.draw(this.page, text, at - width, this.y, { size, bold: options.bold, grey });
      return;
    }
    const font = options.bold ? this.bold : this.font;
    const value = printable(text);
    const width = font.widthOfTextAtSize(value, size);
    this.page.drawText(value, {
      x: options.right ? x - width : x,
      y: this.y,
      size,
      font,
      color: rgb(options.color ?? 0, options.color ?? 0, options.color ?? 0),
    });
  }
  /** An amount as the document's language writes it ("Rs. 300/-", "300 روپے"). */
  money(amount: number) {
    return formatMoneyIn(this.urdu ? 'ur' : 'en', amount);
  }
  /** An amount in a narrow column: Urdu's currency word takes more room than the column has, so its heading names it. */
  cell(amount: number) {
    return this.urdu ? formatAmount(amount) : this.money(amount);
  }
  /** A value inside a label (a number, a date, a code): kept left to right in an Urdu line. */
  value(text: string | number) {
    return this.urdu ? leftToRight(String(text)) : String(text);
  }
  line(height = 12) {
    this.y -= height;
    this.ensure(0);
  }
  /** The document's bytes, with the Urdu fonts written in first. */
  async save() {
    await this.urdu?.finish(this.doc);
    return this.doc.save();
  }
  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 3 },
      end: { x: A4[0] - MARGIN, y: this.y + 3 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.y -= 6;
  }
}

async function newDocument(title: string, language: Language) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('DawaLink');
  doc.setCreator('DawaLink');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const urdu = language === 'ur' ? await UrduText.embed(doc) : null;
  if (urdu) doc.setLanguage('ur');
  return { doc, w: new Writer(doc, font, bold, textsIn(language).MONEY_UI, urdu) };
}

const day = (iso: string) => iso.slice(0, 10);
/** Under a line: each batch it shipped from with its expiry, and why it was supplied short. */
const stockLinesOf = (w: Writer, l: Invoice['lines'][number]) => [
  ...(l.batches ?? []).map(
    (b) =>
      `${w.texts.pdfBatch} ${w.value(b.batch_no.slice(0, 40))}  ${w.texts.pdfExpiry} ${w.value(expiryLabel(b.expiry))}  ${w.value(`x ${b.quantity}`)}`,
  ),
  ...(l.stock_note ? [l.stock_note] : []),
];

function party(w: Writer, label: string, p: Invoice['seller'], x: number, top: number) {
  const y0 = w.y;
  w.y = top;
  w.text(label, x, { bold: true, size: 8, color: 0.4 });
  w.line(11);
  w.text(p.name, x, { bold: true });
  w.line(11);
  if (p.store && p.store !== p.name) {
    w.text(p.store, x);
    w.line(11);
  }
  w.text(p.address.slice(0, 70), x);
  w.line(11);
  w.text(`${w.texts.pdfPhone} ${w.value(p.phone)}`, x);
  w.line(11);
  if (p.ntn) {
    w.text(`${w.texts.pdfNtn} ${w.value(p.ntn)}`, x);
    w.line(11);
  }
  if (p.strn) {
    w.text(`${w.texts.pdfStrn} ${w.value(p.strn)}`, x);
    w.line(11);
  }
  const bottom = w.y;
  w.y = y0;
  return bottom;
}

/** The invoice as a PDF: letterhead, both parties, the lines with ordered and supplied quantity, totals and taxes. */
export async function invoicePdf(invoice: Invoice, language: Language = 'en'): Promise<Uint8Array> {
  const { doc, w } = await newDocument(`Invoice ${invoice.invoice_no}`, language);
  const t = w.texts;
  doc.setSubject(invoice.invoice_no);
  w.text(invoice.seller.name, MARGIN, { size: 16, bold: true });
  w.text(t.pdfInvoiceTitle, A4[0] - MARGIN, { size: 16, bold: true, right: true });
  w.line(18);
  w.text(`${t.pdfInvoiceNo} ${w.value(invoice.invoice_no)}`, A4[0] - MARGIN, { right: true, bold: true });
  w.line(12);
  w.text(
    `${t.pdfOrderNo} ${w.value(invoice.order_id)}   ${t.pdfDate} ${w.value(day(invoice.issued_at))}   ${t.pdfDue} ${w.value(day(invoice.due_date))}`,
    A4[0] - MARGIN,
    { right: true },
  );
  w.line(18);
  const top = w.y;
  const a = party(w, t.pdfFrom, invoice.seller, MARGIN, top);
  const b = party(w, t.pdfBillTo, invoice.retailer, A4[0] / 2, top);
  w.y = Math.min(a, b) - 8;
  w.rule();

  const cols = { product: MARGIN, qty: 300, supplied: 340, bonus: 385, tp: 440, offer: 480, net: A4[0] - MARGIN };
  const header = () => {
    w.text(t.pdfProduct, cols.product, { bold: true });
    w.text(t.pdfQty, cols.qty, { bold: true, right: true });
    w.text(t.pdfSupplied, cols.supplied + 20, { bold: true, right: true });
    w.text(t.pdfBonus, cols.bonus + 15, { bold: true, right: true });
    w.text(t.pdfTradePrice, cols.tp + 20, { bold: true, right: true });
    w.text(t.pdfOffer, cols.offer + 20, { bold: true, right: true });
    w.text(t.pdfNet, cols.net, { bold: true, right: true });
    if (language === 'ur') {
      w.line(11);
      w.text(t.pdfAmountsIn, cols.net, { size: 7.5, color: 0.35, right: true });
    }
    w.line(6);
    w.rule();
    w.line(6);
  };
  header();
  for (const l of invoice.lines) {
    w.ensure(14);
    w.text(l.product_name.slice(0, 48), cols.product);
    w.text(String(l.quantity), cols.qty, { right: true });
    w.text(String(l.supplied), cols.supplied + 20, { right: true });
    w.text(String(l.bonus_quantity), cols.bonus + 15, { right: true });
    w.text(w.cell(l.total_price), cols.tp + 20, { right: true });
    w.text(`${l.offer}%`, cols.offer + 20, { right: true });
    w.text(w.cell(l.net), cols.net, { right: true });
    w.line(13);
    for (const note of stockLinesOf(w, l)) {
      w.ensure(12);
      w.text(note, cols.product + 8, { size: 7.5, color: 0.35 });
      w.line(10);
    }
  }
  w.rule();
  w.line(4);
  const total = (label: string, value: number, bold = false) => {
    w.ensure(14);
    w.text(label, cols.tp, { bold });
    w.text(w.money(value), cols.net, { right: true, bold });
    w.line(13);
  };
  total(t.pdfSubtotal, invoice.subtotal);
  for (const tax of invoice.tax_lines) total(`${tax.name} ${w.value(`${tax.rate}%`)}`, tax.amount);
  total(t.pdfTotal, invoice.total, true);
  w.line(30);
  w.text(`${t.pdfReceivedBy} ____________________`, MARGIN);
  w.text(`${t.pdfSignature} ____________________`, A4[0] - MARGIN, { right: true });
  return w.save();
}

const kindLabel = (t: Catalogue['MONEY_UI'], kind: string) =>
  ({
    opening: t.kindOpening,
    invoice: t.kindInvoice,
    payment: t.kindPayment,
    credit_note: t.kindCreditNote,
    adjustment: t.kindAdjustment,
  })[kind] ?? kind;

/** A ledger statement as a PDF: the parties, the range, each entry with its running balance, the closing figures. */
export async function statementPdf(
  ledger: Ledger,
  range: { from?: string; to?: string },
  language: Language = 'en',
): Promise<Uint8Array> {
  const { w } = await newDocument(`Statement ${ledger.seller_name} - ${ledger.store}`, language);
  const t = w.texts;
  w.text(ledger.seller_name, MARGIN, { size: 16, bold: true });
  w.text(t.pdfStatementTitle, A4[0] - MARGIN, { size: 12, bold: true, right: true });
  w.line(18);
  w.text(`${ledger.store} (${ledger.retailer_name})`, MARGIN, { bold: true });
  const from = range.from ? w.value(range.from) : t.pdfRangeStart;
  const to = range.to ? w.value(range.to) : t.pdfRangeToday;
  w.text(`${from} ${t.pdfRangeTo} ${to}`, A4[0] - MARGIN, { right: true });
  w.line(18);
  const cols = { date: MARGIN, kind: 110, ref: 200, debit: 400, credit: 470, balance: A4[0] - MARGIN };
  w.text(t.date, cols.date, { bold: true });
  w.text(t.entry, cols.kind, { bold: true });
  w.text(t.reference, cols.ref, { bold: true });
  w.text(t.debit, cols.debit, { bold: true, right: true });
  w.text(t.credit, cols.credit, { bold: true, right: true });
  w.text(t.balance, cols.balance, { bold: true, right: true });
  w.line(6);
  w.rule();
  w.line(6);
  w.text(t.kindOpening, cols.kind);
  w.text(w.money(ledger.opening_balance), cols.balance, { right: true });
  w.line(13);
  for (const e of ledger.entries) {
    w.ensure(14);
    w.text(day(e.date), cols.date);
    w.text(`${kindLabel(t, e.kind)}${e.reverses ? ` ${t.pdfReversal}` : ''}`, cols.kind);
    w.text((e.reference || e.reason || '').slice(0, 36), cols.ref);
    if (e.debit) w.text(w.money(e.debit), cols.debit, { right: true });
    if (e.credit) w.text(w.money(e.credit), cols.credit, { right: true });
    w.text(w.money(e.balance), cols.balance, { right: true });
    w.line(13);
  }
  w.rule();
  w.line(6);
  w.text(`${t.balance} ${w.money(ledger.balance)}   ${t.pdfOverdue} ${w.money(ledger.overdue)}`, cols.balance, {
    right: true,
    bold: true,
  });
  return w.save();
}
