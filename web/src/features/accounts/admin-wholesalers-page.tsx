import type { AdminWholesaler } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import type { Column } from '../../components/grouped-table';
import { paths } from '../../lib/paths';
import { AdminAccountsList, accountDay, type AccountListView } from './admin-accounts-list';
import { AdminAccountState, DuplicateBadge } from './admin-approval-actions';
import { adminUi } from '../../lib/i18n-admin-ui';

const storeLink = (w: AdminWholesaler) => (
  <a href={paths.store(w.url)} target="_blank" rel="noreferrer">
    {`${window.location.host}${paths.store(w.url)}`}
  </a>
);

function columns({ compact, narrow, compare }: AccountListView): Column<AdminWholesaler>[] {
  const T = adminUi();
  if (compact) {
    return [
      {
        key: 'wholesaler',
        header: T.wholesaler,
        cell: (w) => (
          <>
            <div className="fw-semibold">{w.busniess_name}</div>
            <div className="small text-muted">
              {w.full_name} · <span className="tabular">{w.phone}</span>
            </div>
            <div className="small text-muted">{T.registeredOn(accountDay(w.created_at))}</div>
            <AdminAccountState approval={w.approval} disabled={w.is_disabled} />
            <DuplicateBadge matches={w.duplicate_of} onShow={() => compare(w.id)} />
          </>
        ),
      },
    ];
  }
  return [
    { key: 'business', header: T.businessName, cell: (w) => w.busniess_name },
    { key: 'name', header: T.fullName, cell: (w) => w.full_name },
    { key: 'phone', header: T.phoneNo, cell: (w) => <span className="tabular">{w.phone}</span> },
    ...(narrow
      ? []
      : [{ key: 'listings', header: T.products, numeric: true, cell: (w: AdminWholesaler) => w.listings_count }]),
    ...(narrow
      ? []
      : [{ key: 'orders', header: T.orders, numeric: true, cell: (w: AdminWholesaler) => w.orders_count }]),
    {
      key: 'registered',
      header: T.registered,
      cell: (w) => <span className="tabular text-nowrap">{accountDay(w.created_at)}</span>,
    },
    {
      key: 'status',
      header: T.statusHeader,
      cell: (w) => (
        <>
          <AdminAccountState approval={w.approval} disabled={w.is_disabled} />
          <DuplicateBadge matches={w.duplicate_of} onShow={() => compare(w.id)} />
        </>
      ),
    },
  ];
}

/** /ViewWholesellers: every wholesaler, with details, store link and activation. */
export default function AdminWholesalersPage() {
  const T = adminUi();
  return (
    <AdminAccountsList
      kind="wholesalers"
      title={T.wholesalers}
      noun="wholesaler"
      emptyText={MSG.noWholesalersFound}
      searchPlaceholder={T.searchWholesalers}
      columns={columns}
      nameOf={(w) => w.busniess_name}
      details={(w) => [
        [T.businessName, w.busniess_name],
        [T.fullName, w.full_name],
        [T.phoneNo, w.phone],
        [T.email, w.email],
        [T.address, w.address],
        [T.storeLink, storeLink(w)],
        [T.statusHeader, <AdminAccountState key="s" approval={w.approval} disabled={w.is_disabled} />],
        [T.possibleDuplicate, w.duplicate_of.length ? <DuplicateBadge key="d" matches={w.duplicate_of} /> : ''],
        [T.productsListed, w.listings_count],
        [T.ordersReceived, w.orders_count],
        [T.registered, accountDay(w.created_at)],
      ]}
    />
  );
}
