import { formatNumber } from './number-format.js';
import type { Translation } from './i18n.js';
import type { STOREFRONT_MSG } from './messages-storefront.js';
import type { MSG_BEYOND } from './messages-beyond.js';
import type { ACCESS_MSG } from './messages-access.js';
import type { ADMIN_MSG } from './messages-admin.js';
import type { ORDER_DESK_MSG } from './messages-order-desk.js';
import type { SELLER_MSG } from './messages-seller.js';
import type { MONEY_MSG } from './messages-money.js';
import type { QUANTITY_MSG } from './quantity.js';
import { MAX_QUANTITY, PRICE_LIST_MAX_UNPACKED, QUANTITY_CONFIRM_ABOVE } from './constants.js';
import { formatMoneyIn } from './money.js';
import { MONEY_MSG_SCREENS_UR } from './messages-money-ur.js';
import type { QUICK_ORDER_MSG } from './messages-quickorder.js';
import { QUICK_ORDER_MAX_BYTES, QUICK_ORDER_MAX_LINES } from './quick-order.js';

const rs = (amount: number) => formatMoneyIn('ur', amount);

/** messages-storefront.ts in Urdu. */
export const STOREFRONT_MSG_UR: Translation<typeof STOREFRONT_MSG> = {
  storeNotFoundHint: 'جو دکان کا لنک آپ کو ملا ہے اسے دیکھیں، یا ہول سیلر سے لنک مانگیں۔',
  linesDropped: (names: string[]) =>
    `${names.length === 1 ? 'یہ چیز' : 'یہ اشیاء'} اب یہ دکان نہیں بیچتی اور آپ کے کارٹ سے نکال دی گئیں: ${names.join('، ')}`,
  pricesUpdated: 'آپ کے کارٹ کی قیمتیں دکان کی تازہ قیمتوں کے مطابق کر دی گئیں',
  reorderFilled: 'آپ کا کارٹ اس آرڈر سے آج کی قیمتوں پر بھر دیا گیا',
  reorderNothing: 'اس آرڈر کی کوئی چیز اب یہ دکان نہیں بیچتی',
  storeUnavailableShort: 'دکان دستیاب نہیں',
  addedToCart: (name: string) => `${name} کارٹ میں شامل ہو گئی`,
  orderNow: 'ابھی آرڈر کریں',
  orderingFrom: (store: string) => `${store} سے آپ کا آرڈر`,
  lineCount: (lines: number) => `${lines} اشیاء`,
  orderNumber: (id: number) => `آرڈر نمبر ${id}`,
  whatHappensNext: 'آگے کیا ہو گا',
  orderNextSteps: (store: string) =>
    `آپ کا آرڈر اب ${store} کے پاس ہے۔ وہ اس کی تصدیق کریں گے، پھر پیک کر کے پہنچائیں گے؛ "میرے آرڈرز" میں اس کی حالت ساتھ ساتھ بدلتی رہے گی (زیرِ التوا، پھر روانہ، پھر پہنچ گیا)۔`,
  orderCallSeller: 'اس آرڈر کے بارے میں سوال؟ سیلر کو فون کریں:',
  orderPlacedUnknown: 'آپ کا آرڈر دے دیا گیا۔ "میرے آرڈرز" میں آپ اسے اس کی حالت کے ساتھ دیکھ سکتے ہیں۔',
  selectQuantity: 'مقدار منتخب کریں',
  yourOrder: 'آپ کا آرڈر',
  noProducts: 'اس دکان میں ابھی کوئی پروڈکٹ نہیں',
  orderConfirmation: 'آرڈر کی تصدیق',
  sellerInfo: 'سیلر کی معلومات',
  recentSuppliers: 'حال ہی میں دیکھے گئے سپلائرز',
  signInAsRetailer: 'صرف ریٹیلر اکاؤنٹ آرڈر دے سکتا ہے۔ براہِ کرم ریٹیلر کے طور پر سائن اِن کریں',
  noOrdersPlaced: 'ابھی تک کوئی آرڈر نہیں دیا گیا',
  orderAgain: 'دوبارہ آرڈر کریں',
  findSupplierTitle: 'اپنا سپلائر تلاش کریں',
  findSupplierHint:
    'اپنے ہول سیلر سے ان کی دکان کا لنک مانگیں (وہ اپنی پروفائل سے بھیج سکتے ہیں) اور کھولیں، یا یہاں لنک یا دکان کا نام لکھیں۔',
  anotherSupplier: 'کوئی اور سپلائر؟',
  storeLinkLabel: 'دکان کا لنک یا نام',
  openStore: 'دکان کھولیں',
  lastOrderOn: (date: string) => `آخری آرڈر: ${date}`,
  noOrderYet: 'ابھی کوئی آرڈر نہیں',
  checkoutStoreMissing: 'پہلے کوئی دکان کھولیں: آپ کا کارٹ ایک دکان کا ہوتا ہے',
  searchProducts: 'پروڈکٹس، کمپنیاں تلاش کریں…',
  productColumns: { product: 'پروڈکٹ', offer: 'رعایت', bonus: 'بونس', price: 'قیمت', add: 'کارٹ میں ڈالیں' },
};

