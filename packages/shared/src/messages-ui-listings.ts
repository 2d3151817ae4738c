import { formatNumber } from './number-format.js';
/**
 * The seller's product screens' own words: Product List, Add Products, the edit, batches and stock settings dialogs,
 * and the Price List import with its preview. Read through `listingsUi()` (web/src/lib/i18n-listings-ui.ts). Urdu in
 * messages-ur-seller.ts.
 */
export const LISTINGS_UI = {
  // the columns of both lists
  column: {
    id: 'ID',
    product: 'Product',
    offer: 'Offer',
    bonus: 'Bonus',
    tp: 'T.P',
    stock: 'Stock',
    action: 'Action',
    select: 'Select',
  },
  /** The optional columns a narrow screen hides (View columns). */
  optional: { id: 'Id', offer: 'Offer', bonus: 'Bonus' },
  viewColumns: 'View columns',
  edit: 'Edit',
  batches: 'Batches',
  delete: 'Delete',
  search: 'Search',
  loadingProducts: 'Loading products',
  availabilityOf: (product: string) => `Availability of ${product}`,

  // Product List
  productList: 'Product List',
  stockSettings: 'Stock settings',
  openingSelection: 'Opening product selection',
  addProducts: 'Add Products',
  deleteConfirm: (product: string) => `Delete ${product} from your product list?`,

  // Add Products
  searchCatalogue: 'Search by product or manufacturer',
  searchProducts: 'Search Products',
  manyMatches: (n: number) => `More than ${n} matches: add a word to narrow the search`,
  adding: 'Adding',
  add: 'Add',
  selectedCount: (n: number) => `${n} selected`,
  selectProduct: (product: string) => `Select ${product}`,
  catalogueProducts: 'Catalogue products',
  tipsTitle: 'Tips/Guide',
  tips: {
    search: 'Search the products',
    select: 'Select the products to show on your market',
    price: 'Set your offer and price',
    add: 'Click Add',
  },

  // the edit form
  editForm: 'Edit Form',
  offerPercent: 'Offer (%)',
  offerHint: 'Percent off the T.P a buyer pays on every unit ordered; empty means 0.',
  bonus: 'Bonus',
  bonusNone: 'None',
  totalPrice: 'Total Price (Rs)',
  scheme: 'Scheme',
  schemeHint: 'Buy so many, get so many free. Leave both empty for no scheme; dates are optional.',
  buy: 'Buy',
  free: 'Free',
  starts: 'Starts',
  ends: 'Ends',
  packOf: 'Pack of',
  packHint: 'Retailers order a multiple of this; 1 for any quantity.',

  // batches
  batchAdded: (batch: string) => `Batch ${batch} added`,
  batchRemoved: 'Batch removed',
  loadingBatches: 'Loading batches',
  batchesOf: (product: string) => `Batches of ${product}`,
  batch: 'Batch',
  expiry: 'Expiry',
  qty: 'Qty',
  action: 'Action',
  noBatches: 'No batches yet',
  removeBatch: (batch: string) => `Remove batch ${batch}`,
  remove: 'Remove',
  addBatchTitle: 'Add a batch',
  batchNumber: 'Batch number',
  expiryMonth: 'Expiry month',
  quantity: 'Quantity',
  addBatch: 'Add batch',
  close: 'Close',

  // stock settings
  stockSettingsSaved: 'Stock settings saved',
  loadingSettings: 'Loading settings',
  trackBatches: 'Keep stock as batches with expiry (shipping takes the earliest expiry first)',
  minShelfLife: 'Minimum shelf life when shipping (months)',
  minShelfLifeHint: 'Batches expiring sooner than this are not shipped; 0 ships any unexpired batch.',

  // Price List
  priceList: 'Price List',
  priceListIntro:
    'Change many prices at once: download your list, edit it in Excel, upload it, check the preview, apply.',
  download: 'Download',
  downloadHint: (columns: string) =>
    `Your current list as CSV, with the columns the upload reads: ${columns}; and Net, what a unit costs after the offer (the upload skips it).`,
  downloadPriceList: 'Download Price List',
  upload: 'Upload',
  priceListFile: 'Price list file',
  fileHint:
    'CSV or Excel (.xlsx), up to 10 MB. Columns: Product Code or Product Name, T.P; Offer, Bonus and Manufacturer if you have them (a column you leave out keeps your current value).',
  preview: 'Preview',
  uploadingLabel: 'Uploading',
  checkingRows: 'Checking rows…',
  checkingRowsLabel: 'Checking rows',
  uploadingFile: (name: string) => `Uploading ${name}…`,
  checkingAgainstCatalogue: 'Checking every row against the catalogue…',
  appliedSummary: (unchanged: string, skipped: string | null) =>
    `${unchanged} unchanged${skipped ? `, ${skipped} refused rows skipped` : ''}.`,
  notUtf8:
    'The file was not saved as UTF-8; it was read as Windows text. Check names with accents, or save it as "CSV UTF-8".',
  refusedRows: (n: number) =>
    `${formatNumber(n)} row${n === 1 ? '' : 's'} cannot be used (see the reasons below). Nothing changes until you fix the file and upload it again, or choose to leave those rows out.`,
  skipRefused: (n: number) => `Skip the ${formatNumber(n)} refused row${n === 1 ? '' : 's'}`,
  nothingToApply: 'Nothing to apply',
  applyChanges: (n: number) => `Apply ${formatNumber(n)} change${n === 1 ? '' : 's'}`,
  cancel: 'Cancel',
  applying: 'Applying…',
  applyingLabel: 'Applying',
  applyConfirm: (added: string, changed: string) =>
    `Add ${added} new and change ${changed} listings in your product list?`,
  apply: 'Apply',

  // the preview table
  rowStatus: { new: 'New', changed: 'Changed', unchanged: 'Unchanged', refused: 'Refused' },
  all: 'All',
  showRows: 'Show rows',
  noRows: 'No rows',
  previewTable: 'Price list preview',
  row: 'Row',
  rowNo: (n: number) => `Row ${n}`,
  was: (value: string) => `was ${value}`,
  noName: '(no name)',
  offerBonus: (offer: string, bonus: string) => `Offer ${offer}% · Bonus ${bonus}`,
  status: 'Status',
} as const;

/** Select Products' tips in the order the page lists them: its first screen (server) and its page (web) alike. */
export const selectProductsTips = ({ tips }: { tips: Record<keyof typeof LISTINGS_UI.tips, string> }): string[] => [
  tips.search,
  tips.select,
  tips.price,
  tips.add,
];
