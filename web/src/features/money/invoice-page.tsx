import { useState } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, type Invoice, type OrderItem } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { orderQueries } from '../../lib/order-queries';
import { paths } from '../../lib/paths';
import { moneyPaths } from '../../lib/money-paths';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useSellerTimeZone } from '../../lib/seller-settings';
import { Money } from '../../components/money';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-errors';
import { PageSpinner } from '../../components/page-spinner';
import { StatusBadge } from '../../components/status-badge';
import { invoicePdfHref, moneyApi, moneyKeys, moneyQueries } from './money-api';
import { moneyMessages, moneyText } from './money-text';
import './money.css';

/**
 * An order's invoice: its number, lines (ordered and supplied), totals and the PDF. Before it is invoiced the seller
 * sets what is supplied of each line (short supply) and issues it; shipping the order issues it with everything.
 */
export default function InvoicePage() {
  const orderId = Number(useParams().orderId);
  const { user } = useSession();
  const valid = Number.isInteger(orderId) && orderId > 0;
  const invoice = useQuery({ ...moneyQueries.invoice(orderId), enabled: valid });
  const details = useQuery({ ...orderQueries.details(orderId), enabled: valid });
  const tz = useSellerTimeZone();
  const T = moneyText();
  if (!valid) return <EmptyState text={T.notFound} />;
  const order = details.data?.order_details[0];
  const notInvoiced = invoice.data === null;

  return (
    <main className="container py-4 money-page">
      <Link to={user?.type === 'seller' ? paths.sellerOrders : paths.retailerOrders} className="money-link small">
        {T.backOrders}
      </Link>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{T.invoiceFor(orderId)}</h1>
        {order && <StatusBadge status={order.status} />}
      </div>
      {invoice.isPending || details.isPending ? (
        <PageSpinner label={T.loadingInvoice} />
      ) : invoice.data ? (
        <InvoiceView invoice={invoice.data} retailer={user?.type === 'retailer'} timeZone={tz} />
      ) : notInvoiced && details.data && order ? (
        user?.type === 'seller' && order.status !== 'Cancel' ? (
          <IssueInvoice orderId={orderId} items={details.data.order_items} />
        ) : (
          <EmptyState text={T.notInvoicedYet} />
        )
      ) : (
        <EmptyState text={errorMessage(invoice.error ?? details.error)} />
      )}
    </main>
  );
}

function InvoiceView({ invoice, retailer, timeZone }: { invoice: Invoice; retailer: boolean; timeZone?: string }) {
  const T = moneyText();
  return (
    <div className="page-card">
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
        <div>
          <div className="fs-5 fw-bold" data-testid="invoice-no">
            {invoice.invoice_no}
          </div>
          <div className="small text-muted">
            {T.issued(formatDate(invoice.issued_at, timeZone), formatDate(invoice.due_date, timeZone))}
          </div>
          <div className="small">{T.fromTo(invoice.seller.name, invoice.retailer.store)}</div>
        </div>
        <div className="d-flex flex-wrap gap-2 money-actions">
          <a
            className="btn btn-primary d-inline-flex align-items-center"
            href={invoicePdfHref(invoice.order_id)}
            download
          >
            {T.invoicePdf}
          </a>
          {retailer && (
            <Link
              className="btn btn-outline-primary d-inline-flex align-items-center"
              to={moneyPaths.requestReturn(invoice.order_id)}
            >
              {T.requestReturn}
            </Link>
          )}
        </div>
      </div>
      <Table className="mb-0 align-middle money-table invoice-lines">
        <thead>
          <tr>
            <LineHeads />
            <th scope="col" className="text-end invoice-optional">
              T.P
            </th>
            <th scope="col" className="text-end">
              {T.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l, i) => (
            <tr key={`${l.listing_id}-${i}`} className={l.supplied < l.quantity ? 'table-warning' : ''}>
              <td className="text-break">
                {l.product_name}
                {l.bonus_quantity > 0 && <div className="small text-muted">{T.bonus(l.bonus_quantity)}</div>}
                {l.offer > 0 && <div className="small text-muted">{T.offer(l.offer)}</div>}
              </td>
              <td className="text-end">{l.quantity}</td>
              <td className="text-end">{l.supplied}</td>
              <td className="text-end invoice-optional">
                <Money value={l.total_price} />
              </td>
              <td className="text-end">
                <Money value={l.net} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {invoice.tax_lines.map((t) => (
            <tr key={t.name}>
              <th scope="row" colSpan={3} className="text-end fw-normal invoice-foot">
                {t.name} ({t.rate}%)
              </th>
              <td className="text-end invoice-optional" />
              <td className="text-end">
                <Money value={t.amount} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3} className="text-end invoice-foot">
              {T.total}
            </th>
            <td className="invoice-optional" />
            <td className="text-end fw-bold" data-testid="invoice-total">
              <Money value={invoice.total} />
            </td>
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}

/** The seller's "Issue invoice": each line's supplied quantity, at most what was ordered (less is short supply). */
function IssueInvoice({ orderId, items }: { orderId: number; items: OrderItem[] }) {
  const T = moneyText();
  const M = moneyMessages();
  const queryClient = useQueryClient();
  const [supplied, setSupplied] = useState<Record<number, string>>(() =>
    Object.fromEntries(items.map((i) => [i.id, String(i.quantity)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const issue = useMutation({
    mutationFn: () => {
      const short = items.some((i) => Number(supplied[i.id]) !== i.quantity);
      const lines = items
        .filter((i) => i.listing_id != null)
        .map((i) => ({ listing_id: i.listing_id as number, supplied: Number(supplied[i.id]) }));
      return moneyApi.issueInvoice(orderId, short ? lines : undefined);
    },
    onSuccess: async (invoice) => {
      notify.success(M.invoiceIssued(invoice.invoice_no));
      queryClient.setQueryData(moneyKeys.invoice(orderId), invoice);
      await queryClient.invalidateQueries({ queryKey: queryKeys.order(orderId) });
      await queryClient.invalidateQueries({ queryKey: moneyKeys.all() });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const bad = items.find((i) => {
    const v = supplied[i.id];
    return !/^\d+$/.test(v ?? '') || Number(v) > i.quantity;
  });

  return (
    <Form
      className="page-card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        if (bad) setProblem(M.suppliedTooMany);
        else issue.mutate();
      }}
    >
      <p className="text-muted">{T.issueHint}</p>
      <FormAlert message={problem} />
      <Table className="align-middle money-table">
        <thead>
          <tr>
            <LineHeads />
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.id}>
              <td className="text-break">{i.productName}</td>
              <td className="text-end">{i.quantity}</td>
              <td className="text-end">
                <Form.Control
                  className="ms-auto supplied-input"
                  inputMode="numeric"
                  aria-label={T.suppliedOf(i.productName)}
                  value={supplied[i.id] ?? ''}
                  isInvalid={!/^\d+$/.test(supplied[i.id] ?? '') || Number(supplied[i.id]) > i.quantity}
                  onChange={(e) => setSupplied({ ...supplied, [i.id]: e.target.value.trim() })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="money-actions">
        <Button type="submit" disabled={issue.isPending}>
          {T.issueInvoice}
        </Button>
      </div>
    </Form>
  );
}

/** The headers an invoice's lines start with: the product, what was ordered and what was supplied of it. */
function LineHeads() {
  const T = moneyText();
  return (
    <>
      <th scope="col">{T.product}</th>
      <th scope="col" className="text-end">
        {T.ordered}
      </th>
      <th scope="col" className="text-end">
        {T.supplied}
      </th>
    </>
  );
}
