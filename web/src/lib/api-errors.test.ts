// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGLISH, errorTextIn, translateText } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { api, ApiError } from './api';
import { applyLanguage } from './i18n';

/** The server's answer to one call, as the API answers a refusal. */
function answer(status: number, body: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}
async function refusal(): Promise<ApiError> {
  try {
    await api.post('/Orders', {});
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('no refusal');
}
// Words of English left in a text (the names of the seller and the products are data, taken out first).
const englishWords = (text: string, names: string[]) =>
  names.reduce((left, name) => left.split(name).join(' '), text).match(/[A-Za-z]{3,}/g) ?? [];

const credit = {
  error: 'credit_limit',
  seller: 'Karachi Medical Traders',
  balance: 12000,
  open: 500,
  limit: 10000,
  to_pay: 3750,
};
const creditMessage = ENGLISH.MONEY_MSG.creditLimitBlocked('Karachi Medical Traders', 12000, 500, 10000, 3750);

afterEach(() => vi.unstubAllGlobals());

describe('server error texts on an Urdu page', () => {
  beforeAll(() =>
    applyLanguage('ur', {
      catalogue: URDU,
      translate: (text, body) => (body && errorTextIn(URDU, String(body.error), body)) ?? translateText(text, URDU),
    }),
  );
  afterAll(() => applyLanguage('en', null));

  it('writes a text with values from the answer’s code and values, not from its English wording', async () => {
    answer(409, { ...credit, message: creditMessage });
    const error = await refusal();
    expect(error.code).toBe('credit_limit');
    expect(error.message).toBe(URDU.MONEY_MSG.creditLimitBlocked('Karachi Medical Traders', 12000, 500, 10000, 3750));
    expect(englishWords(error.message, ['Karachi Medical Traders'])).toEqual([]);

    answer(400, {
      error: 'out_of_stock',
      products: ['Panadol 500mg'],
      message: ENGLISH.STOCK_MSG.outOfStock('Panadol 500mg'),
    });
    expect((await refusal()).message).toBe(URDU.STOCK_MSG.outOfStock('Panadol 500mg'));
    answer(400, {
      error: 'out_of_stock',
      products: ['Panadol', 'Brufen'],
      message: ENGLISH.STOCK_MSG.outOfStockMany(['Panadol', 'Brufen']),
    });
    expect((await refusal()).message).toBe(URDU.STOCK_MSG.outOfStockMany(['Panadol', 'Brufen']));
  });

  it('the price list file errors name the columns, the cell and the row limit in Urdu', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ error: 'price_list_columns', found: 'Medicine, Cost' }, URDU.MSG_BEYOND.missingColumns('Medicine, Cost')],
      [{ error: 'price_list_columns', found: '' }, URDU.MSG_BEYOND.missingColumns('')],
      [{ error: 'price_list_cell', row: 7, column: 'B' }, URDU.MSG_BEYOND.fileControlCharacter(7, 'B')],
      [{ error: 'price_list_rows', max: 20000 }, URDU.MSG_BEYOND.fileTooManyRows(20000)],
    ];
    for (const [values, urdu] of cases) {
      answer(400, { ...values, message: 'English text' });
      expect((await refusal()).message).toBe(urdu);
    }
  });

  it('each licence refusal says what is missing, in Urdu', async () => {
    const seller = 'Karachi Medical Traders';
    const cases: Array<[Record<string, string>, string]> = [
      [{ licence: 'none' }, URDU.LICENCE_ORDER_MSG.requiredNone(seller)],
      [{ licence: 'pending' }, URDU.LICENCE_ORDER_MSG.requiredPending(seller)],
      [
        { licence: 'rejected', reason: 'photo unreadable' },
        URDU.LICENCE_ORDER_MSG.requiredRejected(seller, 'photo unreadable'),
      ],
      [{ licence: 'expired', expires: '01-11-2026' }, URDU.LICENCE_ORDER_MSG.requiredExpired(seller, '01-11-2026')],
    ];
    for (const [values, urdu] of cases) {
      answer(403, { error: 'licence_required', seller, ...values, message: 'English text' });
      expect((await refusal()).message).toBe(urdu);
    }
    answer(403, { error: 'licence_restricted', products: ['Xanax'], message: 'English text' });
    expect((await refusal()).message).toBe(URDU.LICENCE_ORDER_MSG.restricted(['Xanax']));
  });

  it('the waits, the minimum order and packs', async () => {
    answer(429, { error: 'too_many_requests', wait_minutes: 15, message: ENGLISH.MSG.signInWait(15) });
    expect((await refusal()).message).toBe(URDU.MSG.signInWait(15));
    answer(429, { error: 'too_many_requests', wait_seconds: 20, message: ENGLISH.MSG.otpResendWait(20) });
    expect((await refusal()).message).toBe(URDU.MSG.otpResendWait(20));
    answer(400, { error: 'min_order_value', minimum: 5000, short: 1200, message: 'English text' });
    expect((await refusal()).message).toBe(URDU.SCHEME_MSG.belowMinimum(5000, 1200));
    answer(400, { error: 'pack_multiple', product: 'Panadol', pack: 10, message: 'English text' });
    expect((await refusal()).message).toBe(URDU.SCHEME_MSG.notPackMultiple('Panadol', 10));
  });

  it('a fixed text by its wording; an answer without its values keeps what it can', async () => {
    answer(429, { error: 'too_many_requests', message: ENGLISH.MSG.tooManyRequests });
    expect((await refusal()).message).toBe(URDU.MSG.tooManyRequests);
    answer(409, { error: 'credit_limit', message: ENGLISH.MSG.badRequest });
    expect((await refusal()).message).toBe(URDU.MSG.badRequest);
  });
});

