import { formatNumber } from './number-format.js';
import type { Translation } from './i18n.js';
import type { SCHEME_MSG } from './messages-schemes.js';
import type { STOCK_MSG } from './messages-stock.js';
import type { LICENCE_MSG, LICENCE_ORDER_MSG } from './messages-licences.js';
import { formatMoneyIn } from './money.js';

const rs = (amount: number) => formatMoneyIn('ur', amount);
const n = (value: number) => formatNumber(value);

/** SCHEME_MSG in Urdu (trade schemes, pack multiples, the minimum order value, the retail price). */
export const SCHEME_MSG_UR: Translation<typeof SCHEME_MSG> = {
  buyInvalid: 'خریداری کی مقدار 1 سے 10,000 تک کا پورا عدد ہونی چاہیے',
  freeInvalid: 'مفت مقدار 1 سے 1,000 تک کا پورا عدد ہونی چاہیے',
  schemeIncomplete: 'خریداری اور مفت دونوں مقداریں لکھیں، یا اسکیم نہ ہو تو دونوں خالی چھوڑیں',
  dateInvalid: 'تاریخ YYYY-MM-DD کی شکل میں لکھیں',
  endsBeforeStarts: 'ختم ہونے کی تاریخ شروع ہونے کی تاریخ سے پہلے نہیں ہو سکتی',
  packMultipleInvalid: 'پیک کی تعداد 1 سے 10,000 تک کا پورا عدد ہونی چاہیے',
  retailPriceInvalid: 'پرچون قیمت 0 یا زیادہ رقم ہو، یا خالی چھوڑیں',
  minOrderValueInvalid: 'کم از کم آرڈر کی رقم 0 یا زیادہ ہونی چاہیے (کوئی حد نہ ہو تو 0)',
  schemeLabel: (buy: number, free: number) => `${buy}+${free}`,
  schemeTitle: (buy: number, free: number) => `${buy} خریدیں، ${free} مفت`,
  schemeUntil: (date: string) => `${date} تک`,
  schemeFrom: (date: string) => `${date} سے`,
  freeGoods: (free: number) => `+${n(free)} مفت`,
  addMoreForFree: (more: number, free: number) => `${n(more)} مزید لیں اور ${n(free)} مفت پائیں`,
  packOf: (pack: number) => `${n(pack)} کے پیک`,
  notPackMultiple: (name: string, pack: number) =>
    `${name} ${n(pack)} کے پیک میں بکتی ہے: ${n(pack)} کے حساب سے آرڈر کریں`,
  belowMinimum: (minimum: number, more: number) =>
    `کم از کم آرڈر ${rs(minimum)} کا ہے: آرڈر دینے کے لیے ${rs(more)} کی مزید اشیاء شامل کریں`,
  retailPrice: 'پرچون قیمت',
  margin: (percent: number) => `منافع ${formatNumber(percent, 1)}%`,
  free: 'مفت',
};

