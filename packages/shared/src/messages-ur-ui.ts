import type { Translation } from './i18n.js';
import type { UI_MSG } from './messages-ui.js';

/** messages-ui.ts in Urdu. */
export const UI_MSG_UR: Translation<typeof UI_MSG> = {
  languageName: 'اردو',
  switchTo: 'English',
  switchToLabel: 'View in English (انگریزی)',

  nav: {
    main: 'مرکزی',
    home: 'ہوم',
    homeLink: 'DawaLink ہوم',
    menu: 'مینیو',
    register: 'رجسٹر کریں',
    login: 'سائن اِن',
    logout: 'سائن آؤٹ',
    products: 'پروڈکٹس',
    priceList: 'قیمت فہرست',
    orders: 'آرڈرز',
    dashboard: 'ڈیش بورڈ',
    profile: 'پروفائل',
    myOrders: 'میرے آرڈرز',
    retailers: 'ریٹیلرز',
    wholesalers: 'ہول سیلرز',
    approvals: 'منظوریاں',
  },
  newOrders: (n: number) => `${n} نئے آرڈر`,
  waiting: (n: number) => `${n} منتظر`,
};
