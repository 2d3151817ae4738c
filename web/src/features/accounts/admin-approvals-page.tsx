import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, PAGE_SIZE, type AdminRetailer, type AdminWholesaler } from '@dawalink/shared';
import { adminMsg } from '../../lib/i18n-admin';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { PageSpinner } from '../../components/page-spinner';
import { Pagination } from '../../components/pagination';
import { adminAccountQueries, type AdminAccountKind } from './accounts-api';
import { ApprovalActions, DuplicateBadge } from './admin-approval-actions';
import './admin-accounts.css';
import { adminUi } from '../../lib/i18n-admin-ui';

interface QueueCard {
  id: number;
  kind: AdminAccountKind;
  title: string;
  person: string;
  phone: string;
  address: string;
  email: string;
  created_at: string;
  duplicate_of: AdminRetailer['duplicate_of'];
}

const fromRetailer = (r: AdminRetailer): QueueCard => ({ ...r, kind: 'retailers', title: r.store, person: r.fullName });
const fromWholesaler = (w: AdminWholesaler): QueueCard => ({
  ...w,
  kind: 'wholesalers',
  title: w.busniess_name,
  person: w.full_name,
});

/** One waiting account as a card (no table: nothing to scroll sideways on a phone). */
function WaitingCard({ card }: { card: QueueCard }) {
  const T = adminUi();
  const listPath = card.kind === 'retailers' ? paths.adminRetailers : paths.adminWholesalers;
  return (
    <li className="page-card approval-card mb-2" aria-label={card.title}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div className="min-w-0">
          <h3 className="h6 mb-1 text-break" dir="auto">
            {card.title}
          </h3>
          <div className="small">
            {card.person} · <span className="tabular">{card.phone}</span>
          </div>
          <div className="small text-muted text-break" dir="auto">
            {card.address}
          </div>
          {card.email && <div className="small text-muted text-break">{card.email}</div>}
          <div className="small text-muted">{T.registeredOn(formatDateTime(card.created_at))}</div>
          {card.duplicate_of.length > 0 && (
            <>
              <DuplicateBadge matches={card.duplicate_of} />
              <Link className="small" to={`${listPath}?duplicate_of=${card.id}`}>
                {T.compareWith(card.duplicate_of.length)}
              </Link>
            </>
          )}
        </div>
        <div className="approval-actions">
          <ApprovalActions kind={card.kind} id={card.id} name={card.title} approval="waiting" />
        </div>
      </div>
    </li>
  );
}

function Section({
  title,
  kind,
  cards,
  total,
  page,
  onPage,
  error,
}: {
  title: string;
  kind: AdminAccountKind;
  cards?: QueueCard[];
  /** How many of the kind wait in all (the cards are one page of them). */
  total?: number;
  page: number;
  onPage(page: number): void;
  error: unknown;
}) {
  return (
    <section className="mb-4" aria-labelledby={`queue-${kind}`}>
      <h2 className="h5" id={`queue-${kind}`}>
        {title} <span className="text-muted small tabular">{total ?? ''}</span>
      </h2>
      {error ? (
        <p className="text-danger">{errorMessage(error)}</p>
      ) : !cards || cards.length === 0 ? (
        <p className="text-muted">{adminUi().noneWaiting}</p>
      ) : (
        <>
          <ul className="list-unstyled mb-0">
            {cards.map((c) => (
              <WaitingCard key={c.id} card={c} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil((total ?? 0) / PAGE_SIZE)}
            onPage={onPage}
            startAt={`queue-${kind}`}
          />
        </>
      )}
    </section>
  );
}

/**
 * A page of one kind of the queue (PAGE_SIZE cards). A decision takes its card out of the queue: when that empties
 * the last page, the page before it is shown instead.
 */
function useQueuePage<K extends AdminAccountKind>(kind: K) {
  const [wanted, setPage] = useState(1);
  const query = useQuery(adminAccountQueries.waiting(kind, wanted));
  const lastPage = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : wanted;
  const page = Math.min(wanted, lastPage);
  if (page !== wanted) setPage(page);
  return { query, page, setPage };
}

/**
 * /AdminApprovals: the accounts waiting for approval (ACCOUNT_APPROVAL), oldest first, wholesalers before
 * retailers (a store waits on its own approval to take orders). Each card says who it is, when it registered and
 * whether it may duplicate an account, beside Approve and Reject.
 */
export default function AdminApprovalsPage() {
  const T = adminUi();
  const sellers = useQueuePage('wholesalers');
  const retailers = useQueuePage('retailers');
  // The whole queue's figure (both kinds' totals), as the navigation's badge reads it.
  const waiting = (sellers.query.data?.total ?? 0) + (retailers.query.data?.total ?? 0);
  const loaded = sellers.query.data && retailers.query.data;
  // One spinner until both kinds have answered: a spinner per kind, each replaced by a shorter "none waiting" as its
  // answer came, moved the retailers' cards up the screen.
  const pending = sellers.query.isPending || retailers.query.isPending;
  return (
    <main className="container-lg py-3 admin-page">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
        <h1 className="h3 mb-0">{T.approvalQueue}</h1>
        {loaded && (
          <span className="text-muted small" aria-live="polite">
            {T.waiting(waiting)}
          </span>
        )}
      </div>
      {pending ? (
        <PageSpinner />
      ) : loaded && waiting === 0 ? (
        <p className="page-card text-center text-muted py-4">{adminMsg().noWaitingAccounts}</p>
      ) : (
        <>
          <Section
            title={T.wholesalers}
            kind="wholesalers"
            cards={sellers.query.data?.rows.map(fromWholesaler)}
            total={sellers.query.data?.total}
            page={sellers.page}
            onPage={sellers.setPage}
            error={sellers.query.error}
          />
          <Section
            title={T.retailers}
            kind="retailers"
            cards={retailers.query.data?.rows.map(fromRetailer)}
            total={retailers.query.data?.total}
            page={retailers.page}
            onPage={retailers.setPage}
            error={retailers.query.error}
          />
        </>
      )}
    </main>
  );
}
