/**
 * The seller team's and booked orders' paths: an object of their own so the pages that never use them (the sign-in
 * page's JS budget) do not carry them.
 */
export const teamApiPaths = {
  team: {
    list: () => '/Team',
    one: (id: number) => `/Team/${id}`,
    join: () => '/Team/join',
    audit: () => '/Team/audit',
    /** One page of who did what, `{total, rows}` (`offset` and `limit` as pageParams gives them). */
    auditPage: ({ offset, limit }: { offset: number; limit: number }) => `/Team/audit?offset=${offset}&limit=${limit}`,
  },
  booking: {
    retailers: (q = '') => `/Booking/retailers${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    /** One page of the list without a search, `{total, rows}` (`offset` and `limit` as pageParams gives them). */
    retailersPage: ({ offset, limit }: { offset: number; limit: number }) =>
      `/Booking/retailers?offset=${offset}&limit=${limit}`,
    register: () => '/Booking/retailers',
    orders: () => '/Booking/orders',
    /** One page of the booked orders, `{total, rows}` (`offset` and `limit` as pageParams gives them). */
    ordersPage: ({ offset, limit }: { offset: number; limit: number }) =>
      `/Booking/orders?offset=${offset}&limit=${limit}`,
    order: (id: number) => `/Booking/orders/${id}`,
  },
};
