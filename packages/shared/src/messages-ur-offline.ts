import { formatDateTime } from './dates.js';
import type { Translation } from './i18n.js';
import type { OFFLINE_MSG } from './messages-offline.js';

/** OFFLINE_MSG in Urdu (the installable app, the offline banner, orders kept on the device). */
export const OFFLINE_MSG_UR: Translation<typeof OFFLINE_MSG> = {
  bannerTitle: 'آپ آف لائن ہیں۔',
  bannerWorks: 'محفوظ اسٹور، کارٹ اور آرڈر دینا اب بھی چلتے ہیں: آرڈر کنکشن واپس آنے پر بھیج دیے جائیں گے۔',
  bannerWaits: 'سائن اِن، رجسٹریشن، آرڈرز کی فہرست اور نئے اسٹور انتظار کریں گے۔',
  pricesAsOf: (at: number) => `قیمتیں بمطابق ${formatDateTime(new Date(at))}`,
  savedCopy: 'اس فون پر محفوظ شدہ: اسٹور نے اس کے بعد قیمتیں بدلی ہو سکتی ہیں۔',
  noSavedCopy: 'یہ اسٹور اس فون پر پہلے نہیں کھولا گیا، اس لیے آف لائن نہیں دکھایا جا سکتا۔',
  queuedToast: 'کنکشن نہیں ہے: آپ کا آرڈر اس فون پر محفوظ ہے اور کنکشن واپس آنے پر بھیج دیا جائے گا۔',
  pendingTitle: 'آف لائن دیے گئے آرڈرز',
  waiting: 'کنکشن کا انتظار ہے',
  sending: 'بھیجا جا رہا ہے…',
  placed: (id: number) => `آرڈر ہو گیا: آرڈر نمبر ${id}`,
  failed: 'آرڈر نہیں ہوا',
  needsConfirm: 'قیمت یا اسٹاک بدل گیا ہے: براہِ کرم تصدیق کریں',
  sentToast: (store: string, id: number) => `${store} کو آپ کا آرڈر بھیج دیا گیا: آرڈر نمبر ${id}`,
  changedToast: (store: string) => `${store} پر قیمت یا اسٹاک بدل گیا ہے: منتظر آرڈر کی تصدیق کے لیے میرے آرڈرز کھولیں`,
  waitingCount: (n: number) => `${n} آرڈر کنکشن کے منتظر`,
  reviewTitle: 'نئی قیمتوں کی تصدیق کریں',
  reviewIntro: (store: string) =>
    `آپ کے آرڈر دینے کے بعد ${store} نے قیمتیں یا اسٹاک بدل دیا ہے۔ ابھی کچھ نہیں بھیجا گیا۔ لائنیں دیکھ لیں اور نئی قیمتوں پر بھیجنے کے لیے تصدیق کریں۔`,
  lineGone: 'اب دستیاب نہیں: نکال دیا گیا',
  lineOutOfStock: 'اسٹاک ختم: نکال دیا گیا',
  wasPrice: 'پہلے',
  nowPrice: 'اب',
  confirmSend: 'تصدیق کر کے بھیجیں',
  discard: 'آرڈر ختم کریں',
  keepWaiting: 'بند کریں',
  nothingLeft: 'اس آرڈر کی کوئی لائن اب آرڈر نہیں کی جا سکتی۔',
  pendingItems: (n: number) => `${n} اشیاء`,
  review: 'جائزہ لیں',
  remove: 'ہٹائیں',
  product: 'پروڈکٹ',
  total: 'کل',
  offerOff: (offer: number) => `${offer}% رعایت`,
};
