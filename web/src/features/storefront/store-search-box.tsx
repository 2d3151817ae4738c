import { Form } from 'react-bootstrap';
import { STICKY_SEARCH_PX } from '@dawalink/shared';

import { StickySearch } from '../../components/sticky-search';
import { StoreIcon } from './store-icons';
import { shopUi } from '../../lib/shop-texts';
import { storefrontMsg } from '../../lib/i18n-storefront';

/** The spec's sticky search: it stays at the top (under the header) once the page is scrolled 200 px. */
export function StoreSearchBox({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <StickySearch threshold={STICKY_SEARCH_PX}>
      <div className="store-search">
        <span className="store-search-icon" aria-hidden="true">
          <StoreIcon name="search" size={18} />
        </span>
        <Form.Control
          type="search"
          aria-label={shopUi().search}
          placeholder={storefrontMsg().searchProducts}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={100}
        />
      </div>
    </StickySearch>
  );
}
