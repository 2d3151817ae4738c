import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import {
  ACCOUNT_STATUS_FILTERS,
  BREAKPOINT_COMPACT,
  BREAKPOINT_NARROW,
  MAX_SEARCH,
  PAGE_SIZE,
  STICKY_SEARCH_PX,
  DEFAULT_TIME_ZONE,
  formatDate,
  type AccountStatusFilter,
  type AdminAccountCounts,
} from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { useWindowWidth } from '../../lib/use-window-width';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { GroupedTable, type Column } from '../../components/grouped-table';
import { Pagination } from '../../components/pagination';
import { StickySearch } from '../../components/sticky-search';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { IconButton } from '../../components/icon-button';
import { PageSpinner } from '../../components/page-spinner';
import {
  accountKeys,
  accountsApi,
  adminAccountQueries,
  type AdminAccount,
  type AdminAccountFilters,
  type AdminAccountKind,
} from './accounts-api';
import { ApprovalActions } from './admin-approval-actions';
import './admin-accounts.css';
import { adminUi } from '../../lib/i18n-admin-ui';

/**
 * A day of an account's life (joined, decided on) in Pakistan's time, not the device's: the server draws the lists'
 * first rows (server/src/plugins/first-screens-admin.ts) with the same day, which the app's rows then paint over.
 */
export const accountDay = (at: string) => formatDate(at, DEFAULT_TIME_ZONE);

export interface AccountListView {
  compact: boolean;
  narrow: boolean;
  compare(id: number): void;
}

/** The filters as the page's address holds them (`?status=waiting`, `?duplicates=1`, `?duplicate_of=12`). */
function readFilters(params: URLSearchParams): AdminAccountFilters {
  const status = params.get('status');
  const of = Number(params.get('duplicate_of'));
  return {
    status: (ACCOUNT_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as AccountStatusFilter)
      : undefined,
    duplicates: params.get('duplicates') === '1' || undefined,
    duplicateOf: Number.isInteger(of) && of > 0 ? of : undefined,
  };
}

/** All, each status and "Possible duplicates", with their counts; a status nobody is in stays out of the way. */
function FilterBar({
  counts,
  filters,
  onChange,
}: {
  counts?: AdminAccountCounts;
  filters: AdminAccountFilters;
  onChange(f: AdminAccountFilters): void;
}) {
  const item = (label: string, n: number | undefined, active: boolean, next: AdminAccountFilters) => (
    <Button
      key={label}
      size="sm"
      variant={active ? 'primary' : 'outline-secondary'}
      aria-pressed={active}
      className="filter-pill"
      onClick={() => onChange(next)}
    >
      {label}
      {n !== undefined && (
        <>
          {' '}
          <span className="tabular">{n}</span>
        </>
      )}
    </Button>
  );
  const none = !filters.status && !filters.duplicates && !filters.duplicateOf;
  const T = adminUi();
  return (
    <div className="d-flex flex-wrap gap-2 mb-2" role="group" aria-label={T.filterByStatus}>
      {item(T.all, counts?.total, none, {})}
      {ACCOUNT_STATUS_FILTERS.filter(
        (s) => s === 'active' || s === 'disabled' || (counts?.[s] ?? 0) > 0 || filters.status === s,
      ).map((s) => item(T.status[s], counts?.[s], filters.status === s, { status: s }))}
      {((counts?.duplicates ?? 0) > 0 || filters.duplicates) &&
        item(T.possibleDuplicates, counts?.duplicates, !!filters.duplicates, { duplicates: true })}
    </div>
  );
}

interface AdminAccountsListProps<K extends AdminAccountKind> {
  kind: K;
  title: string;
  /** The word for one account in dialogs: "retailer", "wholesaler". */
  noun: string;
  emptyText: string;
  searchPlaceholder: string;
  /** Columns by width: `compact` is 500 px or less, `narrow` under 1000 px; `compare(id)` shows an account beside its possible duplicates. */
  columns(view: AccountListView): Column<AdminAccount<K>>[];
  /** The name the dialogs use for an account. */
  nameOf(account: AdminAccount<K>): string;
  /** The detail modal's label and value pairs. */
  details(account: AdminAccount<K>): Array<[string, ReactNode]>;
}

