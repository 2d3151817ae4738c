import { bonusToOption, type CatalogueProduct } from '@dawalink/shared';
import { lazyResolver } from '../../lib/lazy-resolver';

/** What the product form holds: text as typed; the shared schema turns it into the API's body. */
export interface ProductFormValues {
  product_name: string;
  manufacturer: string;
  offer: string;
  bonus: string;
  total_price: string;
  /** The regulator's retail price; empty for none. */
  retail_price: string;
  product_code: string;
  /** Pharmacy-only (Schedule G) and controlled: refused to a medical store's licence. */
  schedule_g: boolean;
  controlled: boolean;
}

export const MANUFACTURER_PLACEHOLDER = 'Select';

export const emptyProductForm: ProductFormValues = {
  product_name: '',
  manufacturer: MANUFACTURER_PLACEHOLDER,
  offer: '',
  bonus: 'None',
  total_price: '',
  retail_price: '',
  product_code: '',
  schedule_g: false,
  controlled: false,
};

export const productToForm = (p: CatalogueProduct): ProductFormValues => ({
  product_name: p.product_name,
  manufacturer: p.manufacturer,
  offer: String(p.offer),
  bonus: bonusToOption(p.bonus),
  total_price: String(p.total_price),
  retail_price: p.retail_price === null ? '' : String(p.retail_price),
  product_code: p.product_code,
  schedule_g: p.schedule_g,
  controlled: p.controlled,
});

/** The form's checks, from the shared schemas: loaded at the first check (product-resolvers.ts), not with the page. */
export const createResolver = lazyResolver(() => import('./product-resolvers').then((m) => m.createResolver));
export const updateResolver = lazyResolver(() => import('./product-resolvers').then((m) => m.updateResolver));
