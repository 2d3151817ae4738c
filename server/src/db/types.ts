import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns: parsed to numbers at the driver, written as numbers or strings. */
type Money = ColumnType<number, number | string, number | string>;

export interface AccountsTable {
  id: Generated<number>;
  type: 'seller' | 'retailer' | 'admin';
  phone: string;
  pin_hash: string;
  is_disabled: Generated<boolean>;
  failed_consecutive: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** With the admin (050-admin): a waiting or rejected account cannot sign in. */
  approval: ColumnType<
    'approved' | 'waiting' | 'rejected',
    'approved' | 'waiting' | 'rejected' | undefined,
    'approved' | 'waiting' | 'rejected'
  >;
  /** The account's language (130-language). */
  language: ColumnType<'en' | 'ur', 'en' | 'ur' | undefined, 'en' | 'ur'>;
}
export interface WholesalersTable {
  id: number;
  full_name: string;
  busniess_name: string;
  address: string;
  email: string;
  url: string;
  /** storeSlug(busniess_name), unique: no two stores answer to one name (040-hardening). */
  name_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Duplicate keys kept by PostgreSQL (050-admin): normalised business name + address, and person's name. */
  dup_place: ColumnType<string, never, never>;
  dup_person: ColumnType<string, never, never>;
}
export interface RetailersTable {
  id: number;
  full_name: string;
  store: string;
  address: string;
  email: string;
  /** Duplicate keys kept by PostgreSQL (050-admin): normalised store name + address, and person's name. */
  dup_place: ColumnType<string, never, never>;
  dup_person: ColumnType<string, never, never>;
}
export interface AdminsTable {
  id: number;
  full_name: string;
}
export interface ProductsTable {
  id: Generated<number>;
  product_code: string;
  product_name: string;
  manufacturer: string;
  offer: Money;
  bonus: string;
  total_price: Money;
  is_disabled: Generated<boolean>;
  created_at: Timestamp;
}
export interface ListingsTable {
  id: Generated<number>;
  wholeseller_id: number;
  product_id: number;
  offer: Money;
  bonus: string;
  total_price: Money;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface OrdersTable {
  id: Generated<number>;
  retailer_id: number;
  wholeseller_id: number;
  retailer_name: string;
  store: string;
  phone_no: string;
  address: string;
  seller_store: string;
  seller_phone_no: string;
  total: Money;
  total_items: number;
  total_quantity: number;
  status: string;
  order_date: Timestamp;
  status_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The lines' product names, comma separated, written with the order (030-perf-order-products). */
  products: ColumnType<string, string | undefined, never>;
  /** The team member who booked it for the retailer, by name and id (110-team); null when the retailer ordered. */
  booked_by: ColumnType<string | null, string | null | undefined, string | null>;
  booked_by_member: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  listing_id: number | null;
  product_id: number | null;
  product_name: string;
  quantity: number;
  price: Money;
  /** The listing's offer (percent) when the order was placed (043-offer-net-order-desk; 0 for older lines). */
  offer: ColumnType<number, number | string | undefined, number | string>;
  /** The line's amount after the offer; null only for a line written by a release before the column (at T.P). */
  net: ColumnType<number | null, number | string | null | undefined, number | string | null>;
}
export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  changed_by: number | null;
  changed_at: Timestamp;
  /** The seller's note with the change (043-offer-net-order-desk). */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who changed it (110-team): the member (null for the owner's own account) and the person's name. */
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
  actor_name: ColumnType<string | null, string | null | undefined, string | null>;
}
/** A seller's team members (110-team): pending until they verify their phone and set a PIN. */
export interface TeamMembersTable {
  id: Generated<number>;
  wholeseller_id: number;
  phone: string;
  name: string;
  role: 'owner' | 'clerk' | 'booker' | 'accountant' | 'catalogue';
  pin_hash: string | null;
  joined_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
}
/** Who did what for a seller (110-team): payments, price changes, imports, team changes. */
export interface TeamAuditTable {
  id: Generated<number>;
  wholeseller_id: number;
  member_id: number | null;
  actor_name: string;
  action: string;
  object_id: number | null;
  detail: Generated<string>;
  at: Generated<Date>;
}
export interface RecentStoresTable {
  retailer_id: number;
  wholeseller_id: number;
  visited_at: Timestamp;
}
/** A signed-in retailer's cart line with one store (migration 044-server-cart). */
export interface CartItemsTable {
  retailer_id: number;
  wholeseller_id: number;
  listing_id: number;
  quantity: number;
  position: number;
  updated_at: Timestamp;
}
export interface SessionsTable {
  id_hash: string;
  account_id: number;
  /** A team member's session acts for the seller account_id (110-team). */
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
  persistent: boolean;
  expires_at: Timestamp;
  created_at: Timestamp;
}
export interface OtpCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  ip: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}
export interface VerificationTokensTable {
  token_hash: string;
  phone: string;
  purpose: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface LoginAttemptsTable {
  id: Generated<number>;
  phone: string;
  ip: string;
  success: boolean;
  created_at: Timestamp;
}
export interface IdempotencyKeysTable {
  account_id: number;
  key: string;
  order_id: number | null;
  /** sha256 of the body the key was first used with. */
  fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}
export interface RateCountersTable {
  key: string;
  window_start: Timestamp;
  n: number;
}
export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  sent_at: Timestamp;
}

