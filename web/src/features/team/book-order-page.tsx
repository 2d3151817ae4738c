import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { formatMoney, lineNetPaisa, matchesSearchTerm, type BookingRetailer, type Listing } from '@dawalink/shared';
import { teamUi } from '../../lib/i18n-team-ui';
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
const QuickOrderDialog = lazy(() =>
  import('../../components/quick-order-dialog').then((m) => ({ default: m.QuickOrderDialog })),
);

/** Step two: the seller's own list, searched, into a cart; the order placed for the retailer at the seller's prices. */
function FillCart({
  sellerId,
  retailer,
  onBooked,
  onChangeRetailer,
}: {
  sellerId: number;
  retailer: BookingRetailer;
  onBooked(id: number): void;
  onChangeRetailer(): void;
}) {
  const listings = useQuery(teamQueries.listings(sellerId));
  const [term, setTerm] = useState('');
  const [cart, setCart] = useState<Cart>(new Map());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per cart: a retry after a lost answer does not book twice.
  const key = useRef(crypto.randomUUID());
  const byId = useMemo(() => new Map((listings.data ?? []).map((l) => [l.id, l])), [listings.data]);
  const found = useMemo(
    () =>
      term.trim().length < 2
        ? []
        : (listings.data ?? [])
            .filter((l) => matchesSearchTerm([l.product_name, l.manufacturer, l.product_code], term))
            .slice(0, 20),
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
  const T = teamUi();
  const lines = [...cart]
    .map(([id, quantity]) => ({ listing: byId.get(id) as Listing, quantity }))
    .filter((l) => l.listing);
  const totalPaisa = lines.reduce(
    (sum, l) => sum + lineNetPaisa(l.listing.total_price, l.quantity, l.listing.offer),
    0,
  );

  const place = async () => {
    setBusy(true);
    setError(null);
    try {
      const id = await teamApi.book(
        {
          wholeseller_id: sellerId,
          retailer_id: retailer.id,
          items: lines.map((l) => ({ listing_id: l.listing.id, quantity: l.quantity })),
        },
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
          {T.bookingFor} <strong>{retailer.store}</strong> ({retailer.phone})
        </span>
        <Button variant="link" className="team-touch" onClick={onChangeRetailer}>
          {T.changeRetailer}
        </Button>
      </p>
      <h2 id="fill-cart-title" className="h5">
        {T.addProductsStep}
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
        <Form.Label>{T.searchYourProducts}</Form.Label>
        <Form.Control
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={T.productSearchHint}
        />
      </Form.Group>
      {listings.isPending && <Spinner size="sm" role="status" aria-label={T.loadingProducts} />}
      {found.length > 0 && (
        <table className="table align-middle team-table">
          <caption className="visually-hidden">{T.productsFound}</caption>
          <thead>
            <tr>
              <th scope="col">{T.product}</th>
              <th scope="col">{T.company}</th>
              <th scope="col">{T.tp}</th>
              <th scope="col">
                <span className="visually-hidden">{T.add}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {found.map((l) => (
              <tr key={l.id}>
                <td data-label={T.product}>{l.product_name}</td>
                <td data-label={T.company}>{l.manufacturer}</td>
                <td data-label={T.tp}>{formatMoney(l.total_price)}</td>
                <td data-label={T.add}>
                  <Button
                    variant="outline-primary"
                    onClick={() => setQty(l.id, (cart.get(l.id) ?? 0) + 1)}
                    aria-label={T.addName(l.product_name)}
                  >
                    {T.add}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className="h5 mt-3">{T.order}</h2>
      {lines.length === 0 ? (
        <p className="text-muted">{T.noProductsYet}</p>
      ) : (
        <table className="table align-middle team-table">
          <caption className="visually-hidden">{T.orderLines}</caption>
          <thead>
            <tr>
              <th scope="col">{T.product}</th>
              <th scope="col">{T.quantity}</th>
              <th scope="col">{T.amount}</th>
              <th scope="col">
                <span className="visually-hidden">{T.remove}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ listing, quantity }) => (
              <tr key={listing.id}>
                <td data-label={T.product}>{listing.product_name}</td>
                <td data-label={T.quantity}>
                  <Form.Control
                    type="number"
                    min={1}
                    inputMode="numeric"
                    aria-label={T.quantityOf(listing.product_name)}
                    value={quantity}
                    onChange={(e) => setQty(listing.id, Math.max(0, Math.floor(Number(e.target.value) || 0)))}
                    style={{ maxWidth: 110, minHeight: 44 }}
                  />
                </td>
                <td data-label={T.amount}>
                  {formatMoney(lineNetPaisa(listing.total_price, quantity, listing.offer) / 100)}
                </td>
                <td data-label={T.remove}>
                  <Button
                    variant="outline-danger"
                    onClick={() => setQty(listing.id, 0)}
                    aria-label={T.removeName(listing.product_name)}
                  >
                    {T.remove}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="fs-5">
        {T.total} <strong>{formatMoney(totalPaisa / 100)}</strong>
      </p>
      <FormAlert message={error} />
      <Button className="team-touch" disabled={busy || lines.length === 0} onClick={() => void place()}>
        {busy ? <Spinner size="sm" role="status" aria-label={T.placingOrder} /> : T.placeOrderFor(retailer.store)}
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
      <h1 className="h3">{teamUi().bookOrder}</h1>
      {booked ? (
        <Alert variant="success" role="status">
          <p className="mb-2">{teamUi().booked(booked.id, booked.store)}</p>
          <Button className="team-touch" onClick={() => (setBooked(null), setRetailer(null))}>
            {teamUi().bookAnother}
          </Button>
        </Alert>
      ) : retailer ? (
        <FillCart
          sellerId={user.id}
          retailer={retailer}
          onChangeRetailer={() => setRetailer(null)}
          onBooked={(id) => {
            notify.success(teamUi().bookedShort(id));
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
