/** Business constants shared by the API and the web app. One place, both sides. */

export const PAGE_SIZE = 50;
/** Under this width tables hide optional columns and the cart becomes a drawer. */
export const BREAKPOINT_NARROW = 1000;
/** At or under this width tables become cards. */
export const BREAKPOINT_COMPACT = 500;
export const ORDER_SEARCH_MIN_CHARS = 3;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const COPY_LABEL_MS = 3000;
export const REDIRECT_COUNTDOWN_S = 5;
export const STICKY_SEARCH_PX = 200;
export const USER_COOKIE_DAYS = 2;
export const PIN_LENGTH = 4;
/** A PIN as the schemas take it: exactly PIN_LENGTH digits (pinSchema; the pages without zod test it directly). */
export const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);
export const isValidPin = (value: string): boolean => PIN_PATTERN.test(value);
export const OTP_LENGTH = 4;

/** Text field limits enforced by the server (DESIGN.md section 6). */
export const MAX_NAME = 100;
export const MAX_ADDRESS = 200;
export const MAX_SEARCH = 100;
export const MAX_EMAIL = 254;
export const MAX_BONUS = 50;
export const MAX_QUANTITY = 100_000;
/**
 * Above this a typed quantity is asked about before it is taken: a slip of the finger (1500 for 150) costs money.
 * Here, not beside the question's texts (quantity.ts): the Urdu catalogue names it too, and would otherwise bring the
 * store's English texts to every page in Urdu.
 */
export const QUANTITY_CONFIRM_ABOVE = 1000;
export const MAX_PRICE = 10_000_000;
export const MAX_ORDER_LINES = 1000;
/** A phone field's placeholder: a number as the trade writes it (every phone field, and the drawn forms). */
export const PHONE_PLACEHOLDER = '0300 1234567';
/** The most lines `?first=` may ask for (a store's list, a seller's own). */
export const MAX_STORE_FIRST_LINES = 200;
/**
 * The lines of a seller's product list drawn with its page's HTML and embedded in it, a screenful (a desktop window
 * 800 px high shows nine, a phone five): the page shows them until the whole list has come. More lines cost a phone
 * more time laying out the HTML and drawing the app's first render than they save (Lighthouse: 20 lines kept the
 * page's blocking time at 250-500 ms, 10 at 80-200).
 */
export const SELLER_LIST_FIRST_LINES = 10;
/** `orders.products`: the names of an order's lines, in line order, joined by this (lists show it as written). */
export const ORDER_PRODUCTS_SEPARATOR = ', ';

/** Bonus choices as the UI shows them; "None" is stored as an empty string. */
export const BONUS_OPTIONS = [
  'None',
  'OLD TP',
  '770 NET',
  '77 NET',
  '1600 NET',
  'FRASH',
  'ALPROZOLAM',
  'OLD TPP',
  '50 PR 7%',
] as const;
export type BonusOption = (typeof BONUS_OPTIONS)[number];
export const BONUS_NONE = 'None';

/** The bonus as stored: "None" becomes "". */
export function bonusToStored(bonus: string | null | undefined): string {
  if (!bonus || bonus === BONUS_NONE) return '';
  return bonus;
}
/** The bonus as the dropdown shows it: "" becomes "None". */
export function bonusToOption(bonus: string | null | undefined): string {
  return bonus ? bonus : BONUS_NONE;
}

