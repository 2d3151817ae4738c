import { useEffect, useState } from 'react';
import { Button, Card, Form, InputGroup, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import {
  BREAKPOINT_NARROW,
  PAGE_SIZE,
  STICKY_SEARCH_PX,
  bonusToStored,
  formatMoney,
  selectProductsTips,
  type SelectableProduct,
} from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { useWindowWidth } from '../../lib/use-window-width';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { GroupedTable, type Column } from '../../components/grouped-table';
import { ColumnsDialog } from '../../components/columns-dialog';
import { StickySearch } from '../../components/sticky-search';
import { Pagination } from '../../components/pagination';
import { PageSpinner } from '../../components/page-spinner';
import { Icon } from '../../components/icon-button';
import { TickBox } from '../../components/tick-box';
import { listingKeys, listingQueries, listingsApi } from './listings-api';
import { OptionalColumnsHeader, optionalColumns, useOptionalColumns } from './optional-columns';
import { listingsUi } from '../../lib/i18n-listings-ui';
import './listings.css';

const NO_PRODUCTS: SelectableProduct[] = [];

/**
 * /SelectProducts: the shared catalogue (what the seller does not list yet), 50 a page, to add to their market. A
 * search asks the server for one page of its matches and their count (up to 500: past it the screen asks for
 * another word), so the pages run through the first 500 matches, as many as the spec's search showed.
 */
export default function SelectProductsPage() {
  const T = listingsUi();
  const { user } = useSession();
  const sellerId = user!.id;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const narrow = useWindowWidth() < BREAKPOINT_NARROW;
  const columns = useOptionalColumns(narrow);
  const [text, setText] = useState('');
  // Searches as the seller types, on a pause in typing; the search button (or Enter) runs it at once, and an
  // emptied box restores the full list at once.
  const typed = text.trim();
  const settled = useDebouncedValue(typed, 300);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const term = typed === '' ? '' : submitted === typed ? typed : settled;
  // Pages of the full list or of a search, 50 each; a new search starts at its first page.
  const [pageState, setPageState] = useState({ page: 1, term: '' });
  const page = pageState.term === term ? pageState.page : 1;
  // Checked products survive paging (which is blocked anyway) and searching, so Add sends every ticked one.
  const [checked, setChecked] = useState<Map<number, SelectableProduct>>(new Map());

  const count = useQuery(listingQueries.selectableCount(sellerId));
  const pageQuery = useQuery({ ...listingQueries.selectablePage(sellerId, page), enabled: term === '' });
  const searchQuery = useQuery({ ...listingQueries.selectableSearch(sellerId, term, page), enabled: term !== '' });
  const active = term === '' ? pageQuery : searchQuery;
  useEffect(() => {
    if (!active.isError) return;
    console.error('catalogue fetch failed', active.error);
    notify.error(MSG.errorOccurred);
  }, [active.isError, active.error]);
  const total = term === '' ? count.data : searchQuery.data?.total;
  const pageCount = Math.ceil((total ?? 0) / PAGE_SIZE);

  const add = useMutation({
    mutationFn: (items: SelectableProduct[]) =>
      listingsApi.add(
        items.map((p) => ({
          product_id: p.id,
          wholeseller_id: sellerId,
          product_name: p.product_name,
          manufacturer: p.manufacturer,
          product_code: p.product_code,
          offer: p.offer,
          bonus: bonusToStored(p.bonus),
          total_price: p.total_price,
        })),
      ),
    onSuccess: async () => {
      notify.success(MSG.productsAddedSuccessfully);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all() });
      navigate(paths.sellerHome);
    },
    onError: (error) => {
      console.error('adding products failed', error);
      notify.error(error instanceof ApiError && error.status === 400 ? error.message : MSG.pleaseTryAgain);
    },
  });

  const toggle = (product: SelectableProduct, on: boolean) =>
    setChecked((prev) => {
      const next = new Map(prev);
      if (on) next.set(product.id, product);
      else next.delete(product.id);
      return next;
    });

  const goTo = (next: number) => {
    if (checked.size > 0) {
      notify.warning(MSG.addOrUncheck);
      return;
    }
    setPageState({ page: next, term });
    window.scrollTo({ top: 0 });
  };

  const onSearch = (event?: React.FormEvent) => {
    event?.preventDefault();
    setSubmitted(typed);
  };

  const onAdd = () => {
    if (checked.size === 0) {
      notify.error(MSG.noItemsSelected);
      return;
    }
    add.mutate([...checked.values()]);
  };

  const tableColumns: Column<SelectableProduct>[] = [
    ...(columns.visible.id
      ? [
          {
            key: 'id',
            header: T.column.id,
            cell: (r: SelectableProduct) => <span className="text-muted small">{r.product_code}</span>,
          },
        ]
      : []),
    {
      key: 'product',
      header: T.column.product,
      cell: (r) => (
        <label htmlFor={`select-${r.id}`} className="mb-0">
          <bdi>{r.product_name}</bdi>
        </label>
      ),
    },
    ...(columns.visible.offer
      ? [{ key: 'offer', header: T.column.offer, numeric: true, cell: (r: SelectableProduct) => `${r.offer}%` }]
      : []),
    ...(columns.visible.bonus
      ? [
          {
            key: 'bonus',
            header: T.column.bonus,
            cell: (r: SelectableProduct) => r.bonus || <span className="text-muted">-</span>,
          },
        ]
      : []),
    { key: 'tp', header: T.column.tp, numeric: true, cell: (r) => formatMoney(r.total_price) },
    {
      key: 'select',
      header: T.column.select,
      className: 'text-center select-cell',
      cell: (r) => (
        <TickBox
          id={`select-${r.id}`}
          label={T.selectProduct(r.product_name)}
          checked={checked.has(r.id)}
          onChange={(on) => toggle(r, on)}
        />
      ),
    },
  ];

  const rows = (term === '' ? pageQuery.data : searchQuery.data?.rows) ?? NO_PRODUCTS;
  const empty = term !== '' ? MSG.noDataFound : MSG.catalogueEmpty;

  return (
    <main className="container-lg py-3 seller-page">
      <div className="row g-3">
        {/* Tips first in the document, as a phone shows them (the server's first screen has the same order). */}
        <aside className="col-lg-3 order-lg-2" aria-labelledby="tips-title">
          <Card className="tips-card">
            <Card.Body>
              <h2 id="tips-title" className="h6 mb-2">
                {T.tipsTitle}
              </h2>
              <ol className="mb-0 ps-3 small">
                {selectProductsTips(T).map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ol>
            </Card.Body>
          </Card>
        </aside>
        <div className="col-lg-9 order-lg-1">
          <h1 className="h3 mb-2">{T.addProducts}</h1>
          <StickySearch threshold={STICKY_SEARCH_PX}>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <Form className="flex-grow-1 catalogue-search" role="search" onSubmit={onSearch}>
                <InputGroup>
                  <Form.Control
                    type="search"
                    placeholder={T.searchCatalogue}
                    aria-label={T.searchProducts}
                    value={text}
                    maxLength={100}
                    onChange={(e) => setText(e.target.value)}
                  />
                  <Button type="submit" variant="outline-primary" aria-label={T.search}>
                    <Icon name="search" />
                  </Button>
                </InputGroup>
              </Form>
              <Button onClick={onAdd} disabled={add.isPending} className="px-4">
                {add.isPending ? <Spinner size="sm" role="status" aria-label={T.adding} /> : T.add}
              </Button>
              {checked.size > 0 && <span className="small text-muted">{T.selectedCount(checked.size)}</span>}
            </div>
          </StickySearch>
          {term !== '' && searchQuery.data?.total_capped && (
            <p className="small text-muted mb-2" role="status">
              {T.manyMatches(searchQuery.data.total)}
            </p>
          )}
          {active.isPending ? (
            <PageSpinner label={T.loadingProducts} />
          ) : active.isError ? (
            <p className="text-danger text-center py-4">{MSG.errorOccurred}</p>
          ) : (
            <GroupedTable
              rows={rows}
              columns={tableColumns}
              rowKey={(r) => r.id}
              groupBy={(r) => r.manufacturer}
              empty={empty}
              caption={T.catalogueProducts}
              rowClassName={(r) => (checked.has(r.id) ? 'table-active' : undefined)}
              headerExtra={<OptionalColumnsHeader onOpen={columns.open} />}
            />
          )}
          <Pagination page={page} pageCount={pageCount} onPage={goTo} />
        </div>
      </div>
      <ColumnsDialog
        show={columns.dialogOpen}
        options={optionalColumns()}
        visible={columns.visible}
        onChange={columns.setVisible}
        onClose={columns.close}
      />
    </main>
  );
}
