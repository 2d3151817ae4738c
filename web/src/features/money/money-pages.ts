import type { ComponentType } from 'react';

/**
 * The money screens, each its own lazy chunk. The router reaches them through this one module so that the entry
 * chunk (which lists every route's preloads) carries one import for the eight pages, not eight (sign-in JS budget).
 */
export const moneyPages: Record<string, () => Promise<{ default: ComponentType }>> = {
  receivables: () => import('./receivables-page'),
  sellerStatement: () => import('./seller-statement-page'),
  accounts: () => import('./accounts-page'),
  supplierStatement: () => import('./supplier-statement-page'),
  returns: () => import('./returns-page'),
  returnDetail: () => import('./return-detail-page'),
  requestReturn: () => import('./request-return-page'),
  invoice: () => import('./invoice-page'),
};
