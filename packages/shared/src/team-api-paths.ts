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
  },
  booking: {
    retailers: (q = '') => `/Booking/retailers${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    register: () => '/Booking/retailers',
    orders: () => '/Booking/orders',
    order: (id: number) => `/Booking/orders/${id}`,
  },
};
