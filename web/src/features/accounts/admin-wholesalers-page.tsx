import { formatDate, type AdminWholesaler } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import type { Column } from '../../components/grouped-table';
import { paths } from '../../lib/paths';
import { AdminAccountsList, type AccountListView } from './admin-accounts-list';
import { AdminAccountState, DuplicateBadge } from './admin-approval-actions';

const storeLink = (w: AdminWholesaler) => (
  <a href={paths.store(w.url)} target="_blank" rel="noreferrer">
    {`${window.location.host}${paths.store(w.url)}`}
  </a>
);

function columns({ compact, narrow, compare }: AccountListView): Column<AdminWholesaler>[] {
  if (compact) {
    return [
      {
        key: 'wholesaler',
        header: 'Wholesaler',
        cell: (w) => (
          <>
            <div className="fw-semibold">{w.busniess_name}</div>
            <div className="small text-muted">
              {w.full_name} · <span className="tabular">{w.phone}</span>
            </div>
            <div className="small text-muted">Registered {formatDate(w.created_at)}</div>
            <AdminAccountState approval={w.approval} disabled={w.is_disabled} />
            <DuplicateBadge matches={w.duplicate_of} onShow={() => compare(w.id)} />
          </>
        ),
      },
    ];
  }
  return [
    { key: 'business', header: 'Business Name', cell: (w) => w.busniess_name },
    { key: 'name', header: 'Full Name', cell: (w) => w.full_name },
    { key: 'phone', header: 'Phone No', cell: (w) => <span className="tabular">{w.phone}</span> },
    ...(narrow
      ? []
      : [{ key: 'listings', header: 'Products', numeric: true, cell: (w: AdminWholesaler) => w.listings_count }]),
    ...(narrow
      ? []
      : [{ key: 'orders', header: 'Orders', numeric: true, cell: (w: AdminWholesaler) => w.orders_count }]),
    {
      key: 'registered',
      header: 'Registered',
      cell: (w) => <span className="tabular text-nowrap">{formatDate(w.created_at)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
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
  return (
    <AdminAccountsList
      kind="wholesalers"
      title="Wholesalers"
      noun="wholesaler"
      emptyText={MSG.noWholesalersFound}
      searchPlaceholder="Search by business, name, phone or store link"
      columns={columns}
      nameOf={(w) => w.busniess_name}
      details={(w) => [
        ['Business Name', w.busniess_name],
        ['Full Name', w.full_name],
        ['Phone No', w.phone],
        ['Email', w.email],
        ['Address', w.address],
        ['Store Link', storeLink(w)],
        ['Status', <AdminAccountState key="s" approval={w.approval} disabled={w.is_disabled} />],
        ['Possible duplicate', w.duplicate_of.length ? <DuplicateBadge key="d" matches={w.duplicate_of} /> : ''],
        ['Products listed', w.listings_count],
        ['Orders received', w.orders_count],
        ['Registered', formatDate(w.created_at)],
      ]}
    />
  );
}
