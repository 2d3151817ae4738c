import { queryOptions } from '@tanstack/react-query';
import { licenceApiPaths, type RetailerLicence } from '@dawalink/shared';
import { api } from './api';

/** A retailer's licence, read by the retailer's profile, the admin's queue and the seller's order view. */
export const licenceKeys = {
  all: () => ['licence'] as const,
  retailer: (retailerId: number) => ['licence', retailerId] as const,
};

export const licenceQueries = {
  retailer: (retailerId: number) =>
    queryOptions({
      queryKey: licenceKeys.retailer(retailerId),
      queryFn: () => api.get<RetailerLicence>(licenceApiPaths.own(retailerId)),
    }),
};

/** Where the browser loads the document (an <img> or a download link); the server checks who asks. */
export const licenceDocumentUrl = (retailerId: number, version?: string) =>
  `/api${licenceApiPaths.document(retailerId)}${version ? `?v=${encodeURIComponent(version)}` : ''}`;
