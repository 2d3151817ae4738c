import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { SessionUser } from '@dawalink/shared';
import { mayOpen, paths } from '../lib/paths';
import { licencePaths } from '../lib/licence-paths';
import { useApprovalCount } from '../lib/approvals-count';
import { useUnseenOrders } from '../lib/unseen-orders';
import { UI } from '../lib/i18n';
import './signed-in-nav.css';

interface NavItem {
  to: string;
  label: string;
  /** On a desk, listed under "More" when the bar would not hold every link on one line. */
  more?: boolean;
}

/**
 * Past this many links the seller's bar moves the `more` ones under "More": the owner's eleven items (with the brand
 * and the language switch) take two lines at 1280 px in English. A team member's few links stay in a row.
 */
const MAX_IN_ROW = 7;

const linksFor = (type: string | undefined): NavItem[] => {
  switch (type) {
    case 'seller':
      // Products, Orders, Profile and Logout stay on the bar (the spec names them); the less-used pages fold.
      return [
        { to: paths.sellerHome, label: UI.nav.products },
        { to: paths.priceList, label: UI.nav.priceList },
        { to: paths.sellerOrders, label: UI.nav.orders },
        { to: paths.sellerDashboard, label: UI.nav.dashboard, more: true },
        { to: paths.receivables, label: UI.nav.receivables },
        { to: paths.returns, label: UI.nav.returns, more: true },
        { to: paths.bookOrder, label: UI.nav.bookOrder },
        { to: paths.myRetailers, label: UI.nav.myRetailers, more: true },
        { to: paths.team, label: UI.nav.team, more: true },
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

/** Whether `pathname` is the page `to` or one below it (as NavLink marks its link active). */
const isAt = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

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

/**
 * The "More" group: on a desk a button that opens the links below the bar; behind Menu (below the bar's breakpoint)
 * the button hides and the links are listed with the others (signed-in-nav.css). Closes on a choice, Escape, a click
 * elsewhere, or focus leaving the group.
 */
function MoreLinks({ pathname, current, children }: { pathname: string; current: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!group.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div
      ref={group}
      className="nav-more"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!group.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={`btn btn-link nav-link dropdown-toggle nav-more-toggle${current ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls="nav-more-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {UI.nav.more}
      </button>
      <div id="nav-more-menu" className={`nav-more-menu${open ? ' show' : ''}`}>
        {children}
      </div>
    </div>
  );
}

/** A signed-in person's links (with the Orders and Approvals counts) and Logout. */
export default function SignedInLinks({ user, pathname, onNavigate, onLogout }: Props) {
  const approvals = useApprovalCount(user.type === 'admin', pathname);
  // The queue's link shows while approval is on, or while accounts still wait from when it was.
  // A seller's team member sees only their role's pages (the owner sees them all).
  const links = linksFor(user.type).filter(
    (l) =>
      mayOpen(user, l.to) &&
      (l.to !== paths.adminApprovals || (approvals && (approvals.mode !== 'none' || approvals.waiting > 0))),
  );
  const unseen = useUnseenOrders();
  const showUnseen = user.type === 'seller' && unseen > 0;
  const link = (l: NavItem) => {
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
  };
  const folded = links.length > MAX_IN_ROW ? links.filter((l) => l.more) : [];
  const inRow = links.filter((l) => !folded.includes(l));
  // The group sits before the last link (Profile), so Profile and Logout keep the bar's end.
  const beforeGroup = folded.length > 0 ? inRow.slice(0, -1) : inRow;
  const afterGroup = folded.length > 0 ? inRow.slice(-1) : [];
  return (
    <>
      {beforeGroup.map(link)}
      {folded.length > 0 && (
        <MoreLinks pathname={pathname} current={folded.some((l) => isAt(pathname, l.to))}>
          {folded.map(link)}
        </MoreLinks>
      )}
      {afterGroup.map(link)}
      <button type="button" className="btn btn-link nav-link text-start" onClick={() => void onLogout()}>
        {UI.nav.logout}
      </button>
    </>
  );
}
