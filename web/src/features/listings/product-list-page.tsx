import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { BREAKPOINT_NARROW, STICKY_SEARCH_PX, formatMoney, type Listing } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { useWindowWidth } from '../../lib/use-window-width';
import { type Column } from '../../components/grouped-table';
import { VirtualGroupedTable } from '../../components/virtual-grouped-table';
import { ColumnsDialog } from '../../components/columns-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StickySearch } from '../../components/sticky-search';
import { PageSpinner } from '../../components/page-spinner';
import { IconButton } from '../../components/icon-button';
import { listingKeys, listingQueries, listingsApi } from './listings-api';
import { matchesSearch } from './listing-search';
import { OptionalColumnsHeader, optionalColumns, useOptionalColumns } from './optional-columns';
import { listingsUi } from '../../lib/i18n-listings-ui';
import { useUsed } from '../../lib/use-used';
import { sellerSettingsQuery } from '../../lib/seller-settings';
import { AvailabilitySelect } from './availability-select';
import './listings.css';
import { MSG } from '../../lib/i18n';

// The edit form (react-hook-form, zod and the shared schemas: ~45 KB gzip) loads when first opened, not with the
// list: the page's first paint and its main-thread work stay light (Lighthouse TBT, docs/performance.md).
const EditListingModal = lazy(() => import('./edit-listing-modal').then((m) => ({ default: m.EditListingModal })));
const BatchesDialog = lazy(() => import('./batches-dialog').then((m) => ({ default: m.BatchesDialog })));
const StockSettingsDialog = lazy(() =>
  import('./stock-settings-dialog').then((m) => ({ default: m.StockSettingsDialog })),
);

// Stable across renders so the grouped line list is only rebuilt when the rows change.
const byManufacturer = (r: Listing) => r.manufacturer;
const listingKey = (r: Listing) => r.id;

