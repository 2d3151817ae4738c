import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BONUS_OPTIONS,
  bonusToOption,
  bonusToStored,
  catalogueProductCreateSchema,
  formatDate,
  formatMoney,
  isPlaceholderUrl,
  isValidPhone,
  lineTotal,
  listingCreateBodySchema,
  loginBodySchema,
  MANUFACTURERS,
  MSG,
  normalisePhone,
  normaliseStatus,
  orderCreateSchema,
  orderUpdateSchema,
  PAGE_SIZE,
  productCode,
  registrationPhoneSchema,
  retailerRegistrationSchema,
  sellerSignupFormSchema,
  STATUS_COLOURS,
  storeSlug,
  sumMoney,
} from './index.js';

describe('phone', () => {
  it('rewrites +92 to 0 and drops separators', () => {
    expect(normalisePhone('+923001234567')).toBe('03001234567');
    expect(normalisePhone('0300-123 4567')).toBe('03001234567');
    expect(normalisePhone('(030) 012 34567')).toBe('03001234567');
  });
  it('accepts the spec pattern and refuses other text', () => {
    expect(isValidPhone('03001234567')).toBe(true);
    expect(isValidPhone('+923001234567')).toBe(true);
    expect(isValidPhone('300-123-4567')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('0300abc4567')).toBe(false);
  });
  it('gives every spelling of one Pakistani number one stored form', () => {
    const spellings = [
      '03001234567',
      '+923001234567',
      '+92 300 1234567',
      '923001234567',
      '00923001234567',
      '0092 300 123 4567',
      '030-012-34567',
      '+9203001234567',
      '+92 0300 1234567',
      '9203001234567',
    ];
    for (const spelling of spellings) {
      expect(isValidPhone(spelling), spelling).toBe(true);
      expect(normalisePhone(spelling), spelling).toBe('03001234567');
      expect(registrationPhoneSchema.parse(spelling), spelling).toBe('03001234567');
    }
  });
  it('normalising is idempotent and never turns one number into another', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^3[0-9]{9}$/),
        fc.constantFrom('0', '+92', '92', '0092', '+92 ', '0092-'),
        (national, prefix) => {
          const stored = normalisePhone(prefix + national);
          expect(stored).toBe('0' + national);
          expect(normalisePhone(stored)).toBe(stored);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const once = normalisePhone(text);
        expect(normalisePhone(once)).toBe(once);
      }),
    );
  });
  it('registration phones need 11 characters', () => {
    expect(registrationPhoneSchema.safeParse('03001234567').success).toBe(true);
    const short = registrationPhoneSchema.safeParse('3001234567');
    expect(short.success).toBe(false);
    expect(short.error?.issues[0].message).toBe(MSG.phoneInvalid);
    expect(registrationPhoneSchema.safeParse('').error?.issues[0].message).toBe(MSG.phoneRequired);
  });
});