/** STOCK_MSG in Urdu (availability, batches and expiry, short supply). */
export const STOCK_MSG_UR: Translation<typeof STOCK_MSG> = {
  availabilityInvalid: 'دستیابی in_stock، short یا out_of_stock میں سے ایک ہونی چاہیے',
  availabilityLabel: { in_stock: 'اسٹاک میں', short: 'کم اسٹاک', out_of_stock: 'اسٹاک ختم' },
  outOfStock: (product: string) => `${product} کا اسٹاک ختم ہے: آرڈر دینے کے لیے اسے کارٹ سے نکال دیں`,
  outOfStockMany: (names: string[]) => `اسٹاک ختم: ${names.join('، ')}۔ آرڈر دینے کے لیے انہیں کارٹ سے نکال دیں`,
  cartHasOutOfStock: 'آپ کے کارٹ کی کچھ اشیاء کا اسٹاک ختم ہے۔ آرڈر دینے کے لیے انہیں نکال دیں۔',
  cannotAddOutOfStock: 'اس چیز کا اسٹاک ختم ہے',
  updateEmpty: 'offer، bonus، total_price یا availability میں سے کم از کم ایک بھیجیں',
  batchNoRequired: 'بیچ نمبر لکھیں',
  batchNoTooLong: (max: number) => `بیچ نمبر زیادہ سے زیادہ ${max} حروف کا ہو سکتا ہے`,
  batchNoInvalid: 'بیچ نمبر میں صرف حروف، ہندسے، خالی جگہ اور - / . ہو سکتے ہیں',
  expiryInvalid: 'میعاد کا مہینہ MM/YY، MM/YYYY یا YYYY-MM کی شکل میں لکھیں',
  expiryPast: 'اس بیچ کی میعاد ختم ہو چکی ہے: میعاد کا مہینہ گزر چکا ہے',
  expiryTooFar: 'میعاد کا مہینہ 15 سال کے اندر ہونا چاہیے',
  quantityInvalid: 'مقدار 0 سے 10,000,000 تک کا پورا عدد ہونی چاہیے',
  batchExists: 'اس لسٹنگ میں اس نمبر کا بیچ پہلے سے موجود ہے',
  batchUpdateEmpty: 'batch_no، expiry یا quantity میں سے کم از کم ایک بھیجیں',
  shelfLifeInvalid: 'کم از کم باقی میعاد 0 سے 60 مہینوں تک کا پورا عدد ہونی چاہیے',
  trackBatchesInvalid: 'track_batches صرف true یا false ہو سکتا ہے',
  suppliedShort: (supplied: number, ordered: number) =>
    supplied === 0
      ? `فراہم نہیں ہوا: کافی میعاد والا اسٹاک نہیں (آرڈر ${ordered})`
      : `کم فراہم ہوا: ${ordered} میں سے ${supplied} (کافی میعاد والا اسٹاک نہیں)`,
  expiryShort: (label: string) => `میعاد ${label}`,
};

/** LICENCE_MSG in Urdu (retailers' drug-sale licences). */
export const LICENCE_MSG_UR: Translation<typeof LICENCE_MSG> = {
  sectionTitle: 'ادویات فروخت کا لائسنس',
  numberRequired: 'لائسنس نمبر لکھیں',
  numberInvalid: 'لائسنس نمبر: صرف حروف، ہندسے، خالی جگہ اور - / .',
  typeInvalid: 'لائسنس کی قسم چنیں: فارمیسی، میڈیکل اسٹور یا ڈسٹری بیوٹر',
  provinceInvalid: 'صوبہ چنیں',
  expiresInvalid: 'میعاد کی درست تاریخ لکھیں (YYYY-MM-DD)',
  expiresPast: 'لائسنس کی میعاد ختم ہو چکی ہے: آج یا بعد کی تاریخ لکھیں',
  statusInvalid: 'تصدیق شدہ یا مسترد چنیں',
  reasonRequired: 'لائسنس مسترد کرنے کی وجہ لکھیں',
  noLicence: 'اس ریٹیلر نے کوئی لائسنس درج نہیں کیا',
  saveDetailsFirst: 'پہلے لائسنس کی تفصیل محفوظ کریں، پھر اس کی تصویر یا PDF اپ لوڈ کریں',
  fileEmpty: 'لائسنس کی تصویر (JPEG، PNG یا WebP) یا PDF چنیں',
  fileTooLarge: (mb: number) => `فائل ${mb} MB سے بڑی ہے۔ چھوٹی تصویر لیں یا کم ریزولوشن پر اسکین کریں`,
  fileType: 'لائسنس کی صرف تصویر (JPEG، PNG یا WebP) یا PDF اپ لوڈ ہو سکتی ہے',
  saved: 'لائسنس محفوظ ہو گیا۔ DawaLink اس کی تصدیق کرے گا',
  uploaded: 'لائسنس کی دستاویز اپ لوڈ ہو گئی',
  verified: 'لائسنس کی تصدیق ہو گئی',
  rejected: 'لائسنس مسترد ہو گیا',
  fixInProfile: 'اپنی پروفائل میں درست کریں',

  sectionIntro: 'بیچنے والے آپ کے آرڈر لینے سے پہلے تصدیق شدہ لائسنس مانگ سکتے ہیں۔',
  loading: 'لائسنس کھل رہا ہے',
  statusLabel: 'حیثیت:',
  rejectedBecause: (reason: string) => `مسترد: ${reason}`,
  numberLabel: 'لائسنس نمبر',
  typeLabel: 'لائسنس کی قسم',
  provinceLabel: 'صوبہ',
  choose: 'چنیں',
  expiryLabel: 'میعاد ختم ہونے کی تاریخ',
  saving: 'لائسنس محفوظ ہو رہا ہے',
  save: 'لائسنس محفوظ کریں',
  documentLabel: 'لائسنس کی تصویر یا PDF',
  documentHint: (mb: number) => `JPEG، PNG، WebP یا PDF، زیادہ سے زیادہ ${mb} MB۔`,
  uploadProgress: 'اپ لوڈ کی پیش رفت',
  uploading: 'اپ لوڈ ہو رہا ہے…',
  upload: 'دستاویز اپ لوڈ کریں',
  uploadedDocument: 'اپ لوڈ کی گئی دستاویز:',
  downloadPdf: 'لائسنس کی PDF ڈاؤن لوڈ کریں',
  uploadedAlt: 'اپ لوڈ کیا گیا لائسنس',
  provinceName: {
    Punjab: 'پنجاب',
    Sindh: 'سندھ',
    'Khyber Pakhtunkhwa': 'خیبر پختونخوا',
    Balochistan: 'بلوچستان',
    'Islamabad Capital Territory': 'اسلام آباد وفاقی علاقہ',
    'Gilgit-Baltistan': 'گلگت بلتستان',
    'Azad Jammu and Kashmir': 'آزاد جموں و کشمیر',
  },
};

