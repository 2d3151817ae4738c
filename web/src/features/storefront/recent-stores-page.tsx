import { useState } from 'react';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate, storeSlug, type SessionUser } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { ApiError, errorMessage } from '../../lib/api';
import { fillCartFromOrder } from '../../lib/reorder';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { PageSpinner } from '../../components/page-spinner';
import { EmptyState } from '../../components/empty-state';
import { storefrontApi, storefrontQueries } from './storefront-api';
import { StoreIcon } from './store-icons';
import { UI } from '../../lib/i18n';
import { shopUi } from '../../lib/shop-texts';
import { storefrontMsg } from '../../lib/i18n-storefront';
import { publicConfigQuery, storeLink } from '../../lib/public-config';

/** /Home: a retailer's Recent Visited Suppliers; a seller sees their own store instead. */
export default function RecentStoresPage() {
  const { user } = useSession();
  if (!user) return null;
  if (user.type === 'seller') return <SellerHome user={user} />;
  if (user.type === 'admin') {
    return (
      <main className="container py-4">
        <h1 className="h3">{UI.nav.home}</h1>
        <Link className="btn btn-primary" to={paths.adminProducts}>
          {shopUi().adminPanel}
        </Link>
      </main>
    );
  }
  return <RecentStores retailerId={user.id} />;
}

function RecentStores({ retailerId }: { retailerId: number }) {
  const stores = useQuery(storefrontQueries.recent(retailerId));
  const navigate = useNavigate();
  const [reordering, setReordering] = useState<number | null>(null);

  const orderAgain = async (orderId: number) => {
    setReordering(orderId);
    try {
      const filled = await fillCartFromOrder(orderId);
      if (!filled) {
        notify.warning(storefrontMsg().reorderNothing);
        return;
      }
      // One notice: what was left out matters more than that the rest is in the cart.
      if (filled.missing.length > 0) notify.warning(storefrontMsg().linesDropped(filled.missing));
      else notify.success(storefrontMsg().reorderFilled);
      navigate(paths.store(filled.url));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setReordering(null);
    }
  };

  return (
    <main className="container py-4">
      <h1 className="h3 mb-3">{storefrontMsg().recentSuppliers}</h1>
      {stores.isPending ? (
        <PageSpinner />
      ) : stores.isError ? (
        <p className="text-danger">{errorMessage(stores.error)}</p>
      ) : stores.data.length === 0 ? (
        <div className="page-card find-supplier">
          <EmptyState text={MSG.noRecentStores} />
          <h2 className="h5 mt-2">{storefrontMsg().findSupplierTitle}</h2>
          <p className="text-muted">{storefrontMsg().findSupplierHint}</p>
          <OpenStoreForm />
        </div>
      ) : (
        <>
          <Row
            xs={1}
            sm={2}
            lg={3}
            className="g-3 ps-0 list-unstyled"
            as="ul"
            aria-label={storefrontMsg().recentSuppliers}
          >
            {stores.data.map((s) => (
              <Col as="li" key={s.wholeseller_id} className="list-unstyled">
                <article className="page-card store-card d-flex flex-column" aria-label={s.store}>
                  <Link to={paths.store(s.url)} className="store-card-link">
                    <h2 className="h5 mb-2 text-brand d-flex align-items-center gap-2">
                      <StoreIcon name="store" />
                      {s.store}
                    </h2>
                  </Link>
                  {/* One <div> per pair, a line each: a <dl> may hold only dt, dd and div (screen readers read its pairs). */}
                  <dl className="mb-2 small">
                    <div>
                      <dt className="d-inline">{shopUi().storeName}: </dt>
                      <dd className="d-inline">{s.store}</dd>
                    </div>
                    <div>
                      <dt className="d-inline">{shopUi().phone}: </dt>
                      <dd className="d-inline">{s.phone}</dd>
                    </div>
                    <div>
                      <dt className="d-inline">{shopUi().address}: </dt>
                      <dd className="d-inline">
                        <bdi>{s.address}</bdi>
                      </dd>
                    </div>
                  </dl>
                  <p className="small mb-2 text-muted mt-auto">
                    {s.last_order_date
                      ? storefrontMsg().lastOrderOn(formatDate(s.last_order_date))
                      : storefrontMsg().noOrderYet}
                  </p>
                  <div className="d-flex gap-2 flex-wrap">
                    <Link className="btn btn-primary btn-sm touch-sm" to={paths.store(s.url)}>
                      {storefrontMsg().openStore}
                    </Link>
                    {s.last_order_id !== null && (
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="touch-sm"
                        disabled={reordering === s.last_order_id}
                        onClick={() => void orderAgain(s.last_order_id!)}
                      >
                        {reordering === s.last_order_id ? (
                          <Spinner size="sm" role="status" aria-label={shopUi().fillingCart} />
                        ) : (
                          storefrontMsg().orderAgain
                        )}
                      </Button>
                    )}
                  </div>
                </article>
              </Col>
            ))}
          </Row>
          <div className="page-card mt-4 find-supplier">
            <h2 className="h6">{storefrontMsg().anotherSupplier}</h2>
            <OpenStoreForm />
          </div>
        </>
      )}
    </main>
  );
}

