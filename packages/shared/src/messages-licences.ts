/** Texts of retailers' drug-sale licences, their verification, the licence gate on orders and restricted products. */
export const LICENCE_MSG = {
  sectionTitle: 'Drug-sale licence',
  numberRequired: 'Enter the licence number',
  numberInvalid: 'Licence number: letters, digits, spaces and - / . only',
  typeInvalid: 'Choose the licence type: pharmacy, medical store or distributor',
  provinceInvalid: 'Choose the province',
  expiresInvalid: 'Enter the expiry date as a real date (YYYY-MM-DD)',
  expiresPast: 'The licence has expired: enter an expiry date from today on',
  statusInvalid: 'Choose verified or rejected',
  reasonRequired: 'Enter the reason for rejecting the licence',
  noLicence: 'This retailer has not recorded a licence',
  saveDetailsFirst: 'Save the licence details first, then upload its photo or PDF',
  fileEmpty: 'Choose a photo (JPEG, PNG or WebP) or a PDF of the licence',
  fileTooLarge: (mb: number) =>
    `The file is larger than ${mb} MB. Take a smaller photo or scan it at a lower resolution`,
  fileType: 'Only a photo (JPEG, PNG or WebP) or a PDF of the licence can be uploaded',
  saved: 'Licence saved. DawaLink will verify it',
  uploaded: 'Licence document uploaded',
  verified: 'Licence verified',
  rejected: 'Licence rejected',
  fixInProfile: 'Fix it in your profile',

  // the retailer profile's licence form
  sectionIntro: 'Sellers may ask for a verified licence before they take your orders.',
  loading: 'Loading licence',
  statusLabel: 'Status:',
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  numberLabel: 'Licence No',
  typeLabel: 'Licence Type',
  provinceLabel: 'Province',
  choose: 'Select',
  expiryLabel: 'Expiry Date',
  saving: 'Saving licence',
  save: 'Save Licence',
  documentLabel: 'Licence photo or PDF',
  documentHint: (mb: number) => `JPEG, PNG, WebP or PDF, at most ${mb} MB.`,
  uploadProgress: 'Upload progress',
  uploading: 'Uploading…',
  upload: 'Upload Document',
  uploadedDocument: 'Uploaded document:',
  downloadPdf: 'Download licence PDF',
  uploadedAlt: 'Uploaded licence',
  /** The provinces by their stored (English) names, as a page shows them. */
  provinceName: {
    Punjab: 'Punjab',
    Sindh: 'Sindh',
    'Khyber Pakhtunkhwa': 'Khyber Pakhtunkhwa',
    Balochistan: 'Balochistan',
    'Islamabad Capital Territory': 'Islamabad Capital Territory',
    'Gilgit-Baltistan': 'Gilgit-Baltistan',
    'Azad Jammu and Kashmir': 'Azad Jammu and Kashmir',
  },
} as const;

/** Texts only the server writes (the order gates and the texts to retailers): kept apart so pages do not carry them. */
export const LICENCE_ORDER_MSG = {
  // the gate on orders (403 licence_required)
  required: (seller: string) =>
    `${seller} takes orders only from retailers with a verified, unexpired drug-sale licence.`,
  requiredNone: (seller: string) =>
    `${LICENCE_ORDER_MSG.required(seller)} Add your licence in your profile and upload a photo of it.`,
  requiredPending: (seller: string) =>
    `${LICENCE_ORDER_MSG.required(seller)} Your licence is waiting for verification by DawaLink; you can order once it is verified.`,
  requiredRejected: (seller: string, reason: string) =>
    `${LICENCE_ORDER_MSG.required(seller)} Your licence was rejected (${reason}). Correct it in your profile and upload it again.`,
  requiredExpired: (seller: string, date: string) =>
    `${LICENCE_ORDER_MSG.required(seller)} Your licence expired on ${date}. Record the renewed licence in your profile.`,
  /** A medical store's licence and a Schedule G or controlled product (403 licence_restricted). */
  restricted: (products: string[]) =>
    `A medical store licence cannot order ${products.join(', ')}: ${products.length === 1 ? 'it is' : 'they are'} Schedule G or controlled (pharmacy only). Remove ${products.length === 1 ? 'it' : 'them'} from the cart.`,

  expirySms: (date: string) =>
    `DawaLink: your drug-sale licence expires on ${date}. Renew it and record the new licence in your DawaLink profile so sellers keep taking your orders.`,
  reviewSms: (verified: boolean, reason: string) =>
    verified
      ? 'DawaLink: your drug-sale licence has been verified.'
      : `DawaLink: your drug-sale licence was not accepted: ${reason}. Please correct it in your profile.`,
} as const;
