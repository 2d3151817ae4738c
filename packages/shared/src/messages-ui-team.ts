import { formatNumber } from './number-format.js';
/**
 * The seller's team screens' own words: Team, Book an order (with the retailer picker), My retailers and Join a team.
 * Read through `teamUi()` (web/src/lib/i18n-team-ui.ts). Urdu in messages-ur-seller.ts.
 */
export const TEAM_UI = {
  // Team
  team: 'Team',
  teamIntro: 'Staff sign in with their own phone and PIN and see only what their role allows. A new member joins from',
  teamIntroEnd: 'with the SMS code sent to their phone.',
  role: {
    owner: 'Owner',
    clerk: 'Order clerk',
    booker: 'Order booker',
    accountant: 'Accountant',
    catalogue: 'Catalogue',
  },
  roleHint: {
    owner: 'everything, settings and team included',
    clerk: 'orders, statuses, printing',
    booker: 'books orders for retailers',
    accountant: 'ledgers, payments, invoices, returns',
    catalogue: 'product list, prices, price lists, stock',
  },
  memberAdded: (name: string, role: string) =>
    `${name} added as ${role}. They join from "Join a team" with an SMS code.`,
  addMember: 'Add a member',
  phoneNo: 'Phone No',
  name: 'Name',
  roleLabel: 'Role',
  adding: 'Adding',
  addMemberButton: 'Add member',
  roleChanged: (name: string, role: string) => `${name} is now ${role}. Their sessions have ended.`,
  phone: 'Phone',
  state: 'State',
  actions: 'Actions',
  roleOf: (name: string) => `Role of ${name}`,
  joined: 'Joined',
  pending: 'Pending',
  removeName: (name: string) => `Remove ${name}`,
  remove: 'Remove',
  memberRemoved: (name: string) => `${name} removed from the team`,
  loadingTeam: 'Loading the team',
  noMembers: 'No members yet.',
  teamMembers: 'Team members',
  removeMember: 'Remove member',
  removeConfirm: (name: string) => `Remove ${name}? They are signed out at once.`,

  // Activity: who did what on the seller's side (the owner's)
  activity: 'Activity',
  activityLink: 'Activity: who did what',
  activityIntro:
    'Who did what on your side, newest first: payments, price changes, price lists, invoices, returns and team changes.',
  loadingActivity: 'Loading the activity',
  noActivity: 'No activity yet. Payments, price changes and team changes appear here.',
  /** "1-50 of 230": the rows of this page and how many there are in all. */
  activityRange: (from: number, to: number, total: number) =>
    `${formatNumber(from)}-${formatNumber(to)} of ${formatNumber(total)}`,
  when: 'When',
  who: 'Who',
  what: 'What',
  link: 'Link',
  viewStatement: 'View statement',
  viewInvoice: 'View invoice',
  viewReturn: 'View return',
  /** The sentences of the Activity list, one per action; an empty name or amount is left out of the sentence. */
  did: {
    teamAdd: (name: string, role: string) =>
      name ? `Added ${name} to the team${role ? ` as ${role}` : ''}` : 'Added a team member',
    teamRole: (name: string, role: string) =>
      name && role
        ? `Changed the role of ${name} to ${role}`
        : name
          ? `Changed the role of ${name}`
          : "Changed a team member's role",
    teamRemove: (name: string) => (name ? `Removed ${name} from the team` : 'Removed a team member'),
    retailerRegister: (store: string) => (store ? `Registered the retailer ${store}` : 'Registered a retailer'),
    payment: (amount: string, store: string) =>
      `Recorded a payment${amount ? ` of ${amount}` : ''}${store ? ` from ${store}` : ''}`,
    adjustment: (amount: string, store: string) =>
      `Made an adjustment${amount ? ` of ${amount}` : ''}${store ? ` to the account of ${store}` : ''}`,
    opening: (amount: string, store: string) =>
      `Set the opening balance${store ? ` of ${store}` : ''}${amount ? ` to ${amount}` : ''}`,
    reversal: 'Reversed a ledger entry',
    terms: (store: string) => `Changed the credit terms${store ? ` of ${store}` : ''}`,
    listingPrice: (product: string, price: string) =>
      `Changed the price of ${product || 'a product'}${price ? ` to ${price}` : ''}`,
    listingUpdate: (product: string) => `Changed the details of ${product || 'a product'}`,
    listingAdd: 'Added a product to the list',
    listingRemove: (product: string) => `Removed ${product || 'a product'} from the list`,
    priceListApply: 'Applied a price list',
    invoice: (orderId: string) => (orderId ? `Issued the invoice of order #${orderId}` : 'Issued an invoice'),
    returnMoved: (returnId: string, status: string) =>
      `${status ? `Marked return${returnId ? ` #${returnId}` : ''} as ${status}` : `Updated return${returnId ? ` #${returnId}` : ''}`}`,
    other: 'Made a change',
  },

  // Book an order
  bookOrder: 'Book an order',
  bookingFor: 'Booking for',
  changeRetailer: 'Change retailer',
  addProductsStep: '2. Add products',
  searchYourProducts: 'Search your products',
  productSearchHint: 'Product name, company or code',
  loadingProducts: 'Loading products',
  productsFound: 'Products found',
  product: 'Product',
  company: 'Company',
  tp: 'T.P',
  add: 'Add',
  addName: (name: string) => `Add ${name}`,
  order: 'Order',
  noProductsYet: 'No products added yet.',
  orderLines: 'Order lines',
  quantity: 'Quantity',
  amount: 'Amount',
  quantityOf: (name: string) => `Quantity of ${name}`,
  total: 'Total:',
  placingOrder: 'Placing the order',
  placeOrderFor: (store: string) => `Place order for ${store}`,
  booked: (id: number, store: string) =>
    `Order #${id} booked for ${store}. The retailer has been sent an SMS and sees it in My Orders.`,
  bookAnother: 'Book another order',
  bookedShort: (id: number) => `Order #${id} booked`,

  // the retailer picker
  codeSent: 'Code sent to the retailer’s phone: ask them to read it out',
  retailerRegistered: (store: string) => `${store} registered`,
  registerRetailer: 'Register a new retailer',
  retailerPhone: 'Retailer phone No',
  retailerName: 'Retailer name',
  storeName: 'Store name',
  address: 'Address',
  retailerPinLegend: 'Retailer’s own PIN (they type it)',
  retailerPin: 'Retailer Pin',
  sending: 'Sending',
  sendCodeToRetailer: 'Send code to retailer',
  codeLegend: 'Code the retailer reads out',
  registering: 'Registering',
  verifyAndRegister: 'Verify and register',
  chooseRetailer: '1. Choose the retailer',
  searchRetailers: 'Search retailers by store name or phone',
  searchRetailersHint: 'Store name or 03XX XXXXXXX',
  searching: 'Searching',
  noRetailerFound: 'No retailer found. A retailer who never ordered here is found by their whole phone number.',
  bookFor: (store: string) => `Book for ${store}`,
  notOrderedYet: 'Not ordered yet',
  /** "Last ordered 3 Nov 2026 (12 days ago)". */
  lastOrdered: (date: string, days: number) =>
    `Last ordered ${date} (${days === 0 ? 'today' : `not ordered in ${days} day${days === 1 ? '' : 's'}`})`,

  // My retailers
  myRetailers: 'My retailers',
  loadingRetailers: 'Loading retailers',
  noRetailers: 'No retailers yet: the retailers you book for are listed here.',
  retailersTotal: (n: number) => `${formatNumber(n)} retailer${n === 1 ? '' : 's'}`,
  store: 'Store',
  lastOrderedHeader: 'Last ordered',
  orders: 'Orders',
  visit: 'Visit',
  myBookings: 'My bookings',
  loadingBookings: 'Loading bookings',
  noBookings: 'No bookings yet.',
  bookingsTotal: (n: number) => `${formatNumber(n)} booked order${n === 1 ? '' : 's'}`,
  date: 'Date',
  totalHeader: 'Total',
  status: 'Status',

  // Join a team
  pinFourDigits: 'Enter a 4-digit PIN',
  joinTeam: 'Join a team',
  joinIntro: 'Enter the phone your employer added to their team. We text it a code.',
  sendingCode: 'Sending the code',
  sendCode: 'Send Code',
  choosePin: (phone: string) => `Choose your own 4-digit PIN. You sign in with ${phone} and this PIN.`,
  pin: 'PIN',
  newPin: 'New Pin',
  confirmPinLegend: 'Confirm PIN',
  confirmPin: 'Confirm Pin',
  joining: 'Joining',
  joinTeamButton: 'Join team',
  welcome: (role: string) => `Welcome to the team${role ? ` as ${role}` : ''}`,
} as const;
