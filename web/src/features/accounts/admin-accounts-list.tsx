import { useState, type ReactNode } from 'react';
import { Badge, Button, Form, Modal } from 'react-bootstrap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { BREAKPOINT_COMPACT, BREAKPOINT_NARROW, MAX_SEARCH, MSG, PAGE_SIZE, STICKY_SEARCH_PX } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { useWindowWidth } from '../../lib/use-window-width';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { GroupedTable, type Column } from '../../components/grouped-table';
import { Pagination } from '../../components/pagination';
import { StickySearch } from '../../components/sticky-search';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { IconButton } from '../../components/icon-button';
import { PageSpinner } from '../../components/page-spinner';
import { accountKeys, accountsApi, adminAccountQueries, type AdminAccount, type AdminAccountKind } from './accounts-api';

/** Active or disabled, in words and colour (the row's half opacity alone is easy to miss). */
export function AdminAccountStatus({ disabled }: { disabled: boolean }) {
  return (
    <Badge bg={disabled ? 'secondary' : 'success'} className="status-badge">
      {disabled ? 'Disabled' : 'Active'}
    </Badge>
  );
}

interface AdminAccountsListProps<K extends AdminAccountKind> {
  kind: K;
  title: string;
  /** The word for one account in dialogs: "retailer", "wholesaler". */
  noun: string;
  emptyText: string;
  searchPlaceholder: string;
  /** Columns by width: `compact` is 500 px or less, `narrow` under 1000 px. */
  columns(view: { compact: boolean; narrow: boolean }): Column<AdminAccount<K>>[];
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
  const queryClient = useQueryClient();
  const width = useWindowWidth();
  const view = { compact: width <= BREAKPOINT_COMPACT, narrow: width < BREAKPOINT_NARROW };
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [pageState, setPageState] = useState({ page: 1, search: '' });
  const page = pageState.search === search ? pageState.page : 1;

  const list = useQuery(adminAccountQueries.page(kind, page, search));
  const count = useQuery(adminAccountQueries.count(kind, search));
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [toggling, setToggling] = useState<AdminAccount<K> | null>(null);
  const rows = list.data ?? [];
  // The modal reads the row from the list, so it shows the new status right after a toggle.
  const viewing = rows.find((r) => r.id === viewingId) ?? null;

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
      {account.is_disabled ? 'Activate' : 'Deactivate'}
    </Button>
  );

  const allColumns: Column<AdminAccount<K>>[] = [
    ...columns(view),
    {
      key: 'action',
      header: 'Action',
      className: 'text-end action-cell',
      cell: (a) => (
        <div className={`d-flex gap-2 justify-content-end ${view.compact ? 'flex-column align-items-end' : 'flex-nowrap'}`}>
          <IconButton label="View" icon="view" onClick={() => setViewingId(a.id)} />
          {toggleButton(a)}
        </div>
      ),
    },
  ];
  const total = count.data ?? 0;

  return (
    <main className="container-lg py-3 admin-page">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <h1 className="h3 mb-0">{title}</h1>
        {count.data !== undefined && (
          <span className="text-muted small" aria-live="polite">
            {search ? `${total} matching` : `${total} in total`}
          </span>
        )}
      </div>
      <section className="page-card">
        <StickySearch threshold={STICKY_SEARCH_PX}>
          <Form.Control
            type="search"
            aria-label="Search"
            placeholder={searchPlaceholder}
            maxLength={MAX_SEARCH}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </StickySearch>
        {list.isPending ? (
          <PageSpinner />
        ) : list.isError ? (
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
            setPageState({ page: p, search });
            window.scrollTo({ top: 0 });
          }}
        />
      </section>

      <Modal show={viewing !== null} onHide={() => setViewingId(null)} centered aria-labelledby="account-detail-title">
        <Modal.Header closeButton closeLabel="Dismiss">
          <Modal.Title id="account-detail-title">{noun === 'retailer' ? 'Retailer Details' : 'Wholesaler Details'}</Modal.Title>
        </Modal.Header>
        {viewing && (
          <>
            <Modal.Body>
              <dl className="row g-0 mb-0 account-details">
                {details(viewing).map(([label, value]) => (
                  <div key={label} className="d-contents">
                    <dt className="col-5 col-sm-4 text-muted fw-normal pe-2">{label}</dt>
                    <dd className="col-7 col-sm-8 text-break">{value || <span className="text-muted">-</span>}</dd>
                  </div>
                ))}
              </dl>
            </Modal.Body>
            <Modal.Footer className="justify-content-between">
              {toggleButton(viewing)}
              <Button variant="secondary" onClick={() => setViewingId(null)}>
                Close
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
              ? `Activate ${nameOf(toggling)}? The ${noun} can sign in again.`
              : `Deactivate ${nameOf(toggling)}? The ${noun} is signed out and can no longer sign in${noun === 'wholesaler' ? ', and the store stops taking orders' : ''}.`
            : undefined
        }
        busy={toggle.isPending}
        onConfirm={() => toggling && toggle.mutate(toggling)}
        onCancel={() => setToggling(null)}
      />
    </main>
  );
}
