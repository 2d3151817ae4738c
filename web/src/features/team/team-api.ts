import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  pageParams,
  teamApiPaths,
  type BookerRetailerRegistration,
  type BookingRetailer,
  type Listing,
  type Paged,
  type SellerRole,
  type SessionUser,
  type TeamMember,
  type TeamMemberBody,
} from '@dawalink/shared';
import { api } from '../../lib/api';

/** A booked order as the booker's list shows it. */
export interface BookedOrder {
  id: number;
  retailer_id: number;
  store: string;
  total: number;
  status: string;
  order_date: string;
  booked_by: string;
  total_items: number;
}

/** One record of who did what on the seller's side, as GET /api/Team/audit answers it. */
export interface AuditRecord {
  id: number;
  actor_name: string;
  member_id: number | null;
  action: string;
  object_id: number | null;
  detail: string;
  at: string;
  object_name: string | null;
}

export const teamKeys = {
  all: () => ['team'] as const,
  members: () => [...teamKeys.all(), 'members'] as const,
  retailers: (q: string) => [...teamKeys.all(), 'retailers', q] as const,
  retailersPage: (page: number) => [...teamKeys.all(), 'retailers-page', page] as const,
  bookingsPage: (page: number) => [...teamKeys.all(), 'bookings-page', page] as const,
  listings: (sellerId: number) => [...teamKeys.all(), 'listings', sellerId] as const,
  activityPage: (page: number) => [...teamKeys.all(), 'activity-page', page] as const,
};

export const teamQueries = {
  members: () =>
    queryOptions({ queryKey: teamKeys.members(), queryFn: () => api.get<TeamMember[]>(teamApiPaths.team.list()) }),
  retailers: (q: string) =>
    queryOptions({
      queryKey: teamKeys.retailers(q),
      queryFn: () => api.get<BookingRetailer[]>(teamApiPaths.booking.retailers(q)),
    }),
  /** "My retailers": one page (PAGE_SIZE rows) and how many there are in all. */
  retailersPage: (page: number) =>
    queryOptions({
      queryKey: teamKeys.retailersPage(page),
      queryFn: () => api.get<Paged<BookingRetailer>>(teamApiPaths.booking.retailersPage(pageParams(page))),
      placeholderData: keepPreviousData,
    }),
  /** "My bookings": one page (PAGE_SIZE rows) of the booked orders, newest first, and how many there are in all. */
  bookingsPage: (page: number) =>
    queryOptions({
      queryKey: teamKeys.bookingsPage(page),
      queryFn: () => api.get<Paged<BookedOrder>>(teamApiPaths.booking.ordersPage(pageParams(page))),
      placeholderData: keepPreviousData,
    }),
  /** The owner's Activity: one page (PAGE_SIZE rows) of who did what, newest first, and how many there are in all. */
  activityPage: (page: number) =>
    queryOptions({
      queryKey: teamKeys.activityPage(page),
      queryFn: () => api.get<Paged<AuditRecord>>(teamApiPaths.team.auditPage(pageParams(page))),
      placeholderData: keepPreviousData,
    }),
  /** The seller's own list, to fill a booked order from. */
  listings: (sellerId: number) =>
    queryOptions({
      queryKey: teamKeys.listings(sellerId),
      queryFn: () => api.get<Listing[]>(apiPaths.listings.ofSeller(sellerId)),
      staleTime: 60_000,
    }),
};

export const teamApi = {
  add: (body: TeamMemberBody) => api.post<TeamMember>(teamApiPaths.team.list(), body),
  changeRole: ({ id, role }: { id: number; role: SellerRole }) =>
    api.put<TeamMember>(teamApiPaths.team.one(id), { role }),
  remove: (id: number) => api.delete<{ ok: true }>(teamApiPaths.team.one(id)),
  join: (body: { verification_token: string; pin: string }) =>
    api.post<{ user: SessionUser }>(teamApiPaths.team.join(), body),
  registerRetailer: (body: BookerRetailerRegistration) =>
    api.post<BookingRetailer>(teamApiPaths.booking.register(), body),
  /** Places the order for the retailer; answers the new order's id. */
  book: (
    body: { wholeseller_id: number; retailer_id: number; items: Array<{ listing_id: number; quantity: number }> },
    key: string,
  ) => api.post<string>(apiPaths.orders.place(), body, { 'idempotency-key': key }),
};