const required = (seller: string) =>
  `${seller} صرف ان ریٹیلرز سے آرڈر لیتا ہے جن کا ادویات فروخت کا لائسنس تصدیق شدہ اور میعاد کے اندر ہو۔`;

/** LICENCE_ORDER_MSG in Urdu (the licence gate on orders, the texts sent to retailers). */
export const LICENCE_ORDER_MSG_UR: Translation<typeof LICENCE_ORDER_MSG> = {
  required,
  requiredNone: (seller: string) => `${required(seller)} اپنی پروفائل میں لائسنس درج کریں اور اس کی تصویر اپ لوڈ کریں۔`,
  requiredPending: (seller: string) =>
    `${required(seller)} آپ کا لائسنس DawaLink کی تصدیق کا منتظر ہے؛ تصدیق کے بعد آپ آرڈر دے سکیں گے۔`,
  requiredRejected: (seller: string, reason: string) =>
    `${required(seller)} آپ کا لائسنس مسترد ہو گیا (${reason})۔ اپنی پروفائل میں درست کر کے دوبارہ اپ لوڈ کریں۔`,
  requiredExpired: (seller: string, date: string) =>
    `${required(seller)} آپ کے لائسنس کی میعاد ${date} کو ختم ہو گئی۔ نیا لائسنس اپنی پروفائل میں درج کریں۔`,
  restricted: (names: string[]) =>
    `میڈیکل اسٹور کے لائسنس پر ${names.join('، ')} آرڈر نہیں ہو سکتیں: یہ شیڈول G یا کنٹرولڈ ادویات ہیں (صرف فارمیسی)۔ انہیں کارٹ سے نکال دیں۔`,
  expirySms: (date: string) =>
    `DawaLink: آپ کے ادویات فروخت کے لائسنس کی میعاد ${date} کو ختم ہو رہی ہے۔ اسے تجدید کروا کر DawaLink پروفائل میں درج کریں تاکہ سیلرز آپ کے آرڈر لیتے رہیں۔`,
  reviewSms: (verified: boolean, reason: string) =>
    verified
      ? 'DawaLink: آپ کے ادویات فروخت کے لائسنس کی تصدیق ہو گئی ہے۔'
      : `DawaLink: آپ کا ادویات فروخت کا لائسنس قبول نہیں ہوا: ${reason}۔ براہِ کرم اپنی پروفائل میں درست کریں۔`,
};
