import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Form, Offcanvas } from 'react-bootstrap';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BREAKPOINT_COMPACT, BREAKPOINT_NARROW, isPlaceholderUrl, matchesWords, MSG, searchText, searchWords, STICKY_SEARCH_PX, STOREFRONT_MSG, type Listing } from '@dawalink/shared';
import { api, ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useWindowWidth } from '../../lib/use-window-width';
import { refreshCart, rememberStore, useCart } from '../../lib/cart';
import { BlockingNotice } from '../../components/blocking-notice';
import { PageSpinner } from '../../components/page-spinner';
import { StickySearch } from '../../components/sticky-search';
import { useRevealApp } from '../../lib/preview';
import { useUsed } from '../../lib/use-used';
import { storefrontQueries } from './storefront-api';
import { StoreHeader } from './store-header';
import { ProductTable } from './product-table';
import { CartPanel } from './cart-panel';
import { QuantityDialog } from './quantity-dialog';
import { useStoreCheckout } from './use-store-checkout';
import { notifyRefresh } from './use-place-order';
import { StoreIcon } from './store-icons';
import { StoreMessage } from './store-message';

/** The seller's store page: products by manufacturer, search, cart (panel or drawer) and checkout. */
export default function StorePage() {
  const params = useParams();
  // The catch-all route (several path segments) is never a store.
  if (params['*'] !== undefined && params.url === undefined) return <StoreMessage title={MSG.storeNotFound} text={STOREFRONT_MSG.storeNotFoundHint} />;
  const url = params.url;
  if (!url || isPlaceholderUrl(url)) return <StoreMessage title={MSG.enterUrl} />;
  return <Store key={url.toLowerCase()} url={url} />;
}

function Store({ url }: { url: string }) {
  const { user } = useSession();
  const seller = useQuery(storefrontQueries.seller(url));
  // Under the server's preview of this store (lib/preview.ts): a seller's notice replaces it at once.
  useRevealApp(!seller.isPending && user?.type === 'seller');

  if (seller.isPending) {
    return (
      <>
        <StoreHeader url={url} />
        <PageSpinner label="Loading store" />
      </>
    );
  }
  if (seller.isError) {
    const status = seller.error instanceof ApiError ? seller.error.status : 0;
    if (status === 404 || status === 400) return <StoreMessage title={MSG.storeNotFound} text={STOREFRONT_MSG.storeNotFoundHint} />;
    if (status === 410) return <StoreMessage title={MSG.storeUnavailable} />;
    return <StoreMessage title={errorMessage(seller.error)} retry={() => void seller.refetch()} />;
  }
  if (user?.type === 'seller') {
    // Only the notice: its Logout is the one way on (no second Logout in a header behind it).
    return <BlockingNotice message={MSG.signedInAsSeller} />;
  }
  return <StoreCatalogue url={seller.data.url} sellerId={seller.data.id} />;
}

