import { formatNumber } from './number-format.js';
/**
 * The seller's order screens' own words: Orders (the order desk), the status and settings dialogs, the print page
 * and the Dashboard. Read through `sellerUi()` (web/src/lib/i18n-seller-ui.ts), so they stay out of the app shell,
 * the sign-in page and the store page. Urdu in messages-ur-seller.ts.
 */
export const SELLER_UI = {
  // Orders
  orders: 'Orders',
  loadingOrders: 'Loading orders',
  settings: 'Settings',
  statusFilter: 'Status filter',
  sortOrders: 'Sort orders',
  sortChoice: {
    newest: 'Newest first',
    oldest: 'Oldest first',
    totalHigh: 'Total: high to low',
    totalLow: 'Total: low to high',
    pendingFirst: 'Status: Pending first',
    cancelFirst: 'Status: Cancel first',
  },
  allStatuses: 'All',
  searchOrders: 'Search by store, username, phone or order no',
  searchOrdersLabel: 'Search Orders',
  statusShort: 'Status',
  print: 'Print',
  searchHint: (chars: number) => `Type at least ${chars} characters to search, or an order number`,
  clearSelection: 'Clear selection',
  selectOrder: (id: number) => `Select order ${id}`,
  selectAllOrders: 'Select all orders on this page',
  orderNo: (id: number) => `No ${id}`,
  items: (n: number) => `${n} item${n === 1 ? '' : 's'}`,
  view: 'View',
  updateStatus: 'Update Status',
  sortBy: { date: 'Sort by date', total: 'Sort by total', status: 'Sort by status' },
  column: {
    no: 'No',
    date: 'Date',
    store: 'Store',
    username: 'Username',
    phone: 'Phone',
    items: 'Items',
    tp: 'T.P',
    status: 'Status',
    action: 'Action',
  },

  // the status dialog
  updateOrderStatus: 'Update Order Status',
  orderWithStatus: (id: number, status: string) => `Order No ${id} (${status})`,
  ordersWithIds: (n: number, ids: string) => `${n} orders (${ids})`,
  orderOfStore: (id: number, store: string) => `Order No ${id}, ${store}`,
  ordersIds: (ids: string) => `Orders ${ids}`,
  status: 'Status',
  chooseStatus: 'Update the Status',
  cancel: 'Cancel',

  // Order Settings
  loadingSettings: 'Loading settings',
  requireLicence: 'Require a verified licence',
  requireLicenceHelp:
    'Take orders only from retailers whose drug-sale licence DawaLink has verified and which has not expired.',

  // the print page
  backToOrders: 'Back to Orders',
  slips: (n: number) => `${n} slip${n === 1 ? '' : 's'}`,

  // Dashboard
  dashboard: 'Dashboard',
  period: 'Period',
  days: (n: number) => `${n} days`,
  salesToday: 'Sales today',
  salesThisWeek: 'Sales this week',
  salesThisMonth: 'Sales this month',
  orderCount: (n: number) => `${formatNumber(n)} order${n === 1 ? '' : 's'}`,
  dailySalesLast: (days: number) => `Daily sales, last ${days} days`,
  loadingChart: 'Loading chart',
  noSales: 'No sales in this period',
  ordersByStatus: 'Orders by status',
  ordersHeader: 'Orders',
  topProducts: 'Top products',
  topRetailers: 'Top retailers',
  product: 'Product',
  qty: 'Qty',
  store: 'Store',
  sales: 'Sales',
  salesNote: (zone: string) => `Sales leave out cancelled orders. Days are counted in ${zone}.`,
  chartSummary: (days: number, total: string) => `${days} days, ${total} in all`,
  dailySales: 'Daily sales',
  day: 'Day',
} as const;
