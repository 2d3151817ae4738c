import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@dawalink/shared';
import { api } from './api';
import { queryKeys } from './query-keys';

export interface PublicConfig {
  support_email: string;
  public_base_url: string;
}

/** The server's public settings (support e-mail, base of store links): fetched once per visit. */
export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.publicConfig(),
  queryFn: () => api.get<PublicConfig>(apiPaths.config()),
  staleTime: Infinity,
});

/** The public link of a store: PUBLIC_BASE_URL + '/' + url slug (DESIGN.md section 7). */
export const storeLink = (config: PublicConfig | undefined, url: string) =>
  `${config?.public_base_url ?? window.location.origin}/${url}`;
