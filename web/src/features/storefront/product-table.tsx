import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Table } from 'react-bootstrap';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { formatMoney, groupKey, lineNet, type Listing } from '@dawalink/shared';

import { StoreIcon } from './store-icons';
import { StockBadge } from './stock-badge';
import { storefrontMsg } from '../../lib/i18n-storefront';
import { shopUi } from '../../lib/shop-texts';
import { schemeMsg } from '../../lib/i18n-scheme';
import { stockMsg } from '../../lib/i18n-stock';

type Row = { kind: 'group'; name: string } | { kind: 'item'; listing: Listing };

/** Above this many rows only the rows in view are drawn; small stores draw everything (find-in-page keeps working). */
const VIRTUAL_THRESHOLD = 300;

interface ProductTableProps {
  listings: Listing[];
  /** At 500 px or less: offer and bonus move under the product name. */
  compact: boolean;
  /** Over 1000 px a row click adds one; below, it opens Select Quantity. */
  wide: boolean;
  quantities: Map<number, number>;
  onPick(listing: Listing): void;
  empty: ReactNode;
  /**
   * How many products the whole store has: a big store stays virtualised while a search narrows it, so that a term
   * matching a few hundred lines does not draw them all at once on one keystroke.
   */
  storeSize?: number;
}

/**
 * Rows in the order they come (the server's manufacturer order, without case, then name), under a heading row per
 * manufacturer: "abbott" and "Abbott" are one heading, spelt as first seen.
 */
function flatten(listings: Listing[]): Row[] {
  const rows: Row[] = [];
  let current: string | null = null;
  for (const listing of listings) {
    const key = groupKey(listing.manufacturer);
    if (key !== current) {
      current = key;
      rows.push({ kind: 'group', name: listing.manufacturer });
    }
    rows.push({ kind: 'item', listing });
  }
  return rows;
}

/**
 * The store's products grouped by manufacturer; thousands of rows stay smooth (window virtualisation). Memoised:
 * while a search is typed, the page renders once for the search box and once (deferred) for the result, and only
 * the second needs the table.
 */
export const ProductTable = memo(function ProductTable({
  listings,
  compact,
  wide,
  quantities,
  onPick,
  empty,
  storeSize = 0,
}: ProductTableProps) {
  const rows = useMemo(() => flatten(listings), [listings]);
  const virtual = Math.max(rows.length, storeSize) > VIRTUAL_THRESHOLD;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const columns = compact ? 3 : 5;

  // One stable callback for every row, so that memoised rows whose listing did not change skip rendering.
  const onPickRef = useRef(onPick);
  useLayoutEffect(() => {
    onPickRef.current = onPick;
  });
  const pickStable = useCallback((listing: Listing) => onPickRef.current(listing), []);

  const renderRow: RenderRow = (row, index, measureRef) => {
    if (row.kind === 'group') {
      return (
        <tr key={`g-${row.name}`} className="group-heading" data-index={index} ref={measureRef}>
          <th colSpan={columns} scope="colgroup">
            {row.name}
          </th>
        </tr>
      );
    }
    return (
      <ProductRow
        key={row.listing.id}
        listing={row.listing}
        index={index}
        measureRef={measureRef}
        inCart={quantities.get(row.listing.id)}
        compact={compact}
        wide={wide}
        onPick={pickStable}
      />
    );
  };

  let body: ReactNode;
  if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns} className="text-center text-muted py-4">
          {empty}
        </td>
      </tr>
    );
  } else if (!virtual) {
    body = rows.map((row, i) => renderRow(row, i));
  } else {
    body = <VirtualRows rows={rows} compact={compact} columns={columns} bodyRef={bodyRef} renderRow={renderRow} />;
  }

  return (
    <Table
      hover
      className={`grouped-table store-table align-middle bg-white mb-0 ${compact ? 'compact' : ''}`}
      aria-rowcount={virtual ? rows.length + 1 : undefined}
    >
      <caption className="visually-hidden">{shopUi().productsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{storefrontMsg().productColumns.product}</th>
          {!compact && (
            <th scope="col" className="text-end">
              {storefrontMsg().productColumns.offer}
            </th>
          )}
          {!compact && <th scope="col">{storefrontMsg().productColumns.bonus}</th>}
          <th scope="col" className="text-end">
            {storefrontMsg().productColumns.price}
          </th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">{storefrontMsg().productColumns.add}</span>
          </th>
        </tr>
      </thead>
      <tbody ref={bodyRef}>{body}</tbody>
    </Table>
  );
});

type RenderRow = (row: Row, index: number, measureRef?: (element: HTMLTableRowElement | null) => void) => ReactNode;

/**
 * The rows of a big store: only those near the viewport, between spacer rows that keep the page's height. A small
 * store (and the first lines) never mounts this, so neither the virtualiser nor its layout reads run for it.
 */
