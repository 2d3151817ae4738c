import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { catalogueProductCreateSchema, catalogueProductUpdateSchema } from '@dawalink/shared';
import type { ProductFormValues } from './product-form';

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