/** messages-beyond.ts in Urdu. */
export const MSG_BEYOND_UR: Translation<typeof MSG_BEYOND> = {
  fileTooLarge: 'فائل 10 MB سے بڑی ہے۔ اسے چھوٹی فائلوں میں تقسیم کریں',
  fileEmpty: 'فائل خالی ہے',
  fileUnpacksTooLarge: `کھولنے پر اسپریڈشیٹ میں ${PRICE_LIST_MAX_UNPACKED / 1024 / 1024} MB سے زیادہ ڈیٹا ہے۔ اسے چھوٹی فائلوں میں تقسیم کریں`,
  importBusy: 'اس وقت دوسری قیمت فہرستیں پڑھی جا رہی ہیں۔ چند سیکنڈ بعد دوبارہ کوشش کریں',
  fileUnreadable: 'یہ فائل CSV یا Excel (.xlsx) نہیں',
  fileControlCharacter: (row: number, column: string) =>
    `قطار ${row}، کالم ${column} میں ایسا حرف ہے جو قیمت فہرست میں نہیں ہو سکتا (جیسے NUL)۔ خانہ درست کر کے دوبارہ اپ لوڈ کریں`,
  oldExcelFormat: 'پرانی Excel فائلیں (.xls) نہیں چلتیں۔ فائل کو .xlsx یا CSV میں محفوظ کر کے دوبارہ کوشش کریں',
  fileTooManyRows: (max: number) =>
    `فائل میں ${formatNumber(max)} سے زیادہ قطاریں ہیں۔ اسے چھوٹی فائلوں میں تقسیم کریں`,
  missingColumns: (found: string) =>
    `فائل میں "Product Code" یا "Product Name" اور "T.P" کالم ضروری ہیں۔ ملنے والے کالم: ${found || 'کوئی نہیں'}`,
  fileNotText: 'فائل کو متن کے طور پر نہیں پڑھا جا سکا۔ اسے CSV (UTF-8) میں محفوظ کر کے دوبارہ کوشش کریں',
  importExpired: 'اس جائزے کی مدت ختم ہو گئی۔ فائل دوبارہ اپ لوڈ کریں',
  importHasRefusedRows: 'کچھ قطاریں رد ہوئیں۔ انہیں درست کریں، یا چھوڑ دینے کا انتخاب کریں',
  importNothingToApply: 'کچھ بدلنے کو نہیں: ہر قطار یا تو ویسی ہی ہے یا رد ہوئی',
  catalogueChanged: 'جائزے کے بعد کیٹلاگ بدل گیا۔ فائل دوبارہ اپ لوڈ کریں',
  priceListApplied: (inserted: number, updated: number) =>
    `قیمت فہرست اپ ڈیٹ ہو گئی: ${inserted} نئی، ${updated} تبدیل`,
  reasonUnknownProduct: 'نامعلوم پروڈکٹ',
  reasonAmbiguousCode: 'پروڈکٹ کوڈ کئی پروڈکٹس سے ملتا ہے؛ پروڈکٹ کا نام بھی لکھیں',
  reasonAmbiguousName: 'پروڈکٹ کا نام کئی پروڈکٹس سے ملتا ہے؛ پروڈکٹ کوڈ یا کمپنی بھی لکھیں',
  reasonDisabledProduct: 'یہ پروڈکٹ کیٹلاگ میں بند ہے',
  reasonNoProduct: 'پروڈکٹ کوڈ یا پروڈکٹ کا نام ضروری ہے',
  reasonPriceMissing: 'T.P ضروری ہے',
  reasonBadPrice: 'T.P درست قیمت نہیں',
  reasonBadOffer: 'رعایت 0 سے 100 کے درمیان عدد ہو',
  reasonBadBonus: 'بونس 50 حروف سے لمبا ہے',
  reasonDuplicate: (row: number) => `دہری قطار (قطار ${row} والی پروڈکٹ)`,
  newOrderFrom: (store: string, phone?: string | null) => `${store}${phone ? ` (${phone})` : ''} سے نیا آرڈر`,
  unseenOrdersTitle: (count: number, title: string) => `(${count}) ${title}`,
  newOrderSoundLabel: 'نیا آرڈر آنے پر آواز بجائیں',
  timeZoneLabel: 'ٹائم زون (ڈیش بورڈ کے دن اور آرڈرز کی تاریخیں)',
  newOrderSms: (id: number, store: string, total: string) => `DawaLink: ${store} سے نیا آرڈر نمبر ${id}، ${total}۔`,
  badTimeZone: 'نامعلوم ٹائم زون',
};