/** The seller's Product List (/WholesellerHome): their listings by manufacturer, search, edit, delete, add more. */
export default function ProductListPage() {
  const T = listingsUi();
  const { user } = useSession();
  const sellerId = user!.id;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const width = useWindowWidth();
  const narrow = width < BREAKPOINT_NARROW;
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Listing | null>(null);
  const [deleting, setDeleting] = useState<Listing | null>(null);
  const [opening, setOpening] = useState(false);
  const [batchesOf, setBatchesOf] = useState<Listing | null>(null);
  const [stockSettings, setStockSettings] = useState(false);
  const batchesUsed = useUsed(batchesOf !== null);
  const stockSettingsUsed = useUsed(stockSettings);
  const trackBatches = useQuery(sellerSettingsQuery).data?.track_batches ?? false;
  // Mounted from the first Edit on, so that closing it still fades out like every other dialog.
  const editorUsed = useUsed(editing !== null);
  const columns = useOptionalColumns(narrow);
  const confirmUsed = useUsed(deleting !== null);
  const columnsDialogUsed = useUsed(columns.dialogOpen);

  const list = useQuery(listingQueries.list(sellerId));
  useEffect(() => {
    if (!list.isError) return;
    console.error('product list failed', list.error);
    notify.error(MSG.errorOccurred);
  }, [list.isError, list.error]);

  const remove = useMutation({
    mutationFn: listingsApi.remove,
    onSuccess: async () => {
      notify.success(MSG.deletedSuccessfully);
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all() });
    },
    onError: (error) => {
      console.error('listing delete failed', error);
      notify.error(errorMessage(error));
      setDeleting(null);
    },
  });

  // Until the whole list has come, the first lines the page's HTML came with (none when opened within the app). The
  // whole list takes their place in a deferred render, so its rows are drawn at low priority as a search's are.
  const firstLines = useQuery(listingQueries.firstLines(sellerId));
  const whole = useDeferredValue(list.data);
  const shown = whole ?? firstLines.data;
  // Typing stays instant with thousands of listings: the box updates at once, the table follows at low priority.
  const query = useDeferredValue(search);
  const rows = useMemo(() => (shown ?? []).filter((r) => matchesSearch(r, query)), [shown, query]);
  const searching = query.trim() !== '';

  const tableColumns: Column<Listing>[] = [
    ...(columns.visible.id
      ? [
          {
            key: 'id',
            header: T.column.id,
            cell: (r: Listing) => <span className="text-muted small">{r.product_code}</span>,
          },
        ]
      : []),
    {
      key: 'product',
      header: T.column.product,
      // Narrow: availability sits under the name, so the row keeps its columns within 400 px.
      cell: (r) =>
        narrow ? (
          <>
            <span dir="auto">{r.product_name}</span>
            <div className="mt-1">
              <AvailabilitySelect listing={r} />
            </div>
          </>
        ) : (
          r.product_name
        ),
    },
    ...(columns.visible.offer
      ? [{ key: 'offer', header: T.column.offer, numeric: true, cell: (r: Listing) => `${r.offer}%` }]
      : []),
    ...(columns.visible.bonus
      ? [
          {
            key: 'bonus',
            header: T.column.bonus,
            cell: (r: Listing) => r.bonus || <span className="text-muted">-</span>,
          },
        ]
      : []),
    { key: 'tp', header: T.column.tp, numeric: true, cell: (r) => formatMoney(r.total_price) },
    ...(narrow
      ? []
      : [
          {
            key: 'stock',
            header: T.column.stock,
            className: 'stock-cell',
            cell: (r: Listing) => <AvailabilitySelect listing={r} />,
          },
        ]),
    {
      key: 'action',
      header: T.column.action,
      className: 'text-nowrap text-end',
      cell: (r) => (
        <div className="d-inline-flex gap-1 action-buttons">
          <IconButton label={T.edit} icon="edit" onClick={() => setEditing(r)} />
          {trackBatches && <IconButton label={T.batches} icon="batches" onClick={() => setBatchesOf(r)} />}
          <IconButton label={T.delete} icon="delete" variant="outline-danger" onClick={() => setDeleting(r)} />
        </div>
      ),
    },
  ];

  return (
    <main className="container-lg py-3 seller-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="h3 mb-0">{T.productList}</h1>
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" onClick={() => setStockSettings(true)}>
            {T.stockSettings}
          </Button>
          {opening ? (
            <Spinner animation="border" role="status" aria-label={T.openingSelection} />
          ) : (
            <Button
              onClick={() => {
                setOpening(true);
                navigate(paths.selectProducts);
              }}
            >
              {T.addProducts}
            </Button>
          )}
        </div>
      </div>
      <StickySearch threshold={STICKY_SEARCH_PX}>
        <Form.Control
          type="search"
          placeholder={T.search}
          aria-label={T.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </StickySearch>
      {list.isError ? (
        <p className="text-danger text-center py-4">{MSG.errorOccurred}</p>
      ) : !shown || (searching && !whole) ? (
        // A search looks through the whole list: it waits for it rather than answer from the first lines.
        <PageSpinner label={T.loadingProducts} />
      ) : (
        <VirtualGroupedTable
          rows={rows}
          columns={tableColumns}
          rowKey={listingKey}
          groupBy={searching ? undefined : byManufacturer}
          // Measured row heights: at 500 px or less Edit and Delete stack and names wrap (107 px), else one line (48 px).
          estimateRowSize={width <= 500 ? 155 : narrow ? 100 : 60}
          totalRows={whole?.length}
          empty={MSG.dataNotFound}
          caption={T.productList}
          headerExtra={narrow ? <OptionalColumnsHeader onOpen={columns.open} /> : undefined}
        />
      )}
      {columnsDialogUsed && (
        <ColumnsDialog
          show={columns.dialogOpen}
          options={optionalColumns()}
          visible={columns.visible}
          onChange={columns.setVisible}
          onClose={columns.close}
        />
      )}
      {editorUsed && (
        <Suspense fallback={null}>
          <EditListingModal listing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {batchesUsed && (
        <Suspense fallback={null}>
          <BatchesDialog listing={batchesOf} onClose={() => setBatchesOf(null)} />
        </Suspense>
      )}
      {stockSettingsUsed && (
        <Suspense fallback={null}>
          <StockSettingsDialog show={stockSettings} onClose={() => setStockSettings(false)} />
        </Suspense>
      )}
      {confirmUsed && (
        <ConfirmDialog
          show={deleting !== null}
          message={deleting ? T.deleteConfirm(deleting.product_name) : undefined}
          confirmLabel={T.delete}
          busy={remove.isPending}
          onConfirm={() => deleting && remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </main>
  );
}
