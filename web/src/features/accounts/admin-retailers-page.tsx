import type { AdminRetailer } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import type { Column } from '../../components/grouped-table';
import { AdminAccountsList, accountDay, type AccountListView } from './admin-accounts-list';
import { AdminAccountState, DuplicateBadge } from './admin-approval-actions';
import { adminUi } from '../../lib/i18n-admin-ui';

function columns({ compact, narrow, compare }: AccountListView): Column<AdminRetailer>[] {
  const T = adminUi();
  if (compact) {
    // At phone width one cell carries the essentials, so the table never scrolls sideways.
    return [
      {
        key: 'retailer',
        header: T.retailer,
        cell: (r) => (
          <>
            <div className="fw-semibold">{r.store}</div>
            <div className="small text-muted">
              {r.fullName} · <span className="tabular">{r.phone}</span>
            </div>
            <div className="small text-muted">{T.registeredOn(accountDay(r.created_at))}</div>
            <AdminAccountState approval={r.approval} disabled={r.is_disabled} />
            <DuplicateBadge matches={r.duplicate_of} onShow={() => compare(r.id)} />
          </>
        ),
      },
    ];
  }
  return [
    { key: 'name', header: T.fullName, cell: (r) => r.fullName },
    { key: 'store', header: T.storeName, cell: (r) => r.store },
    { key: 'phone', header: T.phoneNo, cell: (r) => <span className="tabular">{r.phone}</span> },
    ...(narrow ? [] : [{ key: 'address', header: T.address, cell: (r: AdminRetailer) => r.address }]),
    ...(narrow ? [] : [{ key: 'orders', header: T.orders, numeric: true, cell: (r: AdminRetailer) => r.orders_count }]),
    {
      key: 'registered',
      header: T.registered,
      cell: (r) => <span className="tabular text-nowrap">{accountDay(r.created_at)}</span>,
    },
    {
      key: 'status',
      header: T.statusHeader,
      cell: (r) => (
        <>
          <AdminAccountState approval={r.approval} disabled={r.is_disabled} />
          <DuplicateBadge matches={r.duplicate_of} onShow={() => compare(r.id)} />
        </>
      ),
    },
  ];
}

/** /ViewRetailers: every retailer, with details and activation. */
export default function AdminRetailersPage() {
  const T = adminUi();
  return (
    <AdminAccountsList
      kind="retailers"
      title={T.retailers}
      noun="retailer"
      emptyText={MSG.noRetailersFound}
      searchPlaceholder={T.searchRetailers}
      columns={columns}
      nameOf={(r) => r.store || r.fullName}
      details={(r) => [
        [T.fullName, r.fullName],
        [T.storeName, r.store],
        [T.phoneNo, r.phone],
        [T.email, r.email],
        [T.address, r.address],
        [T.statusHeader, <AdminAccountState key="s" approval={r.approval} disabled={r.is_disabled} />],
        [T.possibleDuplicate, r.duplicate_of.length ? <DuplicateBadge key="d" matches={r.duplicate_of} /> : ''],
        [T.ordersPlaced, r.orders_count],
        [T.registered, accountDay(r.created_at)],
      ]}
    />
  );
}
