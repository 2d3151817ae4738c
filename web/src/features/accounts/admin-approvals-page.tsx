import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, type AdminRetailer, type AdminWholesaler } from '@dawalink/shared';
import { adminMsg } from '../../lib/i18n-admin';
import { errorMessage } from '../../lib/api';
import { useApprovalCount } from '../../lib/approvals-count';
import { paths } from '../../lib/paths';
import { PageSpinner } from '../../components/page-spinner';
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
          <h3 className="h6 mb-1 text-break" dir="auto">{card.title}</h3>
          <div className="small">
            {card.person} · <span className="tabular">{card.phone}</span>
          </div>
          <div className="small text-muted text-break" dir="auto">{card.address}</div>
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
  error,
}: {
  title: string;
  kind: AdminAccountKind;
  cards?: QueueCard[];
  error: unknown;
}) {
  return (
    <section className="mb-4" aria-labelledby={`queue-${kind}`}>
      <h2 className="h5" id={`queue-${kind}`}>
        {title} <span className="text-muted small tabular">{cards?.length ?? ''}</span>
      </h2>
      {error ? (
        <p className="text-danger">{errorMessage(error)}</p>
      ) : !cards || cards.length === 0 ? (
        <p className="text-muted">{adminUi().noneWaiting}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {cards.map((c) => (
            <WaitingCard key={c.id} card={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /AdminApprovals: the accounts waiting for approval (ACCOUNT_APPROVAL), oldest first, wholesalers before
 * retailers (a store waits on its own approval to take orders). Each card says who it is, when it registered and
 * whether it may duplicate an account, beside Approve and Reject.
 */
export default function AdminApprovalsPage() {
  const T = adminUi();
  const sellers = useQuery(adminAccountQueries.waiting('wholesalers'));
  const retailers = useQuery(adminAccountQueries.waiting('retailers'));
  const shown = (sellers.data?.length ?? 0) + (retailers.data?.length ?? 0);
  // The cards are the oldest 200 of each kind; the figure is the whole queue's, as the navigation's badge reads it.
  const count = useApprovalCount(true, 'approvals');
  const waiting = count ? Math.max(count.waiting, shown) : shown;
  const loaded = sellers.data && retailers.data;
  // One spinner until both kinds have answered: a spinner per kind, each replaced by a shorter "none waiting" as its
  // answer came, moved the retailers' cards up the screen.
  const pending = sellers.isPending || retailers.isPending;
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
      ) : loaded && shown === 0 ? (
        <p className="page-card text-center text-muted py-4">{adminMsg().noWaitingAccounts}</p>
      ) : (
        <>
          <Section
            title={T.wholesalers}
            kind="wholesalers"
            cards={sellers.data?.map(fromWholesaler)}
            error={sellers.error}
          />
          <Section
            title={T.retailers}
            kind="retailers"
            cards={retailers.data?.map(fromRetailer)}
            error={retailers.error}
          />
        </>
      )}
    </main>
  );
}
