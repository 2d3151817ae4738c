import { NavLink } from 'react-router';
import type { SessionUser } from '@dawalink/shared';
import { mayOpen, paths } from '../lib/paths';
import { licencePaths } from '../lib/licence-paths';
import { useApprovalCount } from '../lib/approvals-count';
import { useUnseenOrders } from '../lib/unseen-orders';
import { UI } from '../lib/i18n';

const linksFor = (type: string | undefined) => {
  switch (type) {
    case 'seller':
      return [
        { to: paths.sellerHome, label: UI.nav.products },
        { to: paths.priceList, label: UI.nav.priceList },
        { to: paths.sellerOrders, label: UI.nav.orders },
        { to: paths.sellerDashboard, label: UI.nav.dashboard },
        { to: paths.receivables, label: UI.nav.receivables },
        { to: paths.returns, label: UI.nav.returns },
        { to: paths.bookOrder, label: UI.nav.bookOrder },
        { to: paths.myRetailers, label: UI.nav.myRetailers },
        { to: paths.team, label: UI.nav.team },
        { to: paths.sellerProfile, label: UI.nav.profile },
      ];
    case 'retailer':
      return [
        { to: paths.home, label: UI.nav.home },
        { to: paths.retailerOrders, label: UI.nav.myOrders },
        { to: paths.accounts, label: UI.nav.accounts },
        { to: paths.returns, label: UI.nav.returns },
        { to: paths.retailerProfile, label: UI.nav.profile },
      ];
    case 'admin':
      return [
        { to: paths.adminProducts, label: UI.nav.products },
        { to: paths.adminRetailers, label: UI.nav.retailers },
        { to: paths.adminWholesalers, label: UI.nav.wholesalers },
        { to: paths.adminApprovals, label: UI.nav.approvals },
        { to: licencePaths.adminLicences, label: UI.nav.licences },
      ];
    default:
      return [];
  }
};

/** The count of unseen new orders; hidden from screen readers, which read the link's description instead. */
function UnseenBadge({ count, className = '' }: { count: number; className?: string }) {
  return (
    <span
      className={`badge rounded-pill text-bg-danger unseen-orders-badge ${className}`}
      aria-hidden="true"
      data-testid="unseen-orders-badge"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The Menu button's count of unseen new orders (below md, while the links are folded) and its description. */
export function MenuUnseenBadge({ folded }: { folded: boolean }) {
  const unseen = useUnseenOrders();
  if (unseen === 0) return null;
  return (
    <>
      {folded && <UnseenBadge count={unseen} className="unseen-orders-badge-menu" />}
      <span id="unseen-orders-text" className="visually-hidden">
        {UI.newOrders(unseen)}
      </span>
    </>
  );
}

interface Props {
  user: SessionUser;
  pathname: string;
  onNavigate(): void;
  onLogout(): Promise<void>;
}

/** A signed-in person's links (with the Orders and Approvals counts) and Logout. */
export default function SignedInLinks({ user, pathname, onNavigate, onLogout }: Props) {
  const approvals = useApprovalCount(user.type === 'admin', pathname);
  // The queue's link shows while approval is on, or while accounts still wait from when it was.
  // A seller's team member sees only their role's pages (the owner sees them all).
  const links = linksFor(user.type).filter(
    (l) => mayOpen(user, l.to) && (l.to !== paths.adminApprovals || (approvals && (approvals.mode !== 'none' || approvals.waiting > 0))),
  );
  const unseen = useUnseenOrders();
  const showUnseen = user.type === 'seller' && unseen > 0;
  return (
    <>
      {links.map((l) => {
        const badge = showUnseen && l.to === paths.sellerOrders;
        return (
          <NavLink
            key={l.to}
            className="nav-link"
            to={l.to}
            onClick={onNavigate}
            aria-describedby={badge ? 'unseen-orders-text' : undefined}
          >
            {l.label}
            {badge && <UnseenBadge count={unseen} className="ms-1" />}
            {l.to === paths.adminApprovals && approvals && approvals.waiting > 0 && (
              <span className="badge rounded-pill text-bg-warning ms-1" aria-label={UI.waiting(approvals.waiting)}>
                {approvals.waiting}
              </span>
            )}
          </NavLink>
        );
      })}
      <button type="button" className="btn btn-link nav-link text-start" onClick={() => void onLogout()}>
        {UI.nav.logout}
      </button>
    </>
  );
}
