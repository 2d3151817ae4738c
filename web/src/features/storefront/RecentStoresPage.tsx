import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG, STOREFRONT_MSG, type SessionUser } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { PageSpinner } from '../../components/PageSpinner';
import { EmptyState } from '../../components/EmptyState';
import { storefrontQueries } from './storefront-api';
import { StoreIcon } from './store-icons';

/** /Home: a retailer's Recent Visited Suppliers; a seller sees their own store instead. */
export default function RecentStoresPage() {
  const { user } = useSession();
  if (!user) return null;
  if (user.type === 'seller') return <SellerHome user={user} />;
  if (user.type === 'admin') {
    return (
      <main className="container py-4">
        <h1 className="h3">Home</h1>
        <Link className="btn btn-primary" to={paths.adminProducts}>
          Admin Panel
        </Link>
      </main>
    );
  }
  return <RecentStores retailerId={user.id} />;
}

function RecentStores({ retailerId }: { retailerId: number }) {
  const stores = useQuery(storefrontQueries.recent(retailerId));
  return (
    <main className="container py-4">
      <h1 className="h3 mb-3">{STOREFRONT_MSG.recentSuppliers}</h1>
      {stores.isPending ? (
        <PageSpinner />
      ) : stores.isError ? (
        <p className="text-danger">{errorMessage(stores.error)}</p>
      ) : stores.data.length === 0 ? (
        <div className="page-card">
          <EmptyState text={MSG.noRecentStores} />
        </div>
      ) : (
        <Row xs={1} sm={2} lg={3} className="g-3 ps-0 list-unstyled" as="ul" aria-label={STOREFRONT_MSG.recentSuppliers}>
          {stores.data.map((s) => (
            <Col as="li" key={s.wholeseller_id} className="list-unstyled">
              <Link to={paths.store(s.url)} className="page-card store-card">
                <h2 className="h5 mb-2 text-brand d-flex align-items-center gap-2">
                  <StoreIcon name="store" />
                  {s.store}
                </h2>
                <dl className="mb-0 small">
                  <dt className="d-inline">Store Name: </dt>
                  <dd className="d-inline">{s.store}</dd>
                  <br />
                  <dt className="d-inline">Phone: </dt>
                  <dd className="d-inline">{s.phone}</dd>
                  <br />
                  <dt className="d-inline">Address: </dt>
                  <dd className="d-inline">{s.address}</dd>
                </dl>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </main>
  );
}

/** The seller's own component on /Home: their store link and the way to their products. */
function SellerHome({ user }: { user: SessionUser }) {
  const link = `${window.location.origin}${paths.store(user.url ?? '')}`;
  return (
    <main className="container py-4">
      <h1 className="h3 mb-3">Your Store</h1>
      <div className="page-card" style={{ maxWidth: 560 }}>
        <h2 className="h5 text-brand">{user.busniess_name ?? user.store}</h2>
        <p className="mb-1 small text-muted">Your store link for retailers:</p>
        <p className="text-break">
          <a href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
        </p>
        <div className="d-flex gap-2 flex-wrap">
          <Link className="btn btn-primary" to={paths.sellerHome}>
            My Products
          </Link>
          <Link className="btn btn-outline-primary" to={paths.sellerOrders}>
            Orders
          </Link>
        </div>
      </div>
    </main>
  );
}
