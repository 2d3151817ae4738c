import { pageParams } from './page-params.js';

/** Paths of the licence routes (relative to /api). */
export const licenceApiPaths = {
  own: (retailerId: number) => `/Retailers/${retailerId}/licence`,
  document: (retailerId: number) => `/Retailers/${retailerId}/licence/document`,
  queue: (status = 'all') => `/Admin/licences?status=${encodeURIComponent(status)}`,
  /** One page (from 1) of the queue, PAGE_SIZE rows, with the count of every licence of that status. */
  queuePage: (status: string, page: number) => {
    const { offset, limit } = pageParams(page);
    return `/Admin/licences?status=${encodeURIComponent(status)}&offset=${offset}&limit=${limit}`;
  },
  review: (retailerId: number) => `/Admin/licences/${retailerId}`,
};
