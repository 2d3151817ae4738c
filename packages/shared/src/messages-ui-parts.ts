/**
 * The words of the small parts several screens share (dialog footers, paging, the columns dialog, licence details,
 * batch lines), mostly on the seller's and admin's screens. Kept out of the app shell and the store page: read through
 * `partsUi()` (web/src/lib/i18n-parts.ts). Urdu in messages-ur-seller.ts.
 */
export const PARTS_UI = {
  dismiss: 'Dismiss',
  close: 'Close',
  saveChanges: 'Save Changes',
  saving: 'Saving',
  yes: 'Yes',
  // paging
  pages: 'Pages',
  prev: 'Prev',
  next: 'Next',
  /** What a screen reader hears for the paging buttons (react-bootstrap's own words). */
  previous: 'Previous',
  more: 'More',
  current: '(current)',
  page: (n: number) => `Page ${n}`,
  viewColumns: 'View columns',
  /** Under an order line: the batch it shipped from. */
  batchLine: (batch: string, expiry: string, quantity: number) => `Batch ${batch} · Exp ${expiry} × ${quantity}`,
  bookedBy: (name: string) => `Booked by ${name}`,

  // a retailer's drug-sale licence
  licenceStatus: { pending: 'Pending verification', verified: 'Verified', rejected: 'Rejected' },
  licenceType: { pharmacy: 'Pharmacy', medical_store: 'Medical store', distributor: 'Distributor' },
  licenceExpired: 'Expired',
  licenceNo: 'Licence No',
  licenceTypeLabel: 'Type',
  province: 'Province',
  expires: 'Expires',
  status: 'Status',
  reason: (reason: string) => `Reason: ${reason}`,
  noDocument: 'No document uploaded.',
  licenceAlt: (no: string) => `Licence ${no}`,
  downloadLicencePdf: 'Download licence PDF',
  retailerLicence: 'Retailer licence',
  hideLicence: 'Hide Licence',
  viewLicence: 'View Licence',
  loadingLicence: 'Loading licence',
  noRetailerLicence: 'This retailer has not recorded a licence.',
} as const;