export const ORDER_STATUSES = ['Payment Received', 'Pending', 'Cancel', 'Shipped', 'Delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The same statuses in the order an order moves through them (Cancel can end it at any step): how they are offered. */
export const ORDER_STATUS_FLOW = [
  'Pending',
  'Payment Received',
  'Shipped',
  'Delivered',
  'Cancel',
] as const satisfies readonly OrderStatus[];
/** The longest note a status change may carry. */
export const MAX_STATUS_NOTE = 200;
/** The most orders one status change may move at once (the largest page the order lists answer). */
export const MAX_BULK_ORDERS = 200;
export const INITIAL_ORDER_STATUS: OrderStatus = 'Pending';
/** Spelling the earlier version used on the wire; accepted as input, stored corrected. */
export const LEGACY_STATUS_SPELLINGS: Record<string, OrderStatus> = { 'Payment Recieved': 'Payment Received' };

export function normaliseStatus(value: string): OrderStatus | null {
  const fixed = LEGACY_STATUS_SPELLINGS[value] ?? value;
  return (ORDER_STATUSES as readonly string[]).includes(fixed) ? (fixed as OrderStatus) : null;
}

/** Status colours (DESIGN.md section 7): background and text colour of the badge. */
export const STATUS_COLOURS: Record<OrderStatus, { background: string; text: string }> = {
  'Payment Received': { background: '#87ceeb', text: '#0b2530' },
  Pending: { background: '#ffd43b', text: '#3d3000' },
  Cancel: { background: '#dc3545', text: '#ffffff' },
  Shipped: { background: '#fd7e14', text: '#2b1400' },
  Delivered: { background: '#198754', text: '#ffffff' },
};

export const USER_TYPES = ['seller', 'retailer', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** About sixty pharmaceutical manufacturers, without the spec's duplicates. */
export const MANUFACTURERS = [
  'ABBOTT',
  'AGP',
  'AJANTA',
  'ATCO',
  'Bayer',
  'BOSCH',
  'Brookes',
  'CCL',
  'Citi Pharma',
  "Dr. Reddy's",
  'English Pharma',
  'Ferozsons',
  'Genix',
  'GETZ',
  'Global Pharma',
  'GSK',
  'Hilton',
  'Highnoon',
  'ICI',
  'Indus',
  'Jenner',
  'Macter',
  'Martin Dow',
  'Merck',
  'MSD',
  'Nabiqasim',
  'Novartis',
  'Novo Nordisk',
  'Obsons',
  'OBS',
  'Pfizer',
  'PharmEvo',
  'Platinum',
  'Qintar',
  'Reckitt',
  'Roche',
  'Sami',
  'Sanofi',
  'Searle',
  'Servier',
  'Shaigan',
  'Sun Pharma',
  'Surge',
  'Takeda',
  'Tabros',
  'Valor',
  'Wilshire',
  'Wyeth',
  'Zafa',
  'Zyrex',
  'Aspin',
  'Atco Labs',
  'Barrett Hodgson',
  'Bio Labs',
  'Efroze',
  'Helix',
  'Hoechst',
  'Lundbeck',
  'Medicraft',
  'Pacific',
] as const;

/** Data rows of one price list file (one header row on top). */
export const PRICE_LIST_MAX_ROWS = 20_000;
/**
 * Unpacked bytes of an .xlsx (all its parts): 20,000 rows as Excel writes them take 6-12 MB. Here rather than beside
 * the price-list schemas so that the messages can say it without every page loading zod.
 */
export const PRICE_LIST_MAX_UNPACKED = 24 * 1024 * 1024;

/** A seller's roles: the owner (the seller account itself, or a member given every right) and four staff roles. */
export const SELLER_ROLES = ['owner', 'clerk', 'booker', 'accountant', 'catalogue'] as const;
export type SellerRole = (typeof SELLER_ROLES)[number];
export type StaffRole = Exclude<SellerRole, 'owner'>;
/** The languages of the app; English is the source every other language translates (i18n.ts). */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ur'];
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A catalogue search answers at most this many products (the plain call), and a paged one counts its matches up to
 * this many ("500+" past it): counting every match of a common word would cost more than the search itself.
 */
export const CATALOGUE_SEARCH_MAX = 500;

/**
 * A seller's order search answers at most this many orders (the plain call, as the spec's), and a paged one counts
 * its matches up to this many ("200+" past it): a retailer's name can match thousands of orders.
 */
export const ORDER_SEARCH_MAX = 200;

/** The dashboard's periods, in days. */
export const DASHBOARD_DAYS = [7, 30, 90] as const;
/** The period the dashboard opens on (the server draws its first screen for it too). */
export const DASHBOARD_OPENING_DAYS = 30;
