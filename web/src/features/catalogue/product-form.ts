import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { bonusToOption, type CatalogueProduct, catalogueProductCreateSchema, catalogueProductUpdateSchema } from '@dawalink/shared';

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

// The schemas take loose input (numbers as text, "None"); the form's values are all text, which they accept.
export const createResolver = zodResolver(catalogueProductCreateSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  z.output<typeof catalogueProductCreateSchema>
>;
export const updateResolver = zodResolver(catalogueProductUpdateSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  z.output<typeof catalogueProductUpdateSchema>
>;