function VirtualRows({
  rows,
  compact,
  columns,
  bodyRef,
  renderRow,
}: {
  rows: Row[];
  compact: boolean;
  columns: number;
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  renderRow: RenderRow;
}) {
  const [margin, setMargin] = useState(0);

  // Where the body starts on the page: the virtualiser works in page coordinates (window scrolling).
  useLayoutEffect(() => {
    const measure = () => {
      if (bodyRef.current) setMargin(bodyRef.current.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [bodyRef, compact]);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i].kind === 'group' ? 37 : compact ? 62 : 48),
    // Rows drawn beyond the screen, each way: enough for smooth scrolling, few enough that a keystroke's new
    // result lays out quickly (bench/src/browser.ts: < 50 ms per key).
    overscan: 8,
    scrollMargin: margin,
  });

  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start - margin : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - margin) : 0;
  return (
    <>
      {top > 0 && (
        <tr aria-hidden="true" className="spacer-row">
          <td colSpan={columns} style={{ height: top, padding: 0, border: 0 }} />
        </tr>
      )}
      {items.map((vi) => renderRow(rows[vi.index], vi.index, virtualizer.measureElement))}
      {bottom > 0 && (
        <tr aria-hidden="true" className="spacer-row">
          <td colSpan={columns} style={{ height: bottom, padding: 0, border: 0 }} />
        </tr>
      )}
    </>
  );
}

interface ProductRowProps {
  listing: Listing;
  index: number;
  measureRef?: (element: HTMLTableRowElement | null) => void;
  inCart: number | undefined;
  compact: boolean;
  wide: boolean;
  onPick(listing: Listing): void;
}

/** One product line. Memoised: typing a search re-renders only the lines that change. */
const ProductRow = memo(function ProductRow({
  listing: l,
  index,
  measureRef,
  inCart,
  compact,
  wide,
  onPick,
}: ProductRowProps) {
  // An out-of-stock line is shown (the retailer sees it exists) but cannot go into the cart.
  const out = l.availability === 'out_of_stock';
  return (
    <tr
      data-index={index}
      ref={measureRef}
      className={`product-row ${inCart ? 'in-cart' : ''} ${out ? 'out-of-stock' : ''}`}
      onClick={() => !out && onPick(l)}
    >
      <td className="product-name">
        <span id={`product-${l.id}`} dir="auto">
          {l.product_name}
        </span>
        {compact && (l.offer > 0 || l.bonus || l.scheme) && (
          <span className="d-block small text-muted">
            {l.offer > 0 && shopUi().offOffer(l.offer)}
            {l.offer > 0 && l.bonus && ' · '}
            {l.bonus}
            {l.scheme && <SchemeBadge listing={l} />}
          </span>
        )}
        {inCart && <span className="badge text-bg-light border ms-1 in-cart-badge">{shopUi().inCart(inCart)}</span>}
        <StockBadge availability={l.availability} expiry={l.expiry} />
      </td>
      {!compact && <td className="text-end tabular">{l.offer}%</td>}
      {!compact && (
        <td className="bonus-cell">
          {l.bonus}
          {l.scheme && <SchemeBadge listing={l} />}
        </td>
      )}
      <td className="text-end money-cell">
        <PriceWithOffer price={l.total_price} offer={l.offer} />
        <RetailPrice listing={l} />
      </td>
      <td className="text-end add-cell">
        <button
          type="button"
          className={`btn btn-sm ${wide ? 'btn-outline-primary' : 'btn-primary add-touch'}`}
          // Named "Add" (a cell search by product name finds only the product); the product describes it.
          aria-label={shopUi().add}
          aria-describedby={`product-${l.id}`}
          disabled={out}
          title={out ? stockMsg().cannotAddOutOfStock : undefined}
          onClick={(e) => {
            e.stopPropagation();
            onPick(l);
          }}
        >
          {wide ? shopUi().add : <StoreIcon name="plus" size={18} />}
        </button>
      </td>
    </tr>
  );
});

/** The structured scheme beside the bonus label: "10+1" (its dates in the title). */
function SchemeBadge({ listing: l }: { listing: Listing }) {
  if (!l.scheme) return null;
  const { buy, free, starts, ends } = l.scheme;
  const when = [starts && schemeMsg().schemeFrom(starts), ends && schemeMsg().schemeUntil(ends)]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className="badge text-bg-success ms-1 scheme-badge"
      title={`${schemeMsg().schemeTitle(buy, free)}${when ? ` ${when}` : ''}`}
    >
      <span className="visually-hidden">{schemeMsg().schemeTitle(buy, free)} </span>
      <span aria-hidden="true">{schemeMsg().schemeLabel(buy, free)}</span>
    </span>
  );
}

/** The regulator's retail price under the trade price, and the retailer's margin on the net price. */
function RetailPrice({ listing: l }: { listing: Listing }) {
  if (l.retail_price === null || l.retail_price === undefined || !(l.retail_price > 0)) return null;
  const net = lineNet(l.total_price, 1, l.offer);
  const margin = ((l.retail_price - net) / l.retail_price) * 100;
  return (
    <span className="d-block small text-muted retail-price">
      {schemeMsg().retailPrice} {formatMoney(l.retail_price)}
      <span className="d-block">{schemeMsg().margin(Math.round(margin * 10) / 10)}</span>
    </span>
  );
}

/**
 * T.P, and with an offer the price a unit costs after it (what the cart charges): the T.P struck through above the
 * net. store-preview.ts on the server draws the same markup.
 */
export function PriceWithOffer({ price, offer }: { price: number; offer: number }) {
  if (!(offer > 0)) return <>{formatMoney(price)}</>;
  return (
    <>
      <s className="d-block small text-muted tp-was">
        <span className="visually-hidden">{shopUi().tp} </span>
        {formatMoney(price)}
      </s>
      <span className="net-price">
        <span className="visually-hidden">{shopUi().net} </span>
        {formatMoney(lineNet(price, 1, offer))}
      </span>
    </>
  );
}
