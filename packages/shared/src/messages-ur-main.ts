import type { Translation } from './i18n.js';
import type { MSG } from './messages.js';

/** messages.ts in Urdu. */
export const MSG_UR: Translation<typeof MSG> = {
  // generic
  errorOccurred: 'کوئی خرابی ہو گئی۔ براہِ کرم دوبارہ کوشش کریں',
  tryAgain: 'دوبارہ کوشش کریں',
  pleaseTryAgain: 'براہِ کرم دوبارہ کوشش کریں',
  requiredFields: 'براہِ کرم تمام ضروری خانے پُر کریں',
  updatedSuccessfully: 'کامیابی سے تبدیل ہو گیا',
  deletedSuccessfully: 'کامیابی سے حذف ہو گیا',
  unexpectedError: 'ایپ میں غیر متوقع خرابی',
  pleaseLogin: 'براہِ کرم سائن اِن کریں',
  notSignedIn: 'براہِ کرم سائن اِن کریں',
  forbidden: 'آپ کو اس کی اجازت نہیں',
  notFound: 'نہیں ملا',
  tooManyRequests: 'بہت زیادہ درخواستیں۔ کچھ دیر رک کر دوبارہ کوشش کریں',
  badRequest: 'غلط درخواست',
  crossSiteRefused: 'دوسری ویب سائٹ سے درخواست کی اجازت نہیں',
  invalidIdempotencyKey: 'غلط Idempotency-Key',
  tooManyOrderStreams: 'آرڈرز کی بہت زیادہ کھڑکیاں کھلی ہیں۔ کچھ ٹیب بند کریں',
  orderTotalTooLarge: 'آرڈر کی کل رقم بہت زیادہ ہے۔ براہِ کرم آرڈر کو حصوں میں تقسیم کریں',

  // sign-in
  loginSuccessful: 'سائن اِن کامیاب',
  phoneOrPinMismatch: 'فون یا پن درست نہیں، دوبارہ کوشش کریں',
  profileDisabled: 'ایڈمن نے آپ کا اکاؤنٹ بند کر دیا ہے',
  accountLocked: 'بہت زیادہ غلط پن کی وجہ سے یہ اکاؤنٹ بند ہے۔ "پن بھول گئے" سے ایس ایم ایس کوڈ کے ذریعے نیا پن بنائیں',
  signInWait: (minutes: number) => `بہت زیادہ غلط پن۔ براہِ کرم ${minutes} منٹ انتظار کر کے دوبارہ کوشش کریں`,
  triesLeft: (tries: number, waitMinutes?: number) =>
    tries === 0
      ? waitMinutes
        ? `کوئی کوشش باقی نہیں: اگلے سائن اِن کے لیے ${waitMinutes} منٹ انتظار کرنا ہو گا۔ پن بھول گئے؟ ایس ایم ایس کوڈ سے نیا بنائیں۔`
        : 'کوئی کوشش باقی نہیں: "پن بھول گئے" سے ایس ایم ایس کوڈ کے ذریعے نیا پن بنائیں۔'
      : `${waitMinutes ? `${waitMinutes} منٹ کے انتظار` : 'پن دوبارہ بنانے تک اکاؤنٹ بند ہونے'} سے پہلے ${tries} کوشش باقی ہے۔`,
  pinMismatch: 'پن درست نہیں، دوبارہ کوشش کریں',
  wrongPinsSinceLastVisit: (count: number) =>
    `آپ کے پچھلے دورے کے بعد آپ کے اکاؤنٹ پر ${count} بار غلط پن آزمایا گیا۔ اگر یہ آپ نہیں تھے تو پروفائل میں اپنا پن بدلیں`,
  currentPinRequired: 'نیا پن بنانے کے لیے اپنا موجودہ پن لکھیں',
  currentPinWrong: 'موجودہ پن درست نہیں',
  pinVerified: 'پن کی تصدیق ہو گئی',

  // field validation
  fullNameRequired: 'پورا نام ضروری ہے',
  alphabetsOnly: 'صرف حروف',
  phoneRequired: 'فون نمبر ضروری ہے',
  phoneInvalid: 'درست فون نمبر لکھیں',
  phoneEnter: 'اپنا فون نمبر لکھیں',
  phoneEnterValid: 'درست فون نمبر لکھیں',
  passcodeRequired: 'پاس کوڈ ضروری ہے',
  storeRequired: 'دکان کا نام ضروری ہے',
  addressRequired: 'پتا ضروری ہے',
  selectUser: 'براہِ کرم صارف منتخب کریں',
  businessNameRequired: 'کاروبار کا نام ضروری ہے',
  businessNameMin: 'کاروبار کا نام کم از کم 5 حروف کا ہو',
  emailRequired: 'ای میل ضروری ہے',
  emailInvalid: 'درست ای میل پتا لکھیں',
  passwordRequired: 'پاس ورڈ ضروری ہے',
  passwordMin: 'پاس ورڈ کم از کم 3 حروف کا ہو',
  passwordsMismatch: 'پاس ورڈ آپس میں نہیں ملتے',
  enterStoreName: 'اپنی دکان کا نام لکھیں',
  completeAddress: 'براہِ کرم اپنا مکمل پتا لکھیں',
  tooLong: (max: number) => `زیادہ سے زیادہ ${max} حروف`,

  // OTP and registration
  otpMismatch: 'کوڈ درست نہیں، دوبارہ کوشش کریں',
  otpVerified: 'کوڈ کی تصدیق ہو گئی',
  otpSent: 'کوڈ بھیج دیا گیا',
  otpExpired: 'کوڈ کی مدت ختم ہو گئی۔ براہِ کرم نیا کوڈ منگوائیں',
  otpTooManyTries: 'بہت زیادہ غلط کوڈ۔ براہِ کرم نیا کوڈ منگوائیں',
  otpResendWait: (seconds: number) => `دوسرا کوڈ منگوانے سے پہلے ${seconds} سیکنڈ انتظار کریں`,
  otpPhoneLimit: 'اس فون پر بہت زیادہ کوڈ بھیجے جا چکے ہیں۔ بعد میں کوشش کریں',
  otpIpLimit: 'آج بہت زیادہ کوڈ منگوائے گئے۔ کل دوبارہ کوشش کریں',
  verificationInvalid: 'فون کی تصدیق کی مدت ختم ہو گئی۔ براہِ کرم فون کی دوبارہ تصدیق کریں',
  phoneAlreadyRegistered: 'یہ فون نمبر پہلے سے رجسٹرڈ ہے۔ براہِ کرم سائن اِن کریں',
  storeNameTaken: 'اس نام کی دکان پہلے سے رجسٹرڈ ہے، کوئی اور نام آزمائیں',
  registeredAsWholesaler: 'یہ نمبر ہول سیلر کے طور پر رجسٹرڈ ہے',
  retailerRegistered: 'ریٹیلر کامیابی سے رجسٹر ہو گیا',
  wholesalerRegistered: 'ہول سیلر کامیابی سے رجسٹر ہو گیا',
  signUpSuccessful: 'رجسٹریشن کامیاب',
  registeredSuccessfully: 'آپ کامیابی سے رجسٹر ہو گئے',
  writeNewPassword: 'نیا پاس ورڈ لکھیں',
  phoneNotFound: 'فون نمبر نہیں ملا',
  contactSupport: (email: string) => `اگر آپ پن دوبارہ نہیں بنا سکتے تو ${email} پر رابطہ کریں`,

  // cart and checkout
  cartEmpty: 'کارٹ خالی ہے',
  addItemsToCart: 'کارٹ میں اشیاء شامل کریں',
  noItemsAddedToCart: 'کارٹ میں کوئی چیز شامل نہیں',
  noItemsAdded: 'کوئی چیز شامل نہیں',
  orderPlaced: 'آرڈر کامیابی سے دے دیا گیا',
  enterUrl: 'براہِ کرم براؤزر میں لنک لکھیں',
  storeNotFound: 'دکان نہیں ملی',
  storeUnavailable: 'یہ دکان اس وقت دستیاب نہیں',
  listingUnavailable: 'کچھ اشیاء اب یہ دکان نہیں بیچتی',
  idempotencyConflict: 'یہ آرڈر پہلے ہی بھیجا جا رہا ہے',
  idempotencyKeyReused: 'یہ آرڈر پہلی بار بھیجنے کے بعد بدل گیا۔ براہِ کرم کارٹ دیکھ کر دوبارہ آرڈر دیں',

  // role notices
  signedInAsRetailer: 'آپ ریٹیلر کے طور پر سائن اِن ہیں۔ براہِ کرم سائن آؤٹ کر کے دوبارہ سائن اِن کریں',
  signedInAsSeller: 'آپ سیلر کے طور پر سائن اِن ہیں۔ براہِ کرم سائن آؤٹ کر کے دوبارہ سائن اِن کریں',

  // products and listings
  productNameRequired: 'پروڈکٹ کا نام ضروری ہے',
  selectManufacturer: 'کمپنی منتخب کریں',
  pleaseSelectManufacturer: 'براہِ کرم کمپنی منتخب کریں',
  totalPriceRequired: 'قیمت ضروری ہے',
  addedSuccessfully: 'کامیابی سے شامل ہو گیا',
  productAlreadyAdded: 'یہ پروڈکٹ اس کمپنی کے لیے پہلے سے شامل ہے',
  productsAddedSuccessfully: 'پروڈکٹس کامیابی سے شامل ہو گئیں',
  noItemsSelected: 'کوئی چیز منتخب نہیں',
  addOrUncheck: 'براہِ کرم منتخب اشیاء شامل کریں یا ان کا نشان ہٹائیں',
  statusUpdated: 'حالت کامیابی سے بدل گئی',
  areYouSure: 'کیا آپ کو یقین ہے',

  // orders
  selectProductStatus: 'براہِ کرم حالت منتخب کریں',
  selectOrders: 'براہِ کرم آرڈر منتخب کریں',

  // empty states
  dataNotFound: 'کوئی ڈیٹا نہیں ملا',
  noDataFound: 'کوئی ڈیٹا نہیں ملا',
  noOrdersPlaced: 'ابھی تک کوئی آرڈر نہیں دیا گیا',
  noRetailersFound: 'کوئی ریٹیلر نہیں ملا',
  noWholesalersFound: 'کوئی ہول سیلر نہیں ملا',
  noRecentStores: 'ابھی تک کسی دکان پر نہیں گئے۔',
  catalogueEmpty: 'کیٹلاگ میں ابھی کوئی پروڈکٹ نہیں',
};
