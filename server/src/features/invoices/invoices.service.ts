import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { bonusForSupplied, lineNetPaisa, MONEY_MSG, type Invoice, type LineBatch } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { cachedQueryText, fixedQuery, isoUtc } from '../../db/sql.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { ensureCounter, postEntry, rupeesOf } from '../ledger/ledger-posting.service.js';
import { allocateOrderBatches, batchesOfOrder, shortNotesOfInvoice } from '../stock/stock.service.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The year in Pakistan (an invoice issued at 00:30 on 1 January in Karachi belongs to the new year). */
const karachiYear = (now: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Karachi', year: 'numeric' }).format(now));

/** A tax of `ratePercent` (two decimals at most) on `paisa`, rounded half up to the paisa, in integers. */
export function taxPaisa(paisa: number, ratePercent: number): number {
  const hundredths = BigInt(Math.round(ratePercent * 100));
  return Number((BigInt(paisa) * hundredths * 2n + 10_000n) / 20_000n);
}

export const alreadyInvoiced = () => new AppError(409, 'already_invoiced', MONEY_MSG.alreadyInvoiced);

interface OrderToInvoice {
  id: number;
  wholeseller_id: number;
  retailer_id: number;
  status: string;
  retailer_name: string;
  store: string;
  address: string;
  phone_no: string;
  busniess_name: string;
  seller_address: string;
  seller_phone: string;
  seller_ntn: string;
  seller_strn: string;
  retailer_ntn: string;
  retailer_strn: string;
  tax_lines: Array<{ name: string; rate: number }> | null;
  track_batches: boolean | null;
  min_shelf_life_months: number | null;
  payment_days: number;
}

/**
 * Issues the invoice of an order inside the caller's transaction and answers it as issued. The order row is locked
 * (a second issue of the same order waits, then finds the invoice), the invoice, its lines and its ledger debit are
 * written, and the seller's number is taken last (`numberInvoice`), so a failure anywhere leaves no invoice and no
 * used number. `supplied` gives a short supply per listing (default: all that was ordered); `sellerId` limits it to
 * that seller's orders (404 otherwise, without locking another seller's row). Answers null when the order already
 * has an invoice and `ifMissing` is set (the Shipped status change), else 409. Every statement does as much as it
 * can: issuing is as frequent as placing orders, and each round trip costs both the database and this process.
 */
interface OrderLineToInvoice {
  invoice_id: number | null;
  listing_id: number | null;
  product_name: string | null;
  quantity: number;
  price: number;
  offer: number;
  bonus_quantity: number;
  scheme_buy: number | null;
}

/** The statements of every invoice issued, sent as prepared texts (db/sql.ts). */
const orderToInvoiceQuery = cachedQueryText<OrderToInvoice>();
const orderLinesToInvoiceQuery = fixedQuery<OrderLineToInvoice>();
const insertInvoiceQuery = fixedQuery<{ id: number }>();
const numberInvoiceQuery = fixedQuery<{ invoice_no: string }>();

export async function issueInvoice(
  trx: Transaction<Database>,
  orderId: number,
  options: {
    supplied?: Array<{ listing_id: number; supplied: number }>;
    createdBy?: number | null;
    ifMissing?: boolean;
    now?: Date;
    sellerId?: number;
  } = {},
): Promise<Invoice | null> {
  // The order (locked), both parties, the seller's settings and the pair's payment terms, in one read.
  const orders = await orderToInvoiceQuery(
    trx,
    options.sellerId === undefined ? 'any' : 'seller',
    () => sql<OrderToInvoice>`
    SELECT o.id, o.wholeseller_id, o.retailer_id, o.status, o.retailer_name, o.store, o.address, o.phone_no,
           w.busniess_name, w.address AS seller_address, wa.phone AS seller_phone, w.ntn AS seller_ntn, w.strn AS seller_strn,
           r.ntn AS retailer_ntn, r.strn AS retailer_strn, s.tax_lines, s.track_batches, s.min_shelf_life_months,
           coalesce(la.payment_days, s.payment_days, 30) AS payment_days
    FROM orders o
    JOIN wholesalers w ON w.id = o.wholeseller_id JOIN accounts wa ON wa.id = w.id
    JOIN retailers r ON r.id = o.retailer_id
    LEFT JOIN seller_settings s ON s.wholeseller_id = o.wholeseller_id
    LEFT JOIN ledger_accounts la ON la.wholeseller_id = o.wholeseller_id AND la.retailer_id = o.retailer_id
    WHERE o.id = ${orderId} ${options.sellerId === undefined ? sql`` : sql`AND o.wholeseller_id = ${options.sellerId}`}
    FOR UPDATE OF o`,
    options.sellerId === undefined ? [orderId] : [orderId, options.sellerId],
  );
  const order = orders[0];
  if (!order) throw notFound();
  // A statement of its own after the lock: its snapshot sees an invoice that a parallel issue committed meanwhile.
  // The one-row left join keeps the answer when the order has no lines.
  const found = await orderLinesToInvoiceQuery(
    trx,
    () => sql<OrderLineToInvoice>`
    SELECT (SELECT id FROM invoices WHERE order_id = ${orderId}) AS invoice_id,
           i.listing_id, i.product_name, i.quantity, i.price, i.offer, i.bonus_quantity, i.scheme_buy
    FROM (SELECT 1) AS one LEFT JOIN order_items i ON i.order_id = ${orderId}
    ORDER BY i.id`,
    [orderId, orderId],
  );
  if (found[0].invoice_id !== null) {
    if (options.ifMissing) return null;
    throw alreadyInvoiced();
  }
  if (order.status === 'Cancel') throw new AppError(409, 'order_cancelled', MONEY_MSG.cancelledNotInvoiced);
  const items = found.filter((i) => i.product_name !== null).map((i) => ({ ...i, product_name: i.product_name! }));

  const supplied = new Map<number, number>();
  for (const s of options.supplied ?? []) {
    const item = items.find((i) => i.listing_id === s.listing_id);
    if (!item) throw badRequest(MONEY_MSG.lineNotInOrder);
    if (s.supplied > item.quantity) throw badRequest(MONEY_MSG.suppliedTooMany);
    supplied.set(s.listing_id, s.supplied);
  }
  const now = options.now ?? new Date();
  // A seller who tracks batches supplies what its batches hold (earliest expiry first); the stock leaves here, once.
  const asked = items
    .filter((i) => i.listing_id !== null)
    .map((i) => ({ listing_id: i.listing_id!, quantity: supplied.get(i.listing_id!) ?? i.quantity }));
  const allocation = order.track_batches
    ? await allocateOrderBatches(trx, order.wholeseller_id, orderId, asked, now, order.min_shelf_life_months ?? 0)
    : null;
  for (const [listingId, a] of allocation ?? []) supplied.set(listingId, a.supplied);
  const lines = items.map((i) => {
    const qty = i.listing_id !== null && supplied.has(i.listing_id) ? supplied.get(i.listing_id)! : i.quantity;
    // The free goods stored on the order line; a short supply earns them on what is supplied.
    const bonus = bonusForSupplied(qty, i.quantity, i.bonus_quantity, i.scheme_buy);
    return { ...i, supplied: qty, bonus_quantity: bonus, net_paisa: lineNetPaisa(i.price, qty, i.offer) };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.net_paisa, 0);
  const taxes = (order.tax_lines ?? []).map((t) => ({
    name: t.name,
    rate: Number(t.rate),
    amount_paisa: taxPaisa(subtotal, Number(t.rate)),
  }));
  const taxTotal = taxes.reduce((sum, t) => sum + t.amount_paisa, 0);
  const total = subtotal + taxTotal;
  const dueAt = new Date(now.getTime() + Number(order.payment_days) * 86_400_000);
  const seller = {
    name: order.busniess_name,
    store: order.busniess_name,
    address: order.seller_address,
    phone: order.seller_phone,
    ntn: order.seller_ntn,
    strn: order.seller_strn,
  };
  const retailer = {
    name: order.retailer_name,
    store: order.store,
    address: order.address,
    phone: order.phone_no,
    ntn: order.retailer_ntn,
    strn: order.retailer_strn,
  };

  // The invoice with a stand-in number (the order id, negative) and its lines, in one statement.
  const stockNotes = lines.map((l) => (l.listing_id !== null ? (allocation?.get(l.listing_id)?.note ?? null) : null));
  const inv = await insertInvoiceQuery(
    trx,
    () => sql<{ id: number }>`
    WITH inv AS (
      INSERT INTO invoices (wholeseller_id, retailer_id, order_id, seq, invoice_no, issued_at, due_at, subtotal_paisa, tax_paisa,
                            total_paisa, tax_lines, seller, retailer)
      VALUES (${order.wholeseller_id}, ${order.retailer_id}, ${orderId}, ${-orderId}, ${`pending-${orderId}`}, ${now}, ${dueAt},
              ${subtotal}::bigint, ${taxTotal}::bigint, ${total}::bigint, ${JSON.stringify(taxes)}::jsonb,
              ${JSON.stringify(seller)}::jsonb, ${JSON.stringify(retailer)}::jsonb)
      RETURNING id),
    lines AS (
      INSERT INTO invoice_lines (invoice_id, listing_id, product_name, quantity, supplied, bonus_quantity, price, offer, net_paisa, stock_note)
      SELECT inv.id, l.listing_id, l.product_name, l.quantity, l.supplied, l.bonus_quantity, l.price, l.offer, l.net_paisa, l.stock_note
      FROM inv, unnest(${lines.map((l) => l.listing_id)}::int[], ${lines.map((l) => l.product_name)}::text[],
                  ${lines.map((l) => l.quantity)}::int[], ${lines.map((l) => l.supplied)}::int[],
                  ${lines.map((l) => l.price)}::numeric[], ${lines.map((l) => l.offer)}::numeric[],
                  ${lines.map((l) => l.net_paisa)}::bigint[], ${lines.map((l) => l.bonus_quantity)}::int[],
                  ${stockNotes}::text[])
        WITH ORDINALITY AS l(listing_id, product_name, quantity, supplied, price, offer, net_paisa, bonus_quantity, stock_note, n)
      ORDER BY l.n)
    SELECT id FROM inv`,
    [
      order.wholeseller_id,
      order.retailer_id,
      orderId,
      -orderId,
      `pending-${orderId}`,
      now,
      dueAt,
      subtotal,
      taxTotal,
      total,
      JSON.stringify(taxes),
      JSON.stringify(seller),
      JSON.stringify(retailer),
      lines.map((l) => l.listing_id),
      lines.map((l) => l.product_name),
      lines.map((l) => l.quantity),
      lines.map((l) => l.supplied),
      lines.map((l) => l.price),
      lines.map((l) => l.offer),
      lines.map((l) => l.net_paisa),
      lines.map((l) => l.bonus_quantity),
      stockNotes,
    ],
  );
  const invoiceId = inv[0].id;
  let entryId: number | null = null;
  if (total !== 0) {
    ({ id: entryId } = await postEntry(trx, {
      sellerId: order.wholeseller_id,
      retailerId: order.retailer_id,
      kind: 'invoice',
      amountPaisa: total,
      dueAt,
      invoiceId,
      createdBy: options.createdBy ?? null,
      createdAt: now,
    }));
  }
  const invoiceNo = await numberInvoice(trx, order.wholeseller_id, invoiceId, entryId, karachiYear(now));
  const batches = allocation ? await batchesOfOrder(trx, orderId) : null;
  return {
    id: invoiceId,
    invoice_no: invoiceNo,
    order_id: orderId,
    wholeseller_id: order.wholeseller_id,
    retailer_id: order.retailer_id,
    issued_at: now.toISOString(),
    due_date: dueAt.toISOString(),
    subtotal: rupeesOf(subtotal),
    tax_total: rupeesOf(taxTotal),
    total: rupeesOf(total),
    tax_lines: taxes.map((t) => ({ name: t.name, rate: t.rate, amount: rupeesOf(t.amount_paisa) })),
    seller,
    retailer,
    lines: lines.map((l) =>
      invoiceLine(l, batches, l.listing_id !== null ? allocation?.get(l.listing_id)?.note : undefined),
    ),
  };
}

/**
 * Gives an invoice the seller's next number, with its ledger debit's reference, as the last write of the issuing
 * transaction: the invoice was written with a stand-in (the order id, negative), and the seller's counter row is
 * locked from this one statement to the commit only, so a seller's invoices queue on it as briefly as possible. A
 * failure before it takes no number; the counter's update rolls back with anything after it: no gaps.
 */
async function numberInvoice(
  trx: Transaction<Database>,
  sellerId: number,
  invoiceId: number,
  entryId: number | null,
  year: number,
): Promise<string> {
  const take = () =>
    numberInvoiceQuery(
      trx,
      () => sql<{ invoice_no: string }>`
    WITH c AS (UPDATE money_counters SET last_invoice = last_invoice + 1 WHERE wholeseller_id = ${sellerId} RETURNING prefix, last_invoice AS n),
    i AS (UPDATE invoices SET seq = c.n, invoice_no = ${invoiceNoSql(sql.ref('c.prefix'), year, sql.ref('c.n'))}
          FROM c WHERE invoices.id = ${invoiceId} RETURNING invoices.invoice_no),
    e AS (UPDATE ledger_entries SET reference = i.invoice_no FROM i WHERE ledger_entries.id = ${entryId} RETURNING 1)
    SELECT invoice_no FROM i`,
      [sellerId, String(year), invoiceId, entryId],
    );
  let rows = await take();
  if (rows.length === 0) {
    // The seller's first invoice: its counter row is made, then the number is taken as for every other.
    await ensureCounter(trx, sellerId);
    rows = await take();
  }
  return rows[0].invoice_no;
}

/** Invoice numbers: the seller's prefix, the year of issue and a six-digit number that rises by one per invoice (`KMT-2026-000042`; more digits past 999,999). */
const invoiceNoSql = (
  prefix: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  year: number,
  n: ReturnType<typeof sql.ref>,
) =>
  sql`${prefix} || '-' || ${String(year)}::text || '-' || CASE WHEN ${n} >= 1000000 THEN ${n}::text ELSE lpad(${n}::text, 6, '0') END`;

/**
 * Keeps an invoiced order's ledger debit in step with its status, inside the status change's transaction: an order
 * cancelled after its invoice has the debit reversed (a new entry; nothing is edited), and one shipped again after
 * that is debited again. Does nothing for an order without an invoice or whose debit is already as it should be.
 */
export async function syncInvoiceDebit(
  trx: Transaction<Database>,
  orderId: number,
  live: boolean,
  createdBy: number | null,
): Promise<void> {
  const { rows } = await sql<{
    invoice_id: number;
    invoice_no: string;
    wholeseller_id: number;
    retailer_id: number;
    total_paisa: number;
    due_at: Date;
    entry_id: number | null;
  }>`
    SELECT i.id AS invoice_id, i.invoice_no, i.wholeseller_id, i.retailer_id, i.total_paisa, i.due_at,
      (SELECT e.id FROM ledger_entries e WHERE e.invoice_id = i.id AND e.amount_paisa > 0
         AND NOT EXISTS (SELECT 1 FROM ledger_entries x WHERE x.reverses_id = e.id) ORDER BY e.id DESC LIMIT 1) AS entry_id
    FROM invoices i WHERE i.order_id = ${orderId}`.execute(trx);
  const inv = rows[0];
  if (!inv || Number(inv.total_paisa) === 0) return;
  const base = {
    sellerId: inv.wholeseller_id,
    retailerId: inv.retailer_id,
    kind: 'invoice' as const,
    reference: inv.invoice_no,
    invoiceId: inv.invoice_id,
    createdBy,
  };
  if (!live && inv.entry_id !== null) {
    await postEntry(trx, {
      ...base,
      amountPaisa: -Number(inv.total_paisa),
      reason: MONEY_MSG.orderCancelledReversal,
      reversesId: Number(inv.entry_id),
    });
  } else if (live && inv.entry_id === null) {
    await postEntry(trx, {
      ...base,
      amountPaisa: Number(inv.total_paisa),
      dueAt: inv.due_at,
      reason: MONEY_MSG.orderShippedAgain,
    });
  }
}

/** Issues the invoice of an order from the seller's "Invoice" action (its own transaction); the admin passes null. */
export async function issueInvoiceFor(
  db: Kysely<Database>,
  sellerId: number | null,
  orderId: number,
  supplied: Array<{ listing_id: number; supplied: number }> | undefined,
  createdBy: number,
): Promise<Invoice> {
  const invoice = await db
    .transaction()
    .execute((trx) => issueInvoice(trx, orderId, { supplied, createdBy, sellerId: sellerId ?? undefined }));
  return invoice!;
}

/** One line of an invoice on the wire; batches and a short-supply note only where the line has them. */
function invoiceLine(
  l: {
    listing_id: number | null;
    product_name: string;
    quantity: number;
    supplied: number;
    bonus_quantity: number;
    price: number | string;
    offer: number | string;
    net_paisa: number | string;
  },
  batches: Map<number, LineBatch[]> | null,
  note: string | null | undefined,
): Invoice['lines'][number] {
  const lineBatches = l.listing_id !== null ? batches?.get(l.listing_id) : undefined;
  return {
    listing_id: l.listing_id,
    product_name: l.product_name,
    quantity: l.quantity,
    supplied: l.supplied,
    bonus_quantity: l.bonus_quantity,
    total_price: Number(l.price),
    offer: Number(l.offer),
    net: rupeesOf(l.net_paisa),
    // Only for lines shipped from batches (sellers who track them), so other invoices keep their shape.
    ...(lineBatches ? { batches: lineBatches } : {}),
    ...(note ? { stock_note: note } : {}),
  };
}

interface InvoiceRow {
  id: number;
  invoice_no: string;
  order_id: number;
  wholeseller_id: number;
  retailer_id: number;
  issued_at: string;
  due_date: string;
  subtotal_paisa: number;
  tax_paisa: number;
  total_paisa: number;
  tax_lines: Array<{ name: string; rate: number; amount_paisa: number }>;
  seller: Invoice['seller'];
  retailer: Invoice['retailer'];
}

async function invoiceWhere(db: Db, where: ReturnType<typeof sql>): Promise<Invoice | null> {
  const { rows } = await sql<InvoiceRow>`
    SELECT id, invoice_no, order_id, wholeseller_id, retailer_id, ${isoUtc(sql.ref('issued_at'))} AS issued_at,
           ${isoUtc(sql.ref('due_at'))} AS due_date, subtotal_paisa, tax_paisa, total_paisa, tax_lines, seller, retailer
    FROM invoices WHERE ${where}`.execute(db);
  const inv = rows[0];
  if (!inv) return null;
  const lines = await sql<{
    listing_id: number | null;
    product_name: string;
    quantity: number;
    supplied: number;
    bonus_quantity: number;
    price: number;
    offer: number;
    net_paisa: number;
  }>`SELECT listing_id, product_name, quantity, supplied, bonus_quantity, price, offer, net_paisa
     FROM invoice_lines WHERE invoice_id = ${inv.id} ORDER BY id`.execute(db);
  const batches = await batchesOfOrder(db, inv.order_id);
  const notes = await shortNotesOfInvoice(db, inv.id);
  return {
    id: inv.id,
    invoice_no: inv.invoice_no,
    order_id: inv.order_id,
    wholeseller_id: inv.wholeseller_id,
    retailer_id: inv.retailer_id,
    issued_at: inv.issued_at,
    due_date: inv.due_date,
    subtotal: rupeesOf(inv.subtotal_paisa),
    tax_total: rupeesOf(inv.tax_paisa),
    total: rupeesOf(inv.total_paisa),
    tax_lines: inv.tax_lines.map((t) => ({ name: t.name, rate: t.rate, amount: rupeesOf(t.amount_paisa) })),
    seller: inv.seller,
    retailer: inv.retailer,
    lines: lines.rows.map((l) => invoiceLine(l, batches, l.listing_id !== null ? notes.get(l.listing_id) : undefined)),
  };
}

export const invoiceById = (db: Db, id: number) => invoiceWhere(db, sql`id = ${id}`);
export const invoiceOfOrder = (db: Db, orderId: number) => invoiceWhere(db, sql`order_id = ${orderId}`);