/** messages-access.ts in Urdu. */
export const ACCESS_MSG_UR: Translation<typeof ACCESS_MSG> = {
  businessDetails: 'کاروبار کی تفصیل',
  personalDetails: 'ذاتی تفصیل',
  registrationForm: 'رجسٹریشن فارم',
  stepOf: (step: number, total: number) => `مرحلہ ${step} از ${total}`,
  otpVerification: 'کوڈ کی تصدیق',
  otpSentTo: (phone: string) => `${phone} پر بھیجا گیا 4 ہندسوں کا کوڈ لکھیں`,
  resendIn: (seconds: number) => `${seconds} سیکنڈ بعد کوڈ دوبارہ بھیجیں`,
  codeResent: 'نیا کوڈ بھیجا جا رہا ہے',
  smsFailed: 'ایس ایم ایس نہیں بھیجا جا سکا۔ دوبارہ کوشش کریں',
  redirectHome: (seconds: number) => `${seconds} سیکنڈ میں آپ کو سائن اِن صفحے پر لے جایا جا رہا ہے…`,
  forgotPinTitle: 'پن بھول گئے',
  forgotPinIntro: 'اپنے اکاؤنٹ کا فون نمبر لکھیں۔ نیا پن بنانے کے لیے ہم آپ کو کوڈ بھیجیں گے۔',
  setNewPinTitle: 'نیا پن بنائیں',
  setNewPinIntro: '4 ہندسوں کا نیا پن چنیں۔ یہ پرانے پن سے مختلف ہو۔',
  pinResetDone: 'آپ کا پن بدل گیا۔ براہِ کرم نئے پن سے سائن اِن کریں',
  verifyFirst: 'براہِ کرم پہلے اپنے فون کی تصدیق کریں',
  profileTitle: 'پروفائل کی تفصیل',
  sellerProfileIntro: 'آپ کا اکاؤنٹ، اور آپ کی دکان جیسے ریٹیلر اسے دیکھتے ہیں۔',
  businessName: 'کاروبار کا نام',
  ntnOptional: 'NTN (اختیاری)',
  strnOptional: 'STRN (اختیاری)',
  shareByEmail: 'ای میل',
  newPinHint: 'موجودہ پن رکھنے کے لیے خانے خالی چھوڑ دیں۔',
  currentPinHint: 'صرف نیا پن بناتے وقت ضروری ہے۔',
  pinChangedOtherSessions: 'آپ کا پن بدل گیا؛ دوسرے آلات سے سائن آؤٹ کر دیا گیا',
  copy: 'کاپی کریں',
  copied: 'کاپی ہو گیا',
  copyFailed: 'کاپی نہیں ہو سکا۔ لنک منتخب کر کے خود کاپی کریں',
  shareTitle: 'دکان کا لنک بھیجیں',
  shareText: (store: string) => `DawaLink پر ${store} سے آرڈر کریں:`,
  storeNameAvailable: 'دکان کا یہ نام دستیاب ہے',
  registeringWithStore: (store: string) => `${store} سے آرڈر کرنے کے لیے ریٹیلر کے طور پر رجسٹریشن۔`,
  wholesalerFromStoreLink: 'ہول سیلر سائن اِن صفحے سے رجسٹر ہوتے ہیں، دکان کے لنک سے نہیں۔',
  registeredAtStore: (store: string) => `آپ رجسٹر اور سائن اِن ہو گئے۔ اب آپ ${store} سے آرڈر کر سکتے ہیں۔`,
  registeredSignedIn: 'آپ سائن اِن ہیں۔ آپ کو ہوم صفحے پر لے جایا جا رہا ہے…',
  registerAs: 'بطور رجسٹر کریں',
  wholesaler: 'ہول سیلر',
  retailer: 'ریٹیلر',
  storeName: 'دکان کا نام',
  businessOrStoreName: 'کاروبار / دکان کا نام',
  address: 'پتہ',
  checking: 'جانچ ہو رہی ہے',
  continue: 'جاری رکھیں',
  alreadyRegistered: 'پہلے سے رجسٹر ہیں؟',
  signIn: 'سائن اِن',
  wholesalerOnePage: 'ہول سیلر ہیں؟ آپ ایک صفحے کا',
  wholesalerOnePageEnd: ' بھی استعمال کر سکتے ہیں۔',
  registering: 'رجسٹریشن:',
  registeringAs: (as: string) => `بطور ${as}۔`,
  change: 'بدلیں',
  fullName: 'پورا نام',
  phoneNo: 'فون نمبر',
  phoneNumber: 'فون نمبر',
  email: 'ای میل',
  emailOptional: 'ای میل (اختیاری)',
  setPinCode: 'پن کوڈ بنائیں',
  pinHint: 'چار ہندسے جن سے آپ سائن اِن کریں گے۔',
  registeringNow: 'رجسٹریشن ہو رہی ہے',
  register: 'رجسٹر کریں',
  fullNameHint: 'آپ کا اپنا نام، کاروبار چلانے والے کے طور پر۔',
  businessNameHint:
    'آپ کے ریٹیلر یہ نام دیکھتے ہیں، اور آپ کی دکان کا لنک اسی سے بنتا ہے۔ خالی چھوڑیں تو آپ کا پورا نام لیا جائے گا۔',
  pin: 'پن',
  confirmPin: 'پن کی تصدیق',
  password: 'پاس ورڈ',
  confirmPassword: 'پاس ورڈ کی تصدیق',
  sellerPinHint: '4 ہندسے: آپ اپنے فون نمبر اور اس پن سے سائن اِن کرتے ہیں۔',
  submitting: 'بھیجا جا رہا ہے',
  submit: 'جمع کریں',
};