/**
 * A searchable, paged list of accounts for the admin, with a detail modal per account (View) and the Activate /
 * Deactivate toggle behind "Are You Sure". Shared by /ViewRetailers and /ViewWholesellers.
 */
export function AdminAccountsList<K extends AdminAccountKind>(props: AdminAccountsListProps<K>) {
  const { kind, title, noun, emptyText, searchPlaceholder, columns, nameOf, details } = props;
  const T = adminUi();
  const queryClient = useQueryClient();
  const width = useWindowWidth();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const filterKey = params.toString();
  const setFilters = (f: AdminAccountFilters) => {
    const next = new URLSearchParams();
    if (f.status) next.set('status', f.status);
    if (f.duplicates) next.set('duplicates', '1');
    if (f.duplicateOf) next.set('duplicate_of', String(f.duplicateOf));
    setParams(next);
  };
  const view: AccountListView = {
    compact: width <= BREAKPOINT_COMPACT,
    narrow: width < BREAKPOINT_NARROW,
    compare: (id) => {
      setSearchText('');
      setFilters({ duplicateOf: id });
    },
  };
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [pageState, setPageState] = useState({ page: 1, search: '', filterKey: '' });
  const page = pageState.search === search && pageState.filterKey === filterKey ? pageState.page : 1;

  const list = useQuery(adminAccountQueries.page(kind, page, search, filters));
  const counts = useQuery(adminAccountQueries.counts(kind, search));
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [toggling, setToggling] = useState<AdminAccount<K> | null>(null);
  const rows = list.data?.rows ?? [];
  // The modal reads the row from the list, so it shows the new status right after a toggle.
  const viewing = rows.find((r) => r.id === viewingId) ?? null;
  const history = useQuery({ ...adminAccountQueries.decisions(kind, viewingId ?? 0), enabled: viewingId !== null });
  const comparing = filters.duplicateOf ? rows.find((r) => r.id === filters.duplicateOf) : undefined;

  const toggle = useMutation({
    mutationFn: (account: AdminAccount<K>) => accountsApi.setDisabled(kind, account.id, !account.is_disabled),
    onSuccess: async () => {
      notify.success(MSG.statusUpdated);
      setToggling(null);
      await queryClient.invalidateQueries({ queryKey: accountKeys.adminAccounts(kind) });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });

  const toggleButton = (account: AdminAccount<K>) => (
    <Button
      size="sm"
      variant={account.is_disabled ? 'outline-success' : 'outline-danger'}
      className="toggle-btn"
      onClick={() => setToggling(account)}
    >
      {account.is_disabled ? T.activate : T.deactivate}
    </Button>
  );

  const allColumns: Column<AdminAccount<K>>[] = [
    ...columns(view),
    {
      key: 'action',
      header: T.action,
      className: 'text-end action-cell',
      cell: (a) => (
        <div
          className={`d-flex gap-2 justify-content-end ${view.compact ? 'flex-column align-items-end' : 'flex-nowrap'}`}
        >
          <IconButton label={T.view} icon="view" onClick={() => setViewingId(a.id)} />
          {a.approval === 'approved' ? (
            toggleButton(a)
          ) : (
            <ApprovalActions kind={kind} id={a.id} name={nameOf(a)} approval={a.approval} vertical={view.compact} />
          )}
        </div>
      ),
    },
  ];
  const total = list.data?.total ?? 0;

  return (
    <main className="container-lg py-3 admin-page">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <h1 className="h3 mb-0">{title}</h1>
        {list.data !== undefined && (
          <span className="text-muted small" aria-live="polite">
            {search || filterKey ? T.matching(total) : T.inTotal(total)}
          </span>
        )}
      </div>
      {/* The filters and the list together once both have answered: the counts bring their own filters (waiting,
          possible duplicates), which wrapped the bar onto a second line and moved the list, already drawn, down. */}
      {list.isPending || counts.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <FilterBar counts={counts.data} filters={filters} onChange={setFilters} />
          {filters.duplicateOf && (
            <Alert variant="warning" className="d-flex flex-wrap justify-content-between align-items-center gap-2 py-2">
              <span>{comparing ? T.mayDuplicate(nameOf(comparing)) : T.anAccountMayDuplicate}</span>
              <Button size="sm" variant="outline-dark" onClick={() => setFilters({})}>
                {T.showAll}
              </Button>
            </Alert>
          )}
          <section className="page-card">
            <StickySearch threshold={STICKY_SEARCH_PX}>
              <Form.Control
                type="search"
                aria-label={T.search}
                placeholder={searchPlaceholder}
                maxLength={MAX_SEARCH}
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
              />
            </StickySearch>
            {list.isError ? (
              <p className="text-danger py-4 text-center">{errorMessage(list.error)}</p>
            ) : (
              <div className={list.isPlaceholderData ? 'opacity-75' : undefined}>
                <GroupedTable
                  caption={title}
                  rows={rows}
                  columns={allColumns}
                  rowKey={(a) => a.id}
                  rowClassName={(a) => (a.is_disabled ? 'row-disabled' : undefined)}
                  empty={emptyText}
                />
              </div>
            )}
            <Pagination
              page={page}
              pageCount={Math.ceil(total / PAGE_SIZE)}
              onPage={(p) => {
                setPageState({ page: p, search, filterKey });
                window.scrollTo({ top: 0 });
              }}
            />
          </section>
        </>
      )}

      <Modal show={viewing !== null} onHide={() => setViewingId(null)} centered aria-labelledby="account-detail-title">
        <Modal.Header closeButton closeLabel={T.dismiss}>
          <Modal.Title id="account-detail-title">
            {noun === 'retailer' ? T.retailerDetails : T.wholesalerDetails}
          </Modal.Title>
        </Modal.Header>
        {viewing && (
          <>
            <Modal.Body>
              <dl className="row g-0 mb-0 account-details">
                {details(viewing).map(([label, value]) => (
                  <div key={label} className="d-contents">
                    <dt className="col-5 col-sm-4 text-muted fw-normal pe-2">{label}</dt>
                    <dd className="col-7 col-sm-8 text-break" dir="auto">
                      {value || <span className="text-muted">-</span>}
                    </dd>
                  </div>
                ))}
              </dl>
              {viewing.approval !== 'approved' && (
                <div className="mt-3">
                  <ApprovalActions kind={kind} id={viewing.id} name={nameOf(viewing)} approval={viewing.approval} />
                </div>
              )}
              {(history.data?.length ?? 0) > 0 && (
                <>
                  <h2 className="h6 mt-3">{T.decisions}</h2>
                  <ul className="list-unstyled small mb-0 account-history">
                    {history.data!.map((d, i) => (
                      <li key={i} className="mb-1">
                        <span className="fw-semibold text-capitalize">
                          {T.decision[d.decision as keyof typeof T.decision] ?? d.decision}
                        </span>{' '}
                        {accountDay(d.decided_at)}
                        {d.decided_by_name ? T.decidedBy(d.decided_by_name) : ''}
                        {d.reason ? <span className="text-muted">: {d.reason}</span> : null}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Modal.Body>
            <Modal.Footer className="justify-content-between">
              {viewing.approval === 'approved' ? toggleButton(viewing) : <span />}
              <Button variant="secondary" onClick={() => setViewingId(null)}>
                {T.close}
              </Button>
            </Modal.Footer>
          </>
        )}
      </Modal>

      <ConfirmDialog
        show={toggling !== null}
        message={
          toggling
            ? toggling.is_disabled
              ? noun === 'retailer'
                ? T.activateRetailer(nameOf(toggling))
                : T.activateWholesaler(nameOf(toggling))
              : noun === 'retailer'
                ? T.deactivateRetailer(nameOf(toggling))
                : T.deactivateWholesaler(nameOf(toggling))
            : undefined
        }
        busy={toggle.isPending}
        onConfirm={() => toggling && toggle.mutate(toggling)}
        onCancel={() => setToggling(null)}
      />
    </main>
  );
}
