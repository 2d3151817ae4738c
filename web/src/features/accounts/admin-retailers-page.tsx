import { formatDate, type AdminRetailer } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import type { Column } from '../../components/grouped-table';
import { AdminAccountsList, type AccountListView } from './admin-accounts-list';
import { AdminAccountState, DuplicateBadge } from './admin-approval-actions';

function columns({ compact, narrow, compare }: AccountListView): Column<AdminRetailer>[] {
  if (compact) {
    // At phone width one cell carries the essentials, so the table never scrolls sideways.
    return [
      {
        key: 'retailer',
        header: 'Retailer',
        cell: (r) => (
          <>
            <div className="fw-semibold">{r.store}</div>
            <div className="small text-muted">
              {r.fullName} · <span className="tabular">{r.phone}</span>
            </div>
            <div className="small text-muted">Registered {formatDate(r.created_at)}</div>
            <AdminAccountState approval={r.approval} disabled={r.is_disabled} />
            <DuplicateBadge matches={r.duplicate_of} onShow={() => compare(r.id)} />
          </>
        ),
      },
    ];
  }
  return [
    { key: 'name', header: 'Full Name', cell: (r) => r.fullName },
    { key: 'store', header: 'Store Name', cell: (r) => r.store },
    { key: 'phone', header: 'Phone No', cell: (r) => <span className="tabular">{r.phone}</span> },
    ...(narrow ? [] : [{ key: 'address', header: 'Address', cell: (r: AdminRetailer) => r.address }]),
    ...(narrow ? [] : [{ key: 'orders', header: 'Orders', numeric: true, cell: (r: AdminRetailer) => r.orders_count }]),
    {
      key: 'registered',
      header: 'Registered',
      cell: (r) => <span className="tabular text-nowrap">{formatDate(r.created_at)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
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
  return (
    <AdminAccountsList
      kind="retailers"
      title="Retailers"
      noun="retailer"
      emptyText={MSG.noRetailersFound}
      searchPlaceholder="Search by name, store, phone or address"
      columns={columns}
      nameOf={(r) => r.store || r.fullName}
      details={(r) => [
        ['Full Name', r.fullName],
        ['Store Name', r.store],
        ['Phone No', r.phone],
        ['Email', r.email],
        ['Address', r.address],
        ['Status', <AdminAccountState key="s" approval={r.approval} disabled={r.is_disabled} />],
        ['Possible duplicate', r.duplicate_of.length ? <DuplicateBadge key="d" matches={r.duplicate_of} /> : ''],
        ['Orders placed', r.orders_count],
        ['Registered', formatDate(r.created_at)],
      ]}
    />
  );
}
