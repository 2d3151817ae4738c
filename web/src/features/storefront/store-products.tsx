import { Button } from 'react-bootstrap';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Listing } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { PageSpinner } from '../../components/page-spinner';
import { ProductTable } from './product-table';
import { shopUi } from '../../lib/shop-texts';
import { storefrontMsg } from '../../lib/i18n-storefront';

interface StoreProductsProps {
  /** The whole list's query: its error offers Try Again. */
  listings: UseQueryResult<Listing[]>;
  /** The whole list as the page draws it (deferred: use-store-listings.ts); its length is the store's size. */
  whole: Listing[] | undefined;
  /** The lines to draw (searched, or the first lines while the whole list comes). */
  visible: Listing[];
  waiting: boolean;
  searching: boolean;
  compact: boolean;
  wide: boolean;
  quantities: Map<number, number>;
  onPick(listing: Listing): void;
}

/** The store's products: the table (or why there is none yet) and how many are shown. */
export function StoreProducts({
  listings,
  whole,
  visible,
  waiting,
  searching,
  compact,
  wide,
  quantities,
  onPick,
}: StoreProductsProps) {
  return (
    <>
      <div className="page-card p-0 overflow-hidden">
        {listings.isError ? (
          <div className="text-center py-5">
            <p>{errorMessage(listings.error)}</p>
            <Button variant="outline-primary" onClick={() => void listings.refetch()}>
              {shopUi().tryAgain}
            </Button>
          </div>
        ) : waiting ? (
          <PageSpinner label={shopUi().loadingProducts} />
        ) : (
          <ProductTable
            listings={visible}
            compact={compact}
            wide={wide}
            quantities={quantities}
            onPick={onPick}
            empty={searching ? MSG.noDataFound : storefrontMsg().noProducts}
            storeSize={whole?.length ?? 0}
          />
        )}
      </div>
      {whole && (
        <p className="text-muted small mt-2 mb-0">
          {visible.length === whole.length
            ? shopUi().productCount(whole.length)
            : shopUi().productsShown(visible.length, whole.length)}
        </p>
      )}
    </>
  );
}
