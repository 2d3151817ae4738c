import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { formatMoney, lineNetPaisa, matchesSearchTerm, type BookingRetailer, type Listing } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useUsed } from '../../lib/use-used';
import type { QuickOrderPick } from '../../lib/quick-order';
import { quickOrderMsg } from '../../lib/i18n-quick-order';
import { FormAlert } from '../../components/form-errors';
import { RetailerPicker } from './retailer-picker';
import { teamApi, teamKeys, teamQueries } from './team-api';
import './team.css';

type Cart = Map<number, number>;

// The paste dialog is fetched on first opening, so the booking page's own chunk stays small.
const QuickOrderDialog = lazy(() => import('../../components/quick-order-dialog').then((m) => ({ default: m.QuickOrderDialog })));

/** Step two: the seller's own list, searched, into a cart; the order placed for the retailer at the seller's prices. */
function FillCart({ sellerId, retailer, onBooked, onChangeRetailer }: { sellerId: number; retailer: BookingRetailer; onBooked(id: number): void; onChangeRetailer(): void }) {
  const listings = useQuery(teamQueries.listings(sellerId));
  const [term, setTerm] = useState('');
  const [cart, setCart] = useState<Cart>(new Map());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per cart: a retry after a lost answer does not book twice.
  const key = useRef(crypto.randomUUID());
  const byId = useMemo(() => new Map((listings.data ?? []).map((l) => [l.id, l])), [listings.data]);
  const found = useMemo(
    () => (term.trim().length < 2 ? [] : (listings.data ?? []).filter((l) => matchesSearchTerm([l.product_name, l.manufacturer, l.product_code], term)).slice(0, 20)),
    [listings.data, term],
  );
  const setQty = (id: number, quantity: number) => {
    key.current = crypto.randomUUID();
    setCart((c) => {
      const next = new Map(c);
      if (quantity > 0) next.set(id, quantity);
      else next.delete(id);
      return next;
    });
  };
  const [quickOpen, setQuickOpen] = useState(false);
  const quickUsed = useUsed(quickOpen);
  // Reviewed lines from a pasted list: a product already in the cart gets the extra quantity.
  const addPicks = (picks: QuickOrderPick[]) => {
    key.current = crypto.randomUUID();
    const known = picks.filter((p) => byId.has(p.listing_id));
    setCart((c) => {
      const next = new Map(c);
      for (const p of known) next.set(p.listing_id, (next.get(p.listing_id) ?? 0) + p.quantity);
      return next;
    });
    setQuickOpen(false);
    notify.success(quickOrderMsg().added(known.length));
  };
  const lines = [...cart].map(([id, quantity]) => ({ listing: byId.get(id) as Listing, quantity })).filter((l) => l.listing);
  const totalPaisa = lines.reduce((sum, l) => sum + lineNetPaisa(l.listing.total_price, l.quantity, l.listing.offer), 0);

  const place = async () => {
    setBusy(true);
    setError(null);
    try {
      const id = await teamApi.book(
        { wholeseller_id: sellerId, retailer_id: retailer.id, items: lines.map((l) => ({ listing_id: l.listing.id, quantity: l.quantity })) },
        key.current,
      );
      onBooked(Number(id));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="fill-cart-title">
      <p className="d-flex flex-wrap align-items-center gap-2">
        <span>
          Booking for <strong>{retailer.store}</strong> ({retailer.phone})
        </span>
        <Button variant="link" className="team-touch" onClick={onChangeRetailer}>
          Change retailer
        </Button>
      </p>
      <h2 id="fill-cart-title" className="h5">
        2. Add products
      </h2>
      <div className="d-flex justify-content-end mb-2">
        <Button variant="outline-primary" className="team-touch" onClick={() => setQuickOpen(true)}>
          {quickOrderMsg().button}
        </Button>
      </div>
      {quickUsed && (
        <Suspense fallback={null}>
          <QuickOrderDialog show={quickOpen} sellerId={sellerId} onHide={() => setQuickOpen(false)} onAdd={addPicks} />
        </Suspense>
      )}
      <Form.Group controlId="book-product-search" className="mb-2">
        <Form.Label>Search your products</Form.Label>
        <Form.Control type="search" value={term} onChange={(e) => setTerm(e.target.value)} placeholder="Product name, company or code" />
      </Form.Group>
      {listings.isPending && <Spinner size="sm" role="status" aria-label="Loading products" />}
      {found.length > 0 && (
        <table className="table align-middle team-table">
          <caption className="visually-hidden">Products found</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Company</th>
              <th scope="col">T.P</th>
              <th scope="col">
                <span className="visually-hidden">Add</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {found.map((l) => (
              <tr key={l.id}>
                <td data-label="Product">{l.product_name}</td>
                <td data-label="Company">{l.manufacturer}</td>
                <td data-label="T.P">{formatMoney(l.total_price)}</td>
                <td data-label="Add">
                  <Button variant="outline-primary" onClick={() => setQty(l.id, (cart.get(l.id) ?? 0) + 1)} aria-label={`Add ${l.product_name}`}>
                    Add
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className="h5 mt-3">Order</h2>
      {lines.length === 0 ? (
        <p className="text-muted">No products added yet.</p>
      ) : (
        <table className="table align-middle team-table">
          <caption className="visually-hidden">Order lines</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Amount</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ listing, quantity }) => (
              <tr key={listing.id}>
                <td data-label="Product">{listing.product_name}</td>
                <td data-label="Quantity">
                  <Form.Control
                    type="number"
                    min={1}
                    inputMode="numeric"
                    aria-label={`Quantity of ${listing.product_name}`}
                    value={quantity}
                    onChange={(e) => setQty(listing.id, Math.max(0, Math.floor(Number(e.target.value) || 0)))}
                    style={{ maxWidth: 110, minHeight: 44 }}
                  />
                </td>
                <td data-label="Amount">{formatMoney(lineNetPaisa(listing.total_price, quantity, listing.offer) / 100)}</td>
                <td data-label="Remove">
                  <Button variant="outline-danger" onClick={() => setQty(listing.id, 0)} aria-label={`Remove ${listing.product_name}`}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="fs-5">
        Total: <strong>{formatMoney(totalPaisa / 100)}</strong>
      </p>
      <FormAlert message={error} />
      <Button className="team-touch" disabled={busy || lines.length === 0} onClick={() => void place()}>
        {busy ? <Spinner size="sm" role="status" aria-label="Placing the order" /> : `Place order for ${retailer.store}`}
      </Button>
    </section>
  );
}

/** "Book an order": an order booker (or the owner) places an order on a retailer's behalf. */
export default function BookOrderPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [retailer, setRetailer] = useState<BookingRetailer | null>(null);
  const [booked, setBooked] = useState<{ id: number; store: string } | null>(null);
  if (!user) return null;
  return (
    <main className="container py-3">
      <h1 className="h3">Book an order</h1>
      {booked ? (
        <Alert variant="success" role="status">
          <p className="mb-2">
            Order #{booked.id} booked for {booked.store}. The retailer has been sent an SMS and sees it in My Orders.
          </p>
          <Button className="team-touch" onClick={() => (setBooked(null), setRetailer(null))}>
            Book another order
          </Button>
        </Alert>
      ) : retailer ? (
        <FillCart
          sellerId={user.id}
          retailer={retailer}
          onChangeRetailer={() => setRetailer(null)}
          onBooked={(id) => {
            notify.success(`Order #${id} booked`);
            setBooked({ id, store: retailer.store });
            void queryClient.invalidateQueries({ queryKey: teamKeys.all() });
          }}
        />
      ) : (
        <RetailerPicker onPick={setRetailer} />
      )}
    </main>
  );
}
