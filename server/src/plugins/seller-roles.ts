import type { SellerRole, StaffRole } from '@dawalink/shared';

/**
 * What a seller's team member may call, by role: the one place that grants seller routes to staff.
 *
 * A seller's own account and a member with role `owner` may call every route the seller may. A staff role may call
 * only the routes granted to it here (or by `config.staff` on the route itself): a seller route that grants no role is
 * owner-only, so a route added later is safe until someone decides who else may use it. Wrong role: 403.
 * Keys are "METHOD /url" exactly as the route is registered; the access-matrix suite checks every key names a route.
 */
const ORDER_READS = [
  'GET /api/OrdersCategory/seller/length/:sellerId',
  'GET /api/OrdersCategory/seller/search/:sellerId/:text',
  'GET /api/OrdersCategory/seller/:sellerId/:start/:end',
  'GET /api/OrdersCategory/seller/counts/:sellerId',
  'GET /api/Orders/:id',
  'GET /api/Orders/:id/items',
  'GET /api/Orders/:id/items/details',
  'GET /api/Orders/:id/history',
];
const INVOICE_READS = ['GET /api/Orders/:id/invoice', 'GET /api/Orders/:id/invoice.pdf'];
/** What every member needs to use the app at all: who they are, their seller's profile and settings (slips). */
const EVERY_MEMBER = ['GET /api/auth/me', 'GET /api/WholesellerControllerSignUp/:id', 'GET /api/SellerSettings'];
const BOOKING = [
  'POST /api/Orders',
  // The seller's own list, to fill the cart from.
  'GET /api/WholesellerCategory/:sellerId',
];

export const STAFF_GRANTS: Record<StaffRole, readonly string[]> = {
  /** Order clerk: orders, their statuses, printing slips and invoices, the live order desk. */
  clerk: [
    ...EVERY_MEMBER,
    ...ORDER_READS,
    ...INVOICE_READS,
    'PUT /api/Orders/status',
    'PUT /api/Orders/:id',
    'GET /api/Orders/live',
  ],
  /** Order booker: orders placed for retailers, their own bookings and retailers, finding and registering retailers. */
  booker: [...EVERY_MEMBER, ...BOOKING],
  /** Accountant: the money routes (ledger, payments, terms, invoices, returns) and the orders they come from. */
  accountant: [
    ...EVERY_MEMBER,
    ...ORDER_READS,
    ...INVOICE_READS,
    'POST /api/Orders/:id/invoice',
    'GET /api/Ledger',
    'GET /api/Ledger/:retailerId',
    'GET /api/Ledger/:retailerId/statement.pdf',
    'POST /api/Ledger/:retailerId/payments',
    'POST /api/Ledger/:retailerId/adjustments',
    'POST /api/Ledger/:retailerId/opening',
    'POST /api/Ledger/:retailerId/entries/:entryId/reversal',
    'PUT /api/Ledger/:retailerId/terms',
    'GET /api/Returns',
    'GET /api/Returns/:id',
    'PUT /api/Returns/:id',
  ],
  /** Catalogue: the product list, the catalogue selection, prices and price lists, stock. */
  catalogue: [
    ...EVERY_MEMBER,
    'GET /api/WholesellerCategory/:sellerId',
    'GET /api/MedicalProducts/:id',
    'PUT /api/MedicalProducts/:id',
    'DELETE /api/MedicalProducts/:id',
    'POST /api/MedicalProducts',
    'GET /api/Admin/products/length/:sellerId',
    'GET /api/Admin/products/:sellerId/:from/:to',
    'GET /api/Admin/product/search/:sellerId/:term',
    'POST /api/PriceList/preview',
    'POST /api/PriceList/apply',
    'GET /api/PriceList/export',
  ],
};

const STAFF_ROLES = Object.keys(STAFF_GRANTS) as StaffRole[];
const GRANTED = new Map<string, Set<StaffRole>>();
for (const role of STAFF_ROLES) {
  for (const key of STAFF_GRANTS[role]) {
    if (!GRANTED.has(key)) GRANTED.set(key, new Set());
    GRANTED.get(key)!.add(role);
  }
}

/** Every route key granted to any staff role here (the access-matrix suite checks each names a registered route). */
export const grantedRouteKeys = (): string[] => [...GRANTED.keys()];

/** The staff roles a route is open to: the table above plus the route's own `config.staff`. */
export function staffRolesOf(method: string, url: string, own: readonly StaffRole[] = []): StaffRole[] {
  const fromTable = GRANTED.get(`${method} ${url}`) ?? new Set<StaffRole>();
  return STAFF_ROLES.filter((r) => fromTable.has(r) || own.includes(r));
}

/** Whether a seller-side caller of this role may call a route open to these staff roles. */
export function roleMayCall(role: SellerRole, staff: readonly StaffRole[]): boolean {
  return role === 'owner' || staff.includes(role);
}