/** messages-admin.ts in Urdu. */
export const ADMIN_MSG_UR: Translation<typeof ADMIN_MSG> = {
  awaitingApproval:
    'آپ کا اکاؤنٹ DawaLink کی منظوری کا منتظر ہے۔ منظوری کے بعد آپ سائن اِن کر سکیں گے؛ ہم آپ کو ایس ایم ایس کریں گے',
  registrationRejected: (reason: string) => `آپ کی رجسٹریشن منظور نہیں ہوئی: ${reason}`,
  accountDisabledTitle: 'آپ کا اکاؤنٹ بند کر دیا گیا ہے',
  accountDisabledBody:
    'ایک ایڈمن نے یہ اکاؤنٹ بند کر دیا ہے، اس لیے یہ سائن اِن یا آرڈر نہیں کر سکتا۔ آپ کے آرڈرز اور تفصیل محفوظ ہیں۔',
  accountWaitingTitle: 'آپ کا اکاؤنٹ منظوری کا منتظر ہے',
  accountWaitingBody:
    'ہر نیا اکاؤنٹ پہلے سائن اِن سے پہلے DawaLink جانچتا ہے۔ منظوری ہوتے ہی ہم آپ کو ایس ایم ایس کریں گے۔',
  accountRejectedTitle: 'آپ کی رجسٹریشن منظور نہیں ہوئی',
  reachSupport: (email: string) =>
    `وجہ پوچھنے یا دوبارہ کھلوانے کے لیے اپنے رجسٹرڈ ای میل سے ${email} پر اپنے فون نمبر کے ساتھ لکھیں۔`,
  reachSupportWaiting: (email: string) => `سوالات؟ اپنے فون نمبر کے ساتھ ${email} پر لکھیں۔`,
  orderAfterApproval:
    'آپ کا اکاؤنٹ منظور ہونے کے بعد آرڈر دیا جا سکے گا۔ آپ کا کارٹ اسی فون پر محفوظ ہے: منظوری کے ایس ایم ایس کے بعد اس دکان پر واپس آ کر آرڈر دیں۔',
  registeredAwaitingApproval:
    'آپ رجسٹر ہو گئے۔ آپ کا اکاؤنٹ منظوری کا منتظر ہے؛ سائن اِن ممکن ہوتے ہی ہم ایس ایم ایس کریں گے۔',
  approved: 'اکاؤنٹ منظور ہو گیا',
  rejected: 'اکاؤنٹ رد ہو گیا',
  rejectReasonRequired: 'براہِ کرم وجہ بتائیں',
  notWaiting: 'یہ اکاؤنٹ منظوری کا منتظر نہیں',
  approvedSms: (baseUrl: string) => `آپ کا DawaLink اکاؤنٹ منظور ہو گیا۔ اب آپ سائن اِن کر سکتے ہیں: ${baseUrl}`,
  rejectedSms: (reason: string) => `آپ کی DawaLink رجسٹریشن منظور نہیں ہوئی: ${reason}`,
  possibleDuplicate: 'ممکنہ دہرا اکاؤنٹ',
  matchesStoreAddress: 'دکان کا ایک ہی نام اور پتا',
  matchesNamePhone: 'ایک ہی نام اور ملتا جلتا فون نمبر',
  noWaitingAccounts: 'کوئی اکاؤنٹ منظوری کا منتظر نہیں',
};

