import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import type { Ledger, LedgerEntry } from '@dawalink/shared';
import { paths } from '../../lib/paths';
import { useSellerTimeZone } from '../../lib/seller-settings';
import { EmptyState } from '../../components/empty-state';
import { StatementView, entryTitle } from './statement-view';
import { moneyText } from './money-text';

// The four forms (react-hook-form, zod and the money schemas) load with the first one opened, not with the statement.
const dialogs = () => import('./ledger-dialogs');
const PaymentDialog = lazy(() => dialogs().then((m) => ({ default: m.PaymentDialog })));
const AdjustmentDialog = lazy(() => dialogs().then((m) => ({ default: m.AdjustmentDialog })));
const TermsDialog = lazy(() => dialogs().then((m) => ({ default: m.TermsDialog })));
const ReverseDialog = lazy(() => dialogs().then((m) => ({ default: m.ReverseDialog })));

type Open =
  | { kind: 'payment' | 'adjustment' | 'opening' | 'terms'; ledger: Ledger }
  | { kind: 'reverse'; ledger: Ledger; entry: LedgerEntry }
  | null;

/** Seller: one retailer's statement, with Record payment, adjustments, the opening balance, reversals and terms. */
export default function SellerStatementPage() {
  const retailerId = Number(useParams().retailerId);
  const tz = useSellerTimeZone();
  const [open, setOpen] = useState<Open>(null);
  const T = moneyText();
  if (!Number.isInteger(retailerId) || retailerId <= 0) return <EmptyState text={T.notFound} />;
  const close = () => setOpen(null);
  return (
    <main className="container py-4 money-page">
      <Link to={paths.receivables} className="money-link small">
        {T.backReceivables}
      </Link>
      <StatementView
        who={{ side: 'seller', retailerId }}
        timeZone={tz}
        title={(l) => `${l.store} (${l.retailer_name})`}
        actions={(ledger) => (
          <>
            <Button onClick={() => setOpen({ kind: 'payment', ledger })}>{T.recordPayment}</Button>
            <Button variant="outline-primary" onClick={() => setOpen({ kind: 'adjustment', ledger })}>
              {T.adjustment}
            </Button>
            {!ledger.has_opening && (
              <Button variant="outline-primary" onClick={() => setOpen({ kind: 'opening', ledger })}>
                {T.openingBalance}
              </Button>
            )}
            <Button variant="outline-primary" onClick={() => setOpen({ kind: 'terms', ledger })}>
              {T.editTerms}
            </Button>
          </>
        )}
        entryAction={(entry, ledger) =>
          entry.reverses || entry.reversed_by ? (
            <span className="small text-muted">{entry.reversed_by ? T.reversed : ''}</span>
          ) : (
            <Button
              variant="outline-danger"
              size="sm"
              className="money-small-button"
              aria-label={`${T.reverse} ${entryTitle(entry)} ${entry.reference}`.trim()}
              onClick={() => setOpen({ kind: 'reverse', ledger, entry })}
            >
              {T.reverse}
            </Button>
          )
        }
      />
      <Suspense fallback={null}>
        {open?.kind === 'payment' && <PaymentDialog ledger={open.ledger} onClose={close} />}
        {(open?.kind === 'adjustment' || open?.kind === 'opening') && (
          <AdjustmentDialog ledger={open.ledger} opening={open.kind === 'opening'} onClose={close} />
        )}
        {open?.kind === 'terms' && <TermsDialog ledger={open.ledger} onClose={close} />}
        {open?.kind === 'reverse' && (
          <ReverseDialog ledger={open.ledger} entry={open.entry} title={entryTitle(open.entry)} onClose={close} />
        )}
      </Suspense>
    </main>
  );
}
