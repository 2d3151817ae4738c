import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isPlaceholderUrl } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { ApiError } from '../../lib/api';
import { refreshCart, useCart } from '../../lib/cart';
import { paths } from '../../lib/paths';
import { PageSpinner } from '../../components/page-spinner';
import { storefrontQueries } from './storefront-api';
import { StoreHeader } from './store-header';
import { CartPanel } from './cart-panel';
import { StoreMessage } from './store-message';
import { useStoreCheckout } from './use-store-checkout';
import { notifyRefresh } from './use-place-order';
import { shopUi } from '../../lib/shop-texts';

/** /cart/{url}: the store's cart on a page of its own, at the store's latest prices. */
export default function CartPage() {
  const { url = '' } = useParams();
  if (isPlaceholderUrl(url)) return <StoreMessage title={MSG.enterUrl} />;
  return <Cart key={url.toLowerCase()} url={url} />;
}

function Cart({ url }: { url: string }) {
  const seller = useQuery(storefrontQueries.seller(url));
  const listings = useQuery({ ...storefrontQueries.listings(url, seller.data?.id ?? 0), enabled: !!seller.data });
  const cart = useCart(url);
  const checkout = useStoreCheckout(url);

  useEffect(() => {
    if (listings.data) notifyRefresh(refreshCart(url, listings.data));
  }, [listings.data, url]);

  if (seller.isPending) return <PageSpinner />;
  if (seller.isError) {
    const status = seller.error instanceof ApiError ? seller.error.status : 0;
    return <StoreMessage title={status === 410 ? MSG.storeUnavailable : MSG.storeNotFound} />;
  }
  return (
    <>
      <StoreHeader url={url} seller={seller.data} />
      <main className="container py-4" style={{ maxWidth: 640 }}>
        <div className="page-card">
          <CartPanel
            items={cart.items}
            total={cart.total}
            onQuantity={cart.setQuantity}
            onRemove={cart.remove}
            actionLabel={shopUi().checkout}
            onAction={checkout.start}
            busy={checkout.placing}
            minOrder={seller.data.min_order_value ?? 0}
          />
          <p className="text-center mt-3 mb-0">
            <Link to={paths.store(url)}>{shopUi().continueShopping}</Link>
          </p>
        </div>
      </main>
      {checkout.dialog}
    </>
  );
}