/** messages-order-desk.ts in Urdu. */
export const ORDER_DESK_MSG_UR: Translation<typeof ORDER_DESK_MSG> = {
  statusBackTitle: 'پیچھے لے جائیں؟',
  statusBack: (orders: string, to: string) => `${orders} واپس ${to} پر چلا جائے گا۔ جاری رکھیں؟`,
  moveBack: 'پیچھے لے جائیں',
  statusesUpdated: (n: number) => `${n} آرڈر اپ ڈیٹ ہو گئے`,
  noteLabel: 'نوٹ (اختیاری)',
  retailerWillBeTexted: 'ریٹیلر کو اس تبدیلی کا ایس ایم ایس جائے گا۔',
  changeStatus: 'حالت بدلیں',
  changeStatusTitle: (n: number) => `${n} آرڈر کی حالت بدلیں`,
  selectedCount: (n: number) => `${n} منتخب`,
  shippedSms: (id: number, seller: string) => `DawaLink: ${seller} سے آپ کا آرڈر نمبر ${id} روانہ کر دیا گیا۔`,
  cancelledSms: (id: number, seller: string, phone: string) =>
    `DawaLink: ${seller} سے آپ کا آرڈر نمبر ${id} منسوخ کر دیا گیا۔ سوالات: ${phone}۔`,
  settingsTitle: 'آرڈر کی ترتیبات',
  notifyRetailerSmsLabel: 'آرڈر روانہ یا منسوخ ہونے پر ریٹیلر کو ایس ایم ایس کریں',
  settingsSaved: 'ترتیبات محفوظ ہو گئیں',
  offerOff: (offer: number) => `${offer}% رعایت`,
  receivedBy: 'وصول کنندہ',
  signature: 'دستخط',
  totalQuantity: 'کل مقدار',
  printSlips: 'پرنٹ',
};

/** messages-seller.ts in Urdu. */
export const SELLER_MSG_UR: Translation<typeof SELLER_MSG> = {
  productUnavailable: 'یہ پروڈکٹ کیٹلاگ میں دستیاب نہیں',
  invalidPage: 'غلط صفحہ',
  pageOffset: 'offset صفر یا اس سے بڑا پورا عدد ہونا چاہیے',
  pageLimit: 'limit 1 سے 200 تک کا پورا عدد ہونا چاہیے',
  pageWithSearch: 'صفحہ (offset، limit) یا تلاش (q) میں سے ایک مانگیں، دونوں نہیں',
};