describe('server texts without a code on an Urdu page, as the app loads its texts (no English catalogue)', () => {
  beforeAll(async () => {
    const { loadLanguage } = await import('./i18n-runtime');
    applyLanguage('ur', await loadLanguage('ur'));
  });
  afterAll(() => applyLanguage('en', null));

  it('finds each English text by its wording and shows it in Urdu, the ones with numbers in them too', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ message: ENGLISH.MSG.phoneRequired }, URDU.MSG.phoneRequired],
      [{ error: 'bad_request', message: ENGLISH.MSG.businessNameMin }, URDU.MSG.businessNameMin],
      [{ error: 'payload_too_large', message: ENGLISH.MSG_BEYOND.fileTooLarge }, URDU.MSG_BEYOND.fileTooLarge],
      [{ error: 'bad_request', message: ENGLISH.QUICK_ORDER_MSG.tooManyLines }, URDU.QUICK_ORDER_MSG.tooManyLines],
      [{ error: 'bad_request', message: ENGLISH.LICENCE_MSG.expiresPast }, URDU.LICENCE_MSG.expiresPast],
      [{ error: 'sms_failed', message: ENGLISH.ACCESS_MSG.smsFailed }, URDU.ACCESS_MSG.smsFailed],
      [{ error: 'too_many_requests', message: ENGLISH.MSG.tooManyRequests }, URDU.MSG.tooManyRequests],
    ];
    for (const [body, urdu] of cases) {
      answer(400, body);
      expect((await refusal()).message).toBe(urdu);
    }
  });

  it('still writes a text with values from its code, and leaves a text it does not know as it came', async () => {
    answer(409, { ...credit, message: creditMessage });
    expect((await refusal()).message).toBe(
      URDU.MONEY_MSG.creditLimitBlocked('Karachi Medical Traders', 12000, 500, 10000, 3750),
    );
    answer(400, { error: 'bad_request', message: 'Panadol 500mg' });
    expect((await refusal()).message).toBe('Panadol 500mg');
  });
});

describe('server error texts on an English page', () => {
  it('keep the server’s message exactly', async () => {
    answer(409, { ...credit, message: creditMessage });
    expect((await refusal()).message).toBe(creditMessage);
  });
});