describe('money and dates', () => {
  it('formats rupees as the spec writes them', () => {
    expect(formatMoney(1250)).toBe('Rs. 1,250/-');
    expect(formatMoney(99.5)).toBe('Rs. 99.50');
    expect(formatMoney(2526.2)).toBe('Rs. 2,526.20');
    expect(formatMoney('12.25')).toBe('Rs. 12.25');
    expect(formatMoney(1250.004)).toBe('Rs. 1,250/-');
    expect(formatMoney(-0.5)).toBe('Rs. -0.50');
    expect(formatMoney(null)).toBe('Rs. 0/-');
  });
  it('adds money without float drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
  });
  it('shows day-month-year with the real month', () => {
    expect(formatDate(new Date(2026, 2, 7))).toBe('07-03-2026');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('product code', () => {
  it('joins char code + 1 of each letter, first 4 characters', () => {
    expect(productCode('Panadol')).toBe('8198'); // P=80 -> 81, a=97 -> 98
    expect(productCode('A')).toBe('66');
    expect(productCode('')).toBe('');
  });
});

describe('constants', () => {
  it('has the fixed bonus list with None stored empty', () => {
    expect(BONUS_OPTIONS).toHaveLength(9);
    expect(bonusToStored('None')).toBe('');
    expect(bonusToStored('OLD TP')).toBe('OLD TP');
    expect(bonusToOption('')).toBe('None');
  });
  it('has five statuses with colours and accepts the old spelling', () => {
    expect(Object.keys(STATUS_COLOURS)).toHaveLength(5);
    expect(normaliseStatus('Payment Recieved')).toBe('Payment Received');
    expect(normaliseStatus('Lost')).toBeNull();
    expect(orderUpdateSchema.parse({ status: 'Payment Recieved' }).status).toBe('Payment Received');
    expect(orderUpdateSchema.safeParse({ status: '' }).error?.issues[0].message).toBe(MSG.selectProductStatus);
  });
  it('has about sixty manufacturers without duplicates', () => {
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(MANUFACTURERS.map((m) => m.toLowerCase())).size).toBe(MANUFACTURERS.length);
    expect(PAGE_SIZE).toBe(50);
  });
  it('spells messages correctly', () => {
    const all = Object.values(MSG)
      .filter((m) => typeof m === 'string')
      .join(' ');
    for (const wrong of ['Occured', 'Recieved', 'Busniess', 'Succesfully', "does'nt", 'Wholeseller', 'Plz'])
      expect(all).not.toContain(wrong);
  });
  it('makes store slugs', () => {
    expect(storeSlug('Karachi Medical Traders')).toBe('karachi-medical-traders');
    expect(storeSlug('  Al-Shifa & Sons! ')).toBe('al-shifa-sons');
  });
});

describe('schemas', () => {
  it('login takes phone and 4-digit pin', () => {
    expect(loginBodySchema.parse({ phone: '+923001234567', pin: '1234' })).toEqual({
      phone: '03001234567',
      pin: '1234',
      remember: false,
    });
    expect(loginBodySchema.safeParse({ phone: '03001234567', pin: '12a4' }).error?.issues[0].message).toBe(
      MSG.passcodeRequired,
    );
  });
  it('retailer registration checks every field with the spec messages', () => {
    const r = retailerRegistrationSchema.safeParse({
      fullName: 'Ali 2',
      phone: '0300',
      store: '',
      address: '',
      password: '',
      verification_token: '',
    });
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain(MSG.alphabetsOnly);
    expect(messages).toContain(MSG.phoneInvalid);
    expect(messages).toContain(MSG.storeRequired);
    expect(messages).toContain(MSG.addressRequired);
    expect(messages).toContain(MSG.passcodeRequired);
  });
  it('limits text length', () => {
    const r = retailerRegistrationSchema.safeParse({
      fullName: 'a'.repeat(101),
      phone: '03001234567',
      store: 's',
      address: 'x',
      password: '1234',
      verification_token: 'x'.repeat(40),
    });
    expect(r.error!.issues[0].message).toBe(MSG.tooLong(100));
  });
  it('seller signup form checks min lengths and confirmation', () => {
    const r = sellerSignupFormSchema.safeParse({
      busniess_name: 'abc',
      address: 'x',
      email: 'no',
      phone: '03001234567',
      password: '12',
      confirm_password: '13',
    });
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain(MSG.businessNameMin);
    expect(messages).toContain(MSG.emailInvalid);
    expect(messages).toContain(MSG.passwordMin);
    expect(messages).toContain(MSG.passwordsMismatch);
  });
  it('seller signup form: the Full Name names the business when Business Name is empty, else it is the person', () => {
    const base = {
      address: 'Hussain Agahi, Multan',
      email: 'a@b.pk',
      phone: '03001234567',
      password: '1357',
      confirm_password: '1357',
    };
    expect(sellerSignupFormSchema.parse({ ...base, full_name: 'Multan Medicine Co 7', busniess_name: '' })).toEqual({
      ...base,
      busniess_name: 'Multan Medicine Co 7',
    });
    expect(
      sellerSignupFormSchema.parse({ ...base, full_name: 'Imran Qureshi', busniess_name: 'Multan Medicine Co' }),
    ).toEqual({
      ...base,
      full_name: 'Imran Qureshi',
      busniess_name: 'Multan Medicine Co',
    });
    const messages = (body: Record<string, string>) =>
      sellerSignupFormSchema.safeParse({ ...base, ...body }).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ full_name: '', busniess_name: '' })).toEqual([MSG.businessNameRequired]);
    expect(messages({ full_name: 'Tiny', busniess_name: '' })).toEqual([MSG.businessNameMin]);
    expect(messages({ full_name: '', busniess_name: 'Multan Medicine Co' })).toEqual([MSG.fullNameRequired]);
    expect(messages({ full_name: 'Imran 2', busniess_name: 'Multan Medicine Co' })).toEqual([MSG.alphabetsOnly]);
  });
  it('admin product needs name, manufacturer and price', () => {
    const r = catalogueProductCreateSchema.safeParse({ product_name: '', manufacturer: 'Select', total_price: '' });
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([MSG.productNameRequired, MSG.selectManufacturer, MSG.totalPriceRequired]),
    );
    expect(
      catalogueProductCreateSchema.parse({ product_name: 'X', manufacturer: 'GSK', total_price: '10.5' }),
    ).toMatchObject({ offer: 0, bonus: '', total_price: 10.5 });
  });
  it('listings take one body or an array', () => {
    expect(listingCreateBodySchema.safeParse({ product_id: 1, total_price: 5 }).success).toBe(true);
    expect(listingCreateBodySchema.safeParse([{ product_id: 1, total_price: 5, bonus: 'None' }]).success).toBe(true);
    expect(listingCreateBodySchema.safeParse({ product_id: 1, total_price: -5 }).success).toBe(false);
  });
  it('orders refuse bad quantities and ignore totals', () => {
    const base = { wholeseller_id: 1, items: [{ listing_id: 1, quantity: 2 }], total: 1 };
    expect(orderCreateSchema.parse(base)).not.toHaveProperty('total');
    for (const quantity of [0, -1, 1.5, 1e9, '2']) {
      expect(orderCreateSchema.safeParse({ ...base, items: [{ listing_id: 1, quantity }] }).success).toBe(false);
    }
    expect(orderCreateSchema.safeParse({ ...base, items: [] }).error?.issues[0].message).toBe(MSG.addItemsToCart);
  });
});

describe('store url placeholders', () => {
  it('treats unfilled placeholders as no url', () => {
    for (const u of [undefined, '', ' ', ':url', '{url}', 'url', 'URL', '{storeUrl}', ':store'])
      expect(isPlaceholderUrl(u), String(u)).toBe(true);
  });
  it('accepts real slugs', () => {
    for (const u of ['karachi-medical-traders', 'abc', 'urls']) expect(isPlaceholderUrl(u)).toBe(false);
  });
});