/** messages-money.ts in Urdu. */
export const MONEY_MSG_UR: Translation<typeof MONEY_MSG> = {
  ...MONEY_MSG_SCREENS_UR,
  alreadyInvoiced: 'اس آرڈر کا بل پہلے سے بن چکا ہے',
  cancelledNotInvoiced: 'منسوخ آرڈر کا بل نہیں بن سکتا',
  suppliedTooMany: 'دی گئی مقدار آرڈر کی مقدار سے زیادہ نہیں ہو سکتی',
  lineNotInOrder: 'یہ پروڈکٹ آرڈر میں نہیں',
  invoiceTitle: 'بل',
  orderCancelledReversal: 'آرڈر منسوخ',
  orderShippedAgain: 'منسوخی کے بعد آرڈر دوبارہ روانہ',
  amountInvalid: 'صفر سے زیادہ رقم لکھیں، زیادہ سے زیادہ دو اعشاریہ کے ساتھ',
  adjustmentInvalid: 'صفر کے علاوہ رقم لکھیں، زیادہ سے زیادہ دو اعشاریہ کے ساتھ',
  methodInvalid: 'ادائیگی کا طریقہ چنیں: نقد، بینک ٹرانسفر، JazzCash، Easypaisa یا چیک',
  referenceRequired: 'حوالہ لکھیں (ٹرانزیکشن آئی ڈی یا چیک نمبر)',
  reasonRequired: 'وجہ لکھیں',
  paymentDaysInvalid: 'ادائیگی کے دن 0 سے 365 تک پورا عدد ہوں',
  creditLimitInvalid: 'ادھار کی حد 0 یا زیادہ رقم ہو، یا کوئی حد نہ ہو تو خالی',
  onLimitInvalid: 'خبردار کریں یا روکیں میں سے چنیں',
  openingExists: 'اس کھاتے کا ابتدائی بیلنس پہلے سے موجود ہے',
  alreadyReversed: 'یہ اندراج پہلے ہی واپس ہو چکا ہے',
  reversalNotReversible: 'واپسی کو واپس نہیں کیا جا سکتا؛ نیا اندراج کریں',
  overpaid: (credit: number) => `ادائیگی بیلنس سے زیادہ ہے: اب ریٹیلر کا ${rs(credit)} جمع ہے`,
  dateRangeInvalid: 'تاریخیں YYYY-MM-DD میں لکھیں، پہلی دوسری کے بعد نہ ہو',
  paymentReceiptSms: (seller: string, amount: number, receipt: string, balance: number) =>
    `DawaLink: ${seller} کو آپ کی ${rs(amount)} کی ادائیگی مل گئی (رسید ${receipt})۔ اب آپ کا بیلنس ${rs(balance)} ہے۔`,
  creditLimitBlocked: (seller: string, balance: number, open: number, limit: number, toPay: number) =>
    `${seller} کے ساتھ آپ کا بیلنس ${rs(balance)} ہے${open > 0 ? ` (اور ${rs(open)} کھلے آرڈرز میں)` : ''} اور آپ کی ادھار کی حد ${rs(limit)} ہے۔ یہ آرڈر دینے کے لیے براہِ کرم ${rs(toPay)} ادا کریں`,
  creditLimitWarning: (seller: string, balance: number, limit: number) =>
    `${seller} کے ساتھ آپ کا بیلنس ${rs(balance)} ہے، جو آپ کی ${rs(limit)} کی ادھار حد سے زیادہ ہے`,
  returnQuantityTooMany: 'واپسی کی مقدار دی گئی اور ابھی واپس نہ ہوئی مقدار سے زیادہ نہیں ہو سکتی',
  returnNotInvoiced: 'بل بننے کے بعد ہی واپسی کی درخواست ہو سکتی ہے',
  returnReasonInvalid: 'وجہ چنیں: میعاد ختم، میعاد قریب، ٹوٹا ہوا یا غلط چیز',
  returnStatusInvalid: 'یہ واپسی اس حالت میں نہیں جا سکتی',
  returnApprovedTooMany: 'منظور مقدار درخواست سے زیادہ نہیں ہو سکتی',
  rejectReasonRequired: 'واپسی رد کرنے کی وجہ لکھیں',
  returnRequestedSms: (id: number, store: string, order: number) =>
    `DawaLink: ${store} نے آرڈر نمبر ${order} کے لیے واپسی نمبر ${id} کی درخواست کی۔`,
  returnStatusSms: (id: number, status: string, seller: string) =>
    `DawaLink: ${seller} کے ساتھ آپ کی واپسی نمبر ${id} اب ${status} ہے۔`,
  overdueReminderSms: (seller: string, overdue: number, phone: string) =>
    `DawaLink: ${seller} کے ساتھ آپ کا واجب الادا بیلنس ${rs(overdue)} ہے۔ براہِ کرم جلد ادا کریں۔ سوالات: ${phone}۔`,
};