function StoreCatalogue({ url, sellerId }: { url: string; sellerId: number }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const width = useWindowWidth();
  const wide = width > BREAKPOINT_NARROW;
  const compact = width <= BREAKPOINT_COMPACT;

  const seller = useQuery(storefrontQueries.seller(url));
  // First visit: the first screenful alone, drawn at once, then the whole list (a 5,000-line store is ~65 KB
  // compressed, slow on a mobile network). The whole list, once loaded, is all the page uses.
  const [fullAsked, setFullAsked] = useState(false);
  const listings = useQuery({ ...storefrontQueries.listings(url, sellerId), enabled: fullAsked });
  const wholeListKnown = listings.data !== undefined;
  const firstLines = useQuery({ ...storefrontQueries.firstListings(url, sellerId), enabled: !wholeListKnown });
  const firstSettled = firstLines.isSuccess || firstLines.isError || wholeListKnown;
  // After the first lines are drawn (effects run after the paint), not in parallel with them.
  useEffect(() => {
    if (firstSettled) setFullAsked(true);
  }, [firstSettled]);
  const shownListings = listings.data ?? firstLines.data;
  const cart = useCart(url);
  const checkout = useStoreCheckout(url);

  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [picking, setPicking] = useState<Listing | null>(null);
  // The drawer and Select Quantity render from their first opening on (lib/use-used.ts).
  const drawerUsed = useUsed(drawerOpen);
  const quantityUsed = useUsed(picking !== null);

  // The drawer belongs to small screens: crossing the breakpoint closes it (the spec's "resets on resize").
  useEffect(() => setDrawerOpen(false), [wide]);

  useEffect(() => {
    rememberStore(url);
  }, [url]);

  // A signed-in retailer's visit goes to their Recent Visited Suppliers.
  const retailerId = user?.type === 'retailer' ? user.id : null;
  useEffect(() => {
    if (retailerId === null) return;
    api
      .post('/RecentStore', { url })
      .then(() => queryClient.invalidateQueries({ queryKey: ['recent-stores', retailerId] }))
      .catch(() => {
        // Not worth troubling the buyer about.
      });
  }, [retailerId, url, queryClient]);

  // A signed-in retailer's cart with this store is the account's (kept on the server; another phone may have
  // changed it): loaded here, and sent back as it changes (lib/cart-sync.ts, loaded only for retailers).
  useEffect(() => {
    if (retailerId === null) return;
    void import('../../lib/cart-sync').then((sync) => sync.pullCart(retailerId, url, sellerId));
  }, [retailerId, url, sellerId]);

  // Prices shown are the latest: the cart follows every fresh product list, and says what changed.
  useEffect(() => {
    if (listings.data) notifyRefresh(refreshCart(url, listings.data));
  }, [listings.data, url]);

  // Back from the PIN step: go straight to Order Confirmation.
  const wantsConfirm = (location.state as { confirm?: boolean } | null)?.confirm === true;
  const confirmHandled = useRef(false);
  useEffect(() => {
    if (!wantsConfirm || confirmHandled.current || !listings.data || user?.type !== 'retailer') return;
    confirmHandled.current = true;
    navigate(location.pathname, { replace: true, state: null });
    checkout.start();
  }, [wantsConfirm, listings.data, user, navigate, location.pathname, checkout]);

  // The search keys (lower-cased once per list) are made at the first search, not while the first rows are drawn.
  const searchable = useMemo(() => lazySearchKeys(listings.data ?? []), [listings.data]);
  useEffect(() => {
    // Ready before the first keystroke, which would otherwise pay for them (bench/src/browser.ts: < 50 ms a key).
    if (!window.requestIdleCallback) return void searchable();
    const idle = window.requestIdleCallback(() => searchable(), { timeout: 1500 });
    return () => window.cancelIdleCallback(idle);
  }, [searchable]);
  const visible = useMemo(() => {
    const words = searchWords(deferredSearch);
    return words.length > 0 ? searchable().filter((s) => matchesWords(s.text, words)).map((s) => s.l) : (shownListings ?? []);
  }, [searchable, deferredSearch, shownListings]);
  // A search needs the whole list: until it has come, the table waits rather than filter the first lines.
  const waitingForWholeList = !wholeListKnown && (!shownListings || deferredSearch.trim() !== '');
  const quantities = useMemo(() => new Map(cart.items.map((i) => [i.id, i.quantity])), [cart.items]);
  // The server's preview of the first lines gives way when these lines (or an error) are drawn: lib/preview.ts.
  useRevealApp(!waitingForWholeList || listings.isError);

  const pick = (listing: Listing) => {
    if (wide) cart.add(listing, 1);
    else setPicking(listing);
  };
  // The table gets one callback for good (it is memoised: a keystroke's first, urgent render skips it), which
  // always calls the latest `pick`.
  const pickRef = useRef(pick);
  useLayoutEffect(() => {
    pickRef.current = pick;
  });
  const pickLatest = useCallback((listing: Listing) => pickRef.current(listing), []);

  const panel = (inDrawer: boolean) => (
    <CartPanel
      items={cart.items}
      total={cart.total}
      onQuantity={cart.setQuantity}
      onRemove={cart.remove}
      actionLabel="Checkout"
      onAction={() => {
        if (inDrawer && cart.items.length > 0) setDrawerOpen(false);
        checkout.start();
      }}
      busy={checkout.placing}
      showTitle={!inDrawer}
    />
  );

  return (
    <>
      <StoreHeader
        url={url}
        seller={seller.data}
        cart={wide ? undefined : { lines: cart.items.length, total: cart.total, onOpen: () => setDrawerOpen(true) }}
      />
      <main className="container-xl py-3 store-main">
        <div className="row g-3">
          <div className={wide ? 'col-8' : 'col-12'}>
            {/* The spec's sticky search: it stays at the top (under the header) once the page is scrolled 200 px. */}
            <StickySearch threshold={STICKY_SEARCH_PX}>
              <div className="store-search">
                <span className="store-search-icon" aria-hidden="true">
                  <StoreIcon name="search" size={18} />
                </span>
                <Form.Control
                  type="search"
                  aria-label="Search"
                  placeholder={STOREFRONT_MSG.searchProducts}
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  maxLength={100}
                />
              </div>
            </StickySearch>
            <div className="page-card p-0 overflow-hidden">
              {listings.isError ? (
                <div className="text-center py-5">
                  <p>{errorMessage(listings.error)}</p>
                  <Button variant="outline-primary" onClick={() => void listings.refetch()}>
                    Try Again
                  </Button>
                </div>
              ) : waitingForWholeList ? (
                <PageSpinner label="Loading products" />
              ) : (
                <ProductTable
                  listings={visible}
                  compact={compact}
                  wide={wide}
                  quantities={quantities}
                  onPick={pickLatest}
                  empty={deferredSearch.trim() ? MSG.noDataFound : STOREFRONT_MSG.noProducts}
                  storeSize={listings.data?.length ?? 0}
                />
              )}
            </div>
            {listings.data && (
              <p className="text-muted small mt-2 mb-0">
                {visible.length === listings.data.length ? `${listings.data.length} products` : `${visible.length} of ${listings.data.length} products`}
              </p>
            )}
          </div>
          {wide && (
            <aside className="col-4">
              <div className="page-card cart-sticky">{panel(false)}</div>
            </aside>
          )}
        </div>
      </main>
      {!wide && drawerUsed && (
        <Offcanvas show={drawerOpen} onHide={() => setDrawerOpen(false)} placement="end" aria-labelledby="cart-drawer-title" className="cart-drawer">
          <Offcanvas.Header closeButton closeLabel="Close cart">
            <Offcanvas.Title id="cart-drawer-title">{STOREFRONT_MSG.yourOrder}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>{panel(true)}</Offcanvas.Body>
        </Offcanvas>
      )}
      {quantityUsed && (
        <QuantityDialog
          listing={picking}
          onClose={() => setPicking(null)}
          onAdd={(listing, quantity) => {
            cart.add(listing, quantity);
            setPicking(null);
          }}
        />
      )}
      {checkout.dialog}
    </>
  );
}

/** Each listing with its lower-cased search text, computed on the first call only. */
function lazySearchKeys(listings: Listing[]) {
  let keys: { l: Listing; text: string }[] | undefined;
  return () =>
    (keys ??= listings.map((l) => ({ l, text: searchText([l.product_name, l.manufacturer, l.product_code, l.bonus]) })));
}
