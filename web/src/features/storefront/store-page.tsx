import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BREAKPOINT_COMPACT, BREAKPOINT_NARROW, isPlaceholderUrl, type Listing } from '@dawalink/shared';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useWindowWidth } from '../../lib/use-window-width';
import { useCart } from '../../lib/cart';
import { BlockingNotice } from '../../components/blocking-notice';
import { PageSpinner } from '../../components/page-spinner';
import { shopUi } from '../../lib/shop-texts';
import { useRevealApp } from '../../lib/preview';
import { useUsed } from '../../lib/use-used';
import { storefrontQueries } from './storefront-api';
import { StoreHeader } from './store-header';
import { CartPanel } from './cart-panel';
import { CartDrawer } from './cart-drawer';
import { QuantityDialog } from './quantity-dialog';
import { useStoreCheckout } from './use-store-checkout';
import { StoreMessage } from './store-message';
import { StoreSearchBox } from './store-search-box';
import { StoreProducts } from './store-products';
import { useStoreListings } from './use-store-listings';
import { useProductSearch } from './use-product-search';
import { useStoreVisit } from './use-store-visit';
import { useConfirmOnReturn } from './use-confirm-on-return';
import { SavedPricesNote, offlineStoreMessage, useKeepSeller } from './saved-prices-note';
import { LAUNCH, LaunchRedirect } from './launch-redirect';
import { addPicks, QuickOrderButton } from './quick-order-button';
import { MSG } from '../../lib/i18n';
import { storefrontMsg } from '../../lib/i18n-storefront';

// Quick order's dialog loads on its first opening: the store's first screen does not carry it.
const QuickOrderDialog = lazy(() =>
  import('../../components/quick-order-dialog').then((m) => ({ default: m.QuickOrderDialog })),
);

/** The seller's store page: products by manufacturer, search, cart (panel or drawer) and checkout. */
export default function StorePage() {
  const params = useParams();
  // The catch-all route (several path segments) is never a store.
  if (params['*'] !== undefined && params.url === undefined)
    return <StoreMessage title={MSG.storeNotFound} text={storefrontMsg().storeNotFoundHint} />;
  const url = params.url;
  if (!url || isPlaceholderUrl(url)) return <StoreMessage title={MSG.enterUrl} />;
  if (url.toLowerCase() === LAUNCH) return <LaunchRedirect />;
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
        <PageSpinner label={shopUi().loadingStore} />
      </>
    );
  }
  if (seller.isError) {
    const status = seller.error instanceof ApiError ? seller.error.status : 0;
    if (status === 404 || status === 400)
      return <StoreMessage title={MSG.storeNotFound} text={storefrontMsg().storeNotFoundHint} />;
    if (status === 410) return <StoreMessage title={MSG.storeUnavailable} />;
    return (
      <StoreMessage
        title={offlineStoreMessage(seller.error) ?? errorMessage(seller.error)}
        retry={() => void seller.refetch()}
      />
    );
  }
  if (user?.type === 'seller') {
    // Only the notice: its Logout is the one way on (no second Logout in a header behind it).
    return <BlockingNotice message={MSG.signedInAsSeller} />;
  }
  return <StoreCatalogue url={seller.data.url} sellerId={seller.data.id} />;
}

function StoreCatalogue({ url, sellerId }: { url: string; sellerId: number }) {
  const { user } = useSession();
  const width = useWindowWidth();
  const wide = width > BREAKPOINT_NARROW;
  const compact = width <= BREAKPOINT_COMPACT;

  const seller = useQuery(storefrontQueries.seller(url));
  const { listings, whole, shown } = useStoreListings(url, sellerId);
  const search = useProductSearch(whole, shown);
  const cart = useCart(url);
  const checkout = useStoreCheckout(url);
  const retailerId = user?.type === 'retailer' ? user.id : null;
  useStoreVisit(url, sellerId, retailerId, whole);
  useKeepSeller(url, seller.data);
  useConfirmOnReturn(!!listings.data && user?.type === 'retailer', checkout.start);

  const [drawerOpen, setDrawerOpen] = useState(false);
  const [picking, setPicking] = useState<Listing | null>(null);
  const [quickOpen, setQuickOpen] = useState(false);
  const quickUsed = useUsed(quickOpen);
  // The drawer and Select Quantity render from their first opening on (lib/use-used.ts).
  const drawerUsed = useUsed(drawerOpen);
  const quantityUsed = useUsed(picking !== null);
  // The drawer belongs to small screens: crossing the breakpoint closes it (the spec's "resets on resize").
  useEffect(() => setDrawerOpen(false), [wide]);

  const quantities = useMemo(() => new Map(cart.items.map((i) => [i.id, i.quantity])), [cart.items]);
  // The server's preview of the first lines gives way when these lines (or an error) are drawn: lib/preview.ts.
  useRevealApp(!search.waiting || listings.isError);

  const pick = (listing: Listing) => {
    if (wide) cart.add(listing, Math.max(1, listing.pack_multiple ?? 1));
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
      actionLabel={shopUi().checkout}
      onAction={() => {
        if (inDrawer && cart.items.length > 0) setDrawerOpen(false);
        checkout.start();
      }}
      busy={checkout.placing}
      showTitle={!inDrawer}
      minOrder={seller.data?.min_order_value ?? 0}
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
            <SavedPricesNote url={url} />
            {retailerId !== null && <QuickOrderButton onOpen={() => setQuickOpen(true)} />}
            <StoreSearchBox value={search.search} onChange={search.setSearch} />
            <StoreProducts
              listings={listings}
              whole={whole}
              visible={search.visible}
              waiting={search.waiting}
              searching={search.searching}
              compact={compact}
              wide={wide}
              quantities={quantities}
              onPick={pickLatest}
            />
          </div>
          {wide && (
            <aside className="col-4">
              <div className="page-card cart-sticky">{panel(false)}</div>
            </aside>
          )}
        </div>
      </main>
      {!wide && drawerUsed && (
        <CartDrawer show={drawerOpen} onHide={() => setDrawerOpen(false)}>
          {panel(true)}
        </CartDrawer>
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
      {quickUsed && (
        <Suspense fallback={null}>
          <QuickOrderDialog
            show={quickOpen}
            sellerId={sellerId}
            onHide={() => setQuickOpen(false)}
            onAdd={(picks) => {
              setQuickOpen(false);
              addPicks(listings.data ?? [], picks, cart.add);
            }}
          />
        </Suspense>
      )}
      {checkout.dialog}
    </>
  );
}
