/**
 * The screens' own words (labels, buttons, headings, empty states) that are not messages of a domain. Urdu beside it
 * in messages-ur-ui.ts; a key without its Urdu is a type error there and fails messages-ur.test.ts.
 */
export const UI_MSG = {
  // the language switch
  languageName: 'English',
  /** The switch's label: the other language, in that language. */
  switchTo: 'اردو',
  switchToLabel: 'اردو میں دیکھیں (Urdu)',

  // navigation
  nav: {
    main: 'Main',
    home: 'Home',
    homeLink: 'DawaLink home',
    menu: 'Menu',
    register: 'Register',
    login: 'Login',
    logout: 'Logout',
    products: 'Products',
    priceList: 'Price List',
    orders: 'Orders',
    dashboard: 'Dashboard',
    profile: 'Profile',
    myOrders: 'My Orders',
    retailers: 'Retailers',
    wholesalers: 'Wholesalers',
    approvals: 'Approvals',
    bookOrder: 'Book an order',
    myRetailers: 'My retailers',
    team: 'Team',
    receivables: 'Receivables',
    returns: 'Returns',
    accounts: 'Accounts',
    licences: 'Licences',
    /** The seller's bar: the group of less-used pages on a desk (listed with the others behind Menu). */
    more: 'More',
  },
  newOrders: (n: number) => `${n} new order${n === 1 ? '' : 's'}`,
  waiting: (n: number) => `${n} waiting`,

  // common parts
  loading: 'Loading',
  closeNotice: 'close',
  working: 'Working',
  cancel: 'Cancel',
  pinCode: 'Pin Code',
  otpCode: 'OTP code',
  /** The PIN and code boxes, one per digit: "Pin digit 1". */
  digit: (kind: string, n: number) => `${kind} digit ${n}`,
  pinKind: { Pin: 'Pin', OTP: 'OTP' },

  // the error page (a page that failed to draw); its heading is MSG.unexpectedError
  errorPageBody: 'Something went wrong on this page. Please reload or go back.',
  errorPageHome: 'Go to the start page',
} as const;