export interface SellerSettingsTable {
  wholeseller_id: number;
  notify_retailer_sms: Generated<boolean>;
  require_licence: Generated<boolean>;
  time_zone: Generated<string>;
  new_order_sound: Generated<boolean>;
  updated_at: Timestamp;
}

/** A price-list preview waiting to be applied (features/listings/price-list.service.ts). */
export interface PriceListImportsTable {
  id: string;
  wholeseller_id: number;
  /** jsonb: written as JSON text; read back parsed (PostgreSQL) or as text (PGlite). */
  rows: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A store's version, bumped by triggers on every change of its listings (migration 010-perf-store-version). */
export interface StoreVersionsTable {
  wholeseller_id: number;
  version: Generated<number>;
}

/** Approvals, rejections, deactivations and activations of an account (050-admin). */
export interface AccountDecisionsTable {
  id: Generated<number>;
  account_id: number;
  decision: 'approved' | 'rejected' | 'disabled' | 'enabled';
  reason: string | null;
  decided_by: number | null;
  decided_at: Timestamp;
}

export interface Database {
  accounts: AccountsTable;
  wholesalers: WholesalersTable;
  retailers: RetailersTable;
  admins: AdminsTable;
  products: ProductsTable;
  listings: ListingsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  recent_stores: RecentStoresTable;
  sessions: SessionsTable;
  team_members: TeamMembersTable;
  team_audit: TeamAuditTable;
  otp_codes: OtpCodesTable;
  verification_tokens: VerificationTokensTable;
  login_attempts: LoginAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
  sms_outbox: SmsOutboxTable;
  rate_counters: RateCountersTable;
  seller_settings: SellerSettingsTable;
  cart_items: CartItemsTable;
  price_list_imports: PriceListImportsTable;
  store_versions: StoreVersionsTable;
  account_decisions: AccountDecisionsTable;
}

// Trade money (migration 060-money): amounts are integer paisa. Declared as merges so the tables above stay as they were.
export interface WholesalersTable {
  ntn: Generated<string>;
  strn: Generated<string>;
}
export interface RetailersTable {
  ntn: Generated<string>;
  strn: Generated<string>;
}
export interface SellerSettingsTable {
  payment_days: Generated<number>;
  tax_lines: ColumnType<Array<{ name: string; rate: number }>, string | undefined, string>;
  overdue_reminders: Generated<boolean>;
}
export interface MoneyCountersTable {
  wholeseller_id: number;
  prefix: string;
  last_invoice: Generated<number>;
  last_receipt: Generated<number>;
}
export interface LedgerAccountsTable {
  wholeseller_id: number;
  retailer_id: number;
  balance_paisa: Generated<number>;
  credit_limit_paisa: ColumnType<number | null, number | null | undefined, number | null>;
  payment_days: ColumnType<number | null, number | null | undefined, number | null>;
  on_limit: Generated<'warn' | 'block'>;
  last_payment_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
}
export interface OverdueRemindersTable {
  wholeseller_id: number;
  retailer_id: number;
  day: string;
  sent_at: Timestamp;
}
export interface Database {
  money_counters: MoneyCountersTable;
  ledger_accounts: LedgerAccountsTable;
  overdue_reminders: OverdueRemindersTable;
}

// Stock (migration 080-stock): availability per listing, batches with an expiry month, what each order shipped.
export interface ListingsTable {
  availability: Generated<'in_stock' | 'short' | 'out_of_stock'>;
}
export interface SellerSettingsTable {
  track_batches: Generated<boolean>;
  min_shelf_life_months: Generated<number>;
}
export interface ListingBatchesTable {
  id: Generated<number>;
  wholeseller_id: number;
  listing_id: number;
  batch_no: string;
  /** The first day of the expiry month. */
  expiry: ColumnType<Date, Date | string, Date | string>;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface OrderBatchesTable {
  id: Generated<number>;
  order_id: number;
  listing_id: number;
  batch_id: number | null;
  batch_no: string;
  expiry: ColumnType<Date, Date | string, Date | string>;
  quantity: number;
}
export interface Database {
  listing_batches: ListingBatchesTable;
  order_batches: OrderBatchesTable;
}
// Trade schemes, pack multiples, minimum order value, retail price (migration 090-schemes).
export interface ListingsTable {
  scheme_buy: ColumnType<number | null, number | null | undefined, number | null>;
  scheme_free: ColumnType<number | null, number | null | undefined, number | null>;
  /** date: read as YYYY-MM-DD text through `::text` (listingRows); written as YYYY-MM-DD. */
  scheme_starts: ColumnType<string | null, string | null | undefined, string | null>;
  scheme_ends: ColumnType<string | null, string | null | undefined, string | null>;
  pack_multiple: Generated<number>;
}
export interface OrderItemsTable {
  /** Free goods the line earned, computed by the server when the order was placed. */
  bonus_quantity: Generated<number>;
  /** The scheme the free goods came from (null: none), so a short supply scales them. */
  scheme_buy: ColumnType<number | null, number | null | undefined, number | null>;
  scheme_free: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface SellerSettingsTable {
  min_order_paisa: Generated<number>;
}
export interface ProductsTable {
  retail_price: ColumnType<number | null, number | string | null | undefined, number | string | null>;
}
// Drug-sale licences (migration 100-licences).
export interface ProductsTable {
  schedule_g: Generated<boolean>;
  controlled: Generated<boolean>;
}
export interface RetailerLicencesTable {
  retailer_id: number;
  number: string;
  type: 'pharmacy' | 'medical_store' | 'distributor';
  province: string;
  /** A date column: read as YYYY-MM-DD text (to_char) to stay clear of time zones. */
  expires: ColumnType<Date | string, string, string>;
  status: Generated<'pending' | 'verified' | 'rejected'>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: Timestamp;
  expiry_sms_for: ColumnType<Date | string | null, string | null | undefined, string | null>;
}
export interface LicenceDocumentsTable {
  retailer_id: number;
  content_type: string;
  size: number;
  content: Buffer | Uint8Array;
  uploaded_at: Timestamp;
}
export interface Database {
  retailer_licences: RetailerLicencesTable;
  licence_documents: LicenceDocumentsTable;
}

/** Keys the server makes for itself once (the shared-link signing key when none is configured). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}
export interface Database {
  server_secrets: ServerSecretsTable;
}
