import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { expiryLabel, formatMoney, type Invoice, type Ledger } from '@dawalink/shared';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

/** The standard PDF fonts speak WinAnsi only: other characters (Urdu names, emoji) print as "?" instead of failing. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** A top-to-bottom writer over A4 pages: a new page when the current one is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
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
    const font = options.bold ? this.bold : this.font;
    const value = printable(text);
    const width = font.widthOfTextAtSize(value, size);
    this.page.drawText(value, { x: options.right ? x - width : x, y: this.y, size, font, color: rgb(options.color ?? 0, options.color ?? 0, options.color ?? 0) });
  }
  line(height = 12) {
    this.y -= height;
    this.ensure(0);
  }
  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 3 }, end: { x: A4[0] - MARGIN, y: this.y + 3 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    this.y -= 6;
  }
}

async function newDocument(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('DawaLink');
  doc.setCreator('DawaLink');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, w: new Writer(doc, font, bold) };
}

const day = (iso: string) => iso.slice(0, 10);
/** Under a line: each batch it shipped from with its expiry, and why it was supplied short. */
const stockLinesOf = (l: Invoice['lines'][number]) => [
  ...(l.batches ?? []).map((b) => `Batch ${b.batch_no.slice(0, 40)}  Exp ${expiryLabel(b.expiry)}  x ${b.quantity}`),
  ...(l.stock_note ? [l.stock_note] : []),
];
const money = (n: number) => formatMoney(n);

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
  w.text(`Phone: ${p.phone}`, x);
  w.line(11);
  if (p.ntn) {
    w.text(`NTN: ${p.ntn}`, x);
    w.line(11);
  }
  if (p.strn) {
    w.text(`STRN: ${p.strn}`, x);
    w.line(11);
  }
  const bottom = w.y;
  w.y = y0;
  return bottom;
}

/** The invoice as a PDF: letterhead, both parties, the lines with ordered and supplied quantity, totals and taxes. */
export async function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const { doc, w } = await newDocument(`Invoice ${invoice.invoice_no}`);
  doc.setSubject(invoice.invoice_no);
  w.text(invoice.seller.name, MARGIN, { size: 16, bold: true });
  w.text('INVOICE', A4[0] - MARGIN, { size: 16, bold: true, right: true });
  w.line(18);
  w.text(`Invoice No ${invoice.invoice_no}`, A4[0] - MARGIN, { right: true, bold: true });
  w.line(12);
  w.text(`Order No ${invoice.order_id}   Date ${day(invoice.issued_at)}   Due ${day(invoice.due_date)}`, A4[0] - MARGIN, { right: true });
  w.line(18);
  const top = w.y;
  const a = party(w, 'FROM', invoice.seller, MARGIN, top);
  const b = party(w, 'BILL TO', invoice.retailer, A4[0] / 2, top);
  w.y = Math.min(a, b) - 8;
  w.rule();

  const cols = { product: MARGIN, qty: 300, supplied: 340, bonus: 385, tp: 440, offer: 480, net: A4[0] - MARGIN };
  const header = () => {
    w.text('Product', cols.product, { bold: true });
    w.text('Qty', cols.qty, { bold: true, right: true });
    w.text('Supplied', cols.supplied + 20, { bold: true, right: true });
    w.text('Bonus', cols.bonus + 15, { bold: true, right: true });
    w.text('T.P', cols.tp + 20, { bold: true, right: true });
    w.text('Offer', cols.offer + 20, { bold: true, right: true });
    w.text('Net', cols.net, { bold: true, right: true });
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
    w.text(money(l.total_price), cols.tp + 20, { right: true });
    w.text(`${l.offer}%`, cols.offer + 20, { right: true });
    w.text(money(l.net), cols.net, { right: true });
    w.line(13);
    for (const note of stockLinesOf(l)) {
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
    w.text(money(value), cols.net, { right: true, bold });
    w.line(13);
  };
  total('Subtotal', invoice.subtotal);
  for (const t of invoice.tax_lines) total(`${t.name} ${t.rate}%`, t.amount);
  total('Total', invoice.total, true);
  w.line(30);
  w.text('Received by ____________________', MARGIN);
  w.text('Signature ____________________', A4[0] - MARGIN, { right: true });
  return doc.save();
}

const KIND_LABEL: Record<string, string> = {
  opening: 'Opening balance',
  invoice: 'Invoice',
  payment: 'Payment',
  credit_note: 'Credit note',
  adjustment: 'Adjustment',
};

/** A ledger statement as a PDF: the parties, the range, each entry with its running balance, the closing figures. */
export async function statementPdf(ledger: Ledger, range: { from?: string; to?: string }): Promise<Uint8Array> {
  const { doc, w } = await newDocument(`Statement ${ledger.seller_name} - ${ledger.store}`);
  w.text(ledger.seller_name, MARGIN, { size: 16, bold: true });
  w.text('STATEMENT OF ACCOUNT', A4[0] - MARGIN, { size: 12, bold: true, right: true });
  w.line(18);
  w.text(`${ledger.store} (${ledger.retailer_name})`, MARGIN, { bold: true });
  w.text(`${range.from ?? 'Start'} to ${range.to ?? 'today'}`, A4[0] - MARGIN, { right: true });
  w.line(18);
  const cols = { date: MARGIN, kind: 110, ref: 200, debit: 400, credit: 470, balance: A4[0] - MARGIN };
  w.text('Date', cols.date, { bold: true });
  w.text('Entry', cols.kind, { bold: true });
  w.text('Reference', cols.ref, { bold: true });
  w.text('Debit', cols.debit, { bold: true, right: true });
  w.text('Credit', cols.credit, { bold: true, right: true });
  w.text('Balance', cols.balance, { bold: true, right: true });
  w.line(6);
  w.rule();
  w.line(6);
  w.text('Opening balance', cols.kind);
  w.text(money(ledger.opening_balance), cols.balance, { right: true });
  w.line(13);
  for (const e of ledger.entries) {
    w.ensure(14);
    w.text(day(e.date), cols.date);
    w.text(`${KIND_LABEL[e.kind] ?? e.kind}${e.reverses ? ' (reversal)' : ''}`, cols.kind);
    w.text((e.reference || e.reason || '').slice(0, 36), cols.ref);
    if (e.debit) w.text(money(e.debit), cols.debit, { right: true });
    if (e.credit) w.text(money(e.credit), cols.credit, { right: true });
    w.text(money(e.balance), cols.balance, { right: true });
    w.line(13);
  }
  w.rule();
  w.line(6);
  w.text(`Balance ${money(ledger.balance)}   Overdue ${money(ledger.overdue)}`, cols.balance, { right: true, bold: true });
  return doc.save();
}