/** A store link (or the store's name, which its link is made from) typed in, opened as the store page. */
function OpenStoreForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    // A pasted link: its last path segment; a typed name: the slug it makes.
    const lastSegment = text.trim().split(/[/?#]/).filter(Boolean).pop() ?? '';
    const slug = text.includes('/') ? lastSegment.toLowerCase() : storeSlug(text);
    if (!slug) {
      setError(MSG.enterUrl);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const seller = await storefrontApi.findStore(slug);
      navigate(paths.store(seller.url));
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 404
          ? `${MSG.storeNotFound}. ${storefrontMsg().storeNotFoundHint}`
          : errorMessage(e),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void open();
      }}
    >
      <Form.Label htmlFor="open-store-link">{storefrontMsg().storeLinkLabel}</Form.Label>
      <div className="d-flex gap-2 flex-wrap flex-sm-nowrap">
        <Form.Control
          id="open-store-link"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. karachi-medical-traders"
          maxLength={200}
          isInvalid={!!error}
          aria-describedby={error ? 'open-store-error' : undefined}
        />
        <Button type="submit" disabled={busy} className="text-nowrap">
          {busy ? <Spinner size="sm" role="status" aria-label={shopUi().opening} /> : storefrontMsg().openStore}
        </Button>
      </div>
      {error && (
        <div id="open-store-error" className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </Form>
  );
}

/** The seller's own component on /Home: their store link and the way to their products. */
function SellerHome({ user }: { user: SessionUser }) {
  // The link the seller hands out is the server's public base, as on the profile, never this page's origin first.
  const config = useQuery(publicConfigQuery);
  const link = config.isPending ? undefined : storeLink(config.data, user.url ?? '');
  return (
    <main className="container py-4">
      <h1 className="h3 mb-3">{shopUi().yourStore}</h1>
      <div className="page-card" style={{ maxWidth: 560 }}>
        <h2 className="h5 text-brand">{user.busniess_name ?? user.store}</h2>
        <p className="mb-1 small text-muted">{shopUi().yourStoreLink}</p>
        <p className="text-break">
          {link ? (
            <a href={link} target="_blank" rel="noreferrer">
              {link}
            </a>
          ) : (
            <span className="placeholder col-8" aria-hidden="true" />
          )}
        </p>
        <div className="d-flex gap-2 flex-wrap">
          <Link className="btn btn-primary" to={paths.sellerHome}>
            {shopUi().myProducts}
          </Link>
          <Link className="btn btn-outline-primary" to={paths.sellerOrders}>
            {UI.nav.orders}
          </Link>
        </div>
      </div>
    </main>
  );
}