/** quantity.ts's texts in Urdu. */
export const QUANTITY_MSG_UR: Translation<typeof QUANTITY_MSG> = {
  atLeastOne: '1 یا زیادہ مقدار لکھیں',
  wholeNumber: 'پورا عدد لکھیں',
  atMost: `مقدار زیادہ سے زیادہ ${formatNumber(MAX_QUANTITY)} ہو`,
  farAboveUsual: (quantity: number) =>
    `${formatNumber(quantity)} معمول سے بہت زیادہ ہے (${formatNumber(QUANTITY_CONFIRM_ABOVE)} سے اوپر)۔ کیا یہ درست ہے؟`,
  keep: (quantity: number) => `ہاں، ${formatNumber(quantity)}`,
};

/** messages-quickorder.ts in Urdu. */
export const QUICK_ORDER_MSG_UR: Translation<typeof QUICK_ORDER_MSG> = {
  button: 'فوری آرڈر',
  title: 'فوری آرڈر',
  pasteLabel: 'اپنی فہرست یہاں چسپاں کریں',
  pasteHint: 'ہر سطر میں ایک پروڈکٹ، جیسے آپ واٹس ایپ پر بھیجتے ہیں: "panadol 500 x 10"، "2 box brufen"۔',
  match: 'پروڈکٹس تلاش کریں',
  matching: 'پروڈکٹس تلاش ہو رہی ہیں',
  textRequired: 'پہلے پروڈکٹس کی فہرست چسپاں کریں',
  tooLarge: `فہرست بہت لمبی ہے: ایک بار میں زیادہ سے زیادہ ${QUICK_ORDER_MAX_BYTES / 1024} KB (تقریباً ${QUICK_ORDER_MAX_LINES} سطریں) چسپاں کریں`,
  tooManyLines: `فہرست میں ${QUICK_ORDER_MAX_LINES} سے زیادہ سطریں ہیں: ایک بار میں زیادہ سے زیادہ ${QUICK_ORDER_MAX_LINES} چسپاں کریں`,
  reviewTitle: 'پروڈکٹس جانچ لیں',
  colInput: 'آپ کی سطر',
  colProduct: 'پروڈکٹ',
  colQuantity: 'مقدار',
  productLabel: (input: string) => `"${input}" کے لیے پروڈکٹ`,
  quantityLabel: (input: string) => `"${input}" کے لیے مقدار`,
  skip: 'چھوڑ دیں',
  unmatchedTitle: 'اس دکان میں نہیں ملیں',
  nothingMatched: 'کوئی سطر اس دکان کی کسی پروڈکٹ سے نہیں ملی۔',
  addToCart: 'کارٹ میں ڈالیں',
  back: 'واپس',
  added: (lines: number) => `${lines} پروڈکٹس کارٹ میں شامل ہو گئیں`,
  signInFirst: 'فہرست سے آرڈر کرنے کے لیے ریٹیلر کے طور پر سائن اِن کریں',
  shareOnWhatsApp: 'واٹس ایپ پر بھیجیں',
  shareInvoice: 'بل واٹس ایپ پر بھیجیں',
  shareStatement: 'کھاتے کا حساب واٹس ایپ پر بھیجیں',
  storeText: (store: string, link: string) => `DawaLink پر ${store} سے آرڈر کریں: ${link}`,
  orderText: (order: {
    id: number;
    store: string;
    total: number;
    lines: { product_name: string; quantity: number }[];
  }) =>
    [
      `${order.store} کے ساتھ آرڈر نمبر ${order.id}`,
      ...order.lines.slice(0, 30).map((l) => `${l.quantity} x ${l.product_name}`),
      ...(order.lines.length > 30 ? [`... اور ${order.lines.length - 30} مزید`] : []),
      `کل: ${rs(order.total)}`,
    ].join('\n'),
  invoiceText: (invoiceNo: string, link: string, hours: number) =>
    `بل ${invoiceNo}: ${link} (یہ لنک ${hours} گھنٹے چلے گا)`,
  statementText: (party: string, link: string, hours: number) =>
    `${party} کے ساتھ کھاتے کا حساب: ${link} (یہ لنک ${hours} گھنٹے چلے گا)`,
  linkExpired: 'اس لنک کی مدت ختم ہو گئی۔ نیا لنک مانگیں۔',
};
