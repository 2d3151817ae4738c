import type { Translation } from './i18n.js';
import type { SMS_MSG } from './messages-sms.js';

/** SMS_MSG in Urdu: the texts an account whose language is Urdu gets on its phone. */
export const SMS_MSG_UR: Translation<typeof SMS_MSG> = {
  code: (code: string, ttlMinutes: number) => `آپ کا DawaLink کوڈ ${code} ہے۔ یہ ${ttlMinutes} منٹ میں ختم ہو جائے گا۔`,
  teamInvite: (business: string, role: string) =>
    `DawaLink: ${business} نے آپ کو اپنی ٹیم میں ${role} کے طور پر شامل کیا ہے۔ DawaLink کھولیں، "ٹیم میں شامل ہوں" چنیں اور یہ فون تصدیق کریں۔`,
  aSeller: 'ایک سیلر',
  role: {
    owner: 'مالک',
    clerk: 'آرڈر کلرک',
    booker: 'آرڈر بکر',
    accountant: 'اکاؤنٹنٹ',
    catalogue: 'کیٹلاگ',
  },
  bookedOrder: (seller: string, orderNo: number, total: string, booker: string) =>
    `DawaLink: ${booker} نے ${seller} کے ساتھ آپ کے لیے آرڈر نمبر ${orderNo} بک کیا، کل ${total}۔ اسے میرے آرڈرز میں دیکھیں۔`,
};
