import { useState } from 'react';
import { Badge, Button, Form, Spinner } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { BREAKPOINT_COMPACT, MAX_SEARCH, PAGE_SIZE, STICKY_SEARCH_PX, type CatalogueProduct } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { adminUi } from '../../lib/i18n-admin-ui';
import { errorMessage } from '../../lib/api';
import { useWindowWidth } from '../../lib/use-window-width';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { GroupedTable, type Column } from '../../components/grouped-table';
import { Pagination } from '../../components/pagination';
import { StickySearch } from '../../components/sticky-search';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { IconButton } from '../../components/icon-button';
import { Money } from '../../components/money';
import { PageSpinner } from '../../components/page-spinner';
import { AdminProductFields } from './admin-product-fields';
import { AdminProductEditModal } from './admin-product-edit-modal';
import { catalogueApi, catalogueKeys, catalogueQueries } from './catalogue-api';
import { createResolver, emptyProductForm, type ProductFormValues } from './product-form';
import { FormAlert } from '../../components/form-errors';

/** The add form: the spec's messages under the fields, "Added Successfully" and a fresh form on success. */
function AddProductForm() {
  const T = adminUi();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, Parameters<typeof catalogueApi.create>[0]>({
    resolver: createResolver,
    defaultValues: emptyProductForm,
  });
  const productName = useWatch({ control, name: 'product_name' }) ?? '';
  const add = useMutation({
    mutationFn: catalogueApi.create,
    onSuccess: async () => {
      notify.success(MSG.addedSuccessfully);
      reset(emptyProductForm);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all() });
    },
    onError: (error) => setError('root.server', { message: errorMessage(error) }),
  });

  return (
    <section className="page-card mb-3" aria-labelledby="add-product-title">
      <h2 className="h5 mb-3" id="add-product-title">
        {T.addProduct}
      </h2>
      <Form noValidate onSubmit={handleSubmit((values) => add.mutate(values))} onFocus={createResolver.preload}>
        <FormAlert message={errors.root?.server?.message} />
        <AdminProductFields
          idPrefix="add-product"
          register={register}
          errors={errors}
          productName={productName}
          action={
            <Button type="submit" disabled={add.isPending} className="px-4 add-product-btn">
              {add.isPending ? <Spinner size="sm" role="status" aria-label={T.adding} /> : T.addProduct}
            </Button>
          }
        />
      </Form>
    </section>
  );
}

/** /AdminPanel: the shared catalogue, added to, edited and switched on or off by the admin. */
export default function AdminProductsPage() {
  const T = adminUi();
  const queryClient = useQueryClient();
  const width = useWindowWidth();
  const compact = width <= BREAKPOINT_COMPACT;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [pageState, setPageState] = useState({ page: 1, search: '' });
  // A new search starts at its first page.
  const page = pageState.search === search ? pageState.page : 1;
  const setPage = (p: number) => {
    setPageState({ page: p, search });
    window.scrollTo({ top: 0 });
  };

  const list = useQuery(catalogueQueries.page(page, search));
  const [editing, setEditing] = useState<CatalogueProduct | null>(null);
  const [toggling, setToggling] = useState<CatalogueProduct | null>(null);

  const toggle = useMutation({
    mutationFn: (p: CatalogueProduct) => catalogueApi.setDisabled(p.id, !p.is_disabled),
    onSuccess: async () => {
      notify.success(MSG.statusUpdated);
      setToggling(null);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all() });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });

  const columns: Column<CatalogueProduct>[] = [
    ...(compact
      ? []
      : [
          {
            key: 'code',
            header: T.idHeader,
            cell: (p: CatalogueProduct) => <span className="tabular">{p.product_code}</span>,
          },
        ]),
    {
      key: 'name',
      header: T.product,
      cell: (p) => (
        <>
          <bdi>{p.product_name}</bdi>
          {p.is_disabled && (
            <Badge bg="secondary" className="ms-2">
              {T.inactive}
            </Badge>
          )}
          {p.schedule_g && (
            <Badge bg="info" text="dark" className="ms-2">
              {T.scheduleG}
            </Badge>
          )}
          {p.controlled && (
            <Badge bg="warning" text="dark" className="ms-2">
              {T.controlled}
            </Badge>
          )}
          {compact && (
            <div className="small text-muted">
              {/* Spaces between the parts let the line wrap between them, never inside one. */}
              <span className="me-2 text-nowrap">{p.product_code}</span>{' '}
              {p.offer > 0 && <span className="me-2 text-nowrap">{T.offerPercent(p.offer)}</span>}{' '}
              {p.bonus && <span className="text-nowrap">{T.bonusOf(p.bonus)}</span>}
              <div className="fw-semibold text-body">
                <Money value={p.total_price} />
              </div>
            </div>
          )}
        </>
      ),
    },
    ...(compact
      ? []
      : [
          { key: 'offer', header: T.offer, numeric: true, cell: (p: CatalogueProduct) => `${p.offer}%` },
          { key: 'bonus', header: T.bonus, className: 'text-nowrap', cell: (p: CatalogueProduct) => p.bonus || '' },
          {
            key: 'price',
            header: T.tradePrice,
            numeric: true,
            cell: (p: CatalogueProduct) => <Money value={p.total_price} />,
          },
        ]),
    {
      key: 'action',
      header: T.action,
      className: 'text-end action-cell',
      cell: (p) => (
        <div className={`d-flex gap-2 justify-content-end ${compact ? 'flex-column align-items-end' : 'flex-nowrap'}`}>
          <IconButton label={T.edit} icon="edit" onClick={() => setEditing(p)} />
          <Button
            size="sm"
            variant={p.is_disabled ? 'outline-success' : 'outline-danger'}
            className="toggle-btn"
            onClick={() => setToggling(p)}
          >
            {p.is_disabled ? T.activate : T.deactivate}
          </Button>
        </div>
      ),
    },
  ];

  const total = list.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const rows = list.data?.rows ?? [];

  return (
    <main className="container-lg py-3 admin-page">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <h1 className="h3 mb-0">{T.products}</h1>
        {list.data !== undefined && (
          <span className="text-muted small" aria-live="polite">
            {search ? T.matching(total) : T.inCatalogue(total)}
          </span>
        )}
      </div>
      <AddProductForm />
      <section className="page-card" aria-labelledby="catalogue-title">
        <h2 className="visually-hidden" id="catalogue-title">
          {T.catalogue}
        </h2>
        <StickySearch threshold={STICKY_SEARCH_PX}>
          <Form.Control
            type="search"
            aria-label={T.search}
            placeholder={T.searchProducts}
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
              caption={T.catalogueCaption}
              rows={rows}
              columns={columns}
              rowKey={(p) => p.id}
              groupBy={(p) => p.manufacturer}
              rowClassName={(p) => (p.is_disabled ? 'row-disabled' : undefined)}
              empty={search ? MSG.noDataFound : MSG.dataNotFound}
            />
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} onPage={setPage} />
      </section>

      <AdminProductEditModal product={editing} onHide={() => setEditing(null)} />
      <ConfirmDialog
        show={toggling !== null}
        message={
          toggling
            ? toggling.is_disabled
              ? T.activateProduct(toggling.product_name)
              : T.deactivateProduct(toggling.product_name)
            : undefined
        }
        busy={toggle.isPending}
        onConfirm={() => toggling && toggle.mutate(toggling)}
        onCancel={() => setToggling(null)}
      />
    </main>
  );
}
