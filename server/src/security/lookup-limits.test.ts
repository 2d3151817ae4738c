import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MSG } from '@dawalink/shared';
import { buildApp } from '../app.js';
import { openPostgres, type DatabaseHandle } from '../db/connection.js';
import { createRetailer } from '../identity/accounts-write.service.js';
import { ConsoleSms, OutboxSms, TwilioSms } from '../sms/sms.js';
import { buildTestApp, DEMO_PHONES, TEST_DB_KIND, type TestApp } from '../test/helpers.js';
import { freshIp, freshPhone, withinOneMinute } from '../features/auth/access.test-helpers.js';

/**
 * Per-address limits and phone spellings, attacked the way an outside test did: phones sorted into registered and
 * not through every route that tells, hundreds of SMS requests from one address at once, and one phone written in
 * its international spellings to get around its resend wait and hourly limit. The limits are checked on two app
 * instances at once; on PostgreSQL the second has its own connection pool, as a second process would.
 */

let t: TestApp;
/** A second app instance on the same database. */
let other: FastifyInstance;
let otherHandle: DatabaseHandle | undefined;

beforeAll(async () => {
  // A small look-up budget keeps each route's test short; the SMS limits stay at their defaults.
  t = await buildTestApp({ env: { LOOKUP_IP_PER_MIN: '12' } });
  let db = t.db;
  if (TEST_DB_KIND === 'postgres') {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0].name}`;
    otherHandle = openPostgres(url.toString(), 5);
    db = otherHandle.db;
  }
  other = await buildApp({
    deps: { db, config: t.config, sms: new OutboxSms(db, new ConsoleSms(() => {})), databaseKind: t.handle.kind },
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await otherHandle?.close();
  await t?.close();
});

const INVENTED_TOKEN = 'x'.repeat(43);
let storeCounter = 0;

const retailerBody = (phone: string, token = INVENTED_TOKEN) => ({
  fullName: 'Look Up',
  email: '',
  phone,
  store: 'Look Up Medicos',
  address: 'Shop 1, Saddar, Karachi',
  password: '4321',
  verification_token: token,
});
const sellerBody = (phone: string, token = INVENTED_TOKEN) => ({
  full_name: 'Look Up',
  busniess_name: `Look Up Traders ${++storeCounter}`,
  address: 'Plot 2, Denso Hall, Karachi',
  email: 'lookup@example.pk',
  phone,
  password: '4321',
  verification_token: token,
});

type Route = (app: FastifyInstance, ip: string, phone: string) => Promise<LightMyRequestResponse>;

/** Every route whose answer tells whether a phone (or a store name) is registered. */
const LOOKUP_ROUTES: Record<string, Route> = {
  'retailer phone check': (app, ip, phone) =>
    app.inject({ url: `/api/Retailers/OTP/${encodeURIComponent(phone)}`, remoteAddress: ip }),
  'seller phone check': (app, ip, phone) =>
    app.inject({ url: `/api/WholesellerControllerSignUp/OTP/${encodeURIComponent(phone)}`, remoteAddress: ip }),
  'PIN-reset code request': (app, ip, phone) =>
    app.inject({
      method: 'POST',
      url: `/api/OTP/${encodeURIComponent(phone)}`,
      payload: { purpose: 'reset' },
      remoteAddress: ip,
    }),
  'retailer registration': (app, ip, phone) =>
    app.inject({ method: 'POST', url: '/api/Retailers', payload: retailerBody(phone), remoteAddress: ip }),
  'seller registration': (app, ip, phone) =>
    app.inject({
      method: 'POST',
      url: '/api/WholesellerControllerSignUp',
      payload: sellerBody(phone),
      remoteAddress: ip,
    }),
  'store-name check': (app, ip) =>
    app.inject({ url: `/api/WholesellerControllerSignUp/StoreName/Look%20Up%20Traders`, remoteAddress: ip }),
};
const ROUTE_NAMES = Object.keys(LOOKUP_ROUTES);

const sendCode = (app: FastifyInstance, phone: string, ip: string, purpose: 'register' | 'reset' = 'register') =>
  app.inject({ method: 'POST', url: `/api/OTP/${encodeURIComponent(phone)}`, payload: { purpose }, remoteAddress: ip });

/** Moves a phone's codes `seconds` into the past (time is moved, never waited for). */
async function age(phone: string, seconds: number) {
  await sql`UPDATE otp_codes SET created_at = created_at - make_interval(secs => ${seconds}) WHERE phone = ${phone}`.execute(
    t.db,
  );
}

function expectLookupRefusal(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, label).toBe(429);
  expect(res.json(), label).toEqual({ error: 'too_many_requests', message: MSG.tooManyRequests });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter, label).toBeGreaterThanOrEqual(1);
  expect(retryAfter, label).toBeLessThanOrEqual(60);
}

describe('registration with a verification token that is not one', () => {
  it('answers the token error for every phone, registered (the admin included, in any spelling) or not, on both sign-up routes', async () => {
    const seller = DEMO_PHONES.seller.slice(1);
    const phones = [
      DEMO_PHONES.admin,
      DEMO_PHONES.seller,
      DEMO_PHONES.retailer,
      `0092${seller}`,
      `+92 ${seller}`,
      freshPhone(),
    ];
    for (const route of ['retailer registration', 'seller registration']) {
      for (const phone of phones) {
        const res = await LOOKUP_ROUTES[route](t.app, freshIp(), phone);
        expect(res.statusCode, `${route} ${phone}`).toBe(400);
        expect(res.json(), `${route} ${phone}`).toEqual({ error: 'bad_request', message: MSG.verificationInvalid });
      }
    }
  });
});

describe('one per-address look-up limit', () => {
  it.each(ROUTE_NAMES)('the (LOOKUP_IP_PER_MIN+1)th phone-revealing answer is 429 when it is a %s', async (last) => {
    await withinOneMinute();
    const ip = freshIp();
    const others = ROUTE_NAMES.filter((name) => name !== last);
    for (let i = 0; i < t.config.LOOKUP_IP_PER_MIN; i++) {
      const name = others[i % others.length];
      // Registered and unregistered phones alternate; a reset code is only asked for unregistered ones (no text).
      const phone = i % 2 === 0 && name !== 'PIN-reset code request' ? DEMO_PHONES.retailer : freshPhone();
      const res = await LOOKUP_ROUTES[name](i % 3 === 0 ? other : t.app, ip, phone);
      expect(res.statusCode, `${i + 1}: ${name}`).not.toBe(429);
    }
    expectLookupRefusal(await LOOKUP_ROUTES[last](t.app, ip, DEMO_PHONES.seller), last);
    // From then on a registered and an unregistered phone get the same answer, whichever route asks.
    for (const name of ROUTE_NAMES) {
      const registered = await LOOKUP_ROUTES[name](t.app, ip, DEMO_PHONES.seller);
      const free = await LOOKUP_ROUTES[name](other, ip, freshPhone());
      expectLookupRefusal(registered, name);
      expectLookupRefusal(free, name);
    }
  });

  it('a refused PIN-reset code request sends no text, and the limit is per address', async () => {
    await withinOneMinute();
    const ip = freshIp();
    for (let i = 0; i < t.config.LOOKUP_IP_PER_MIN; i++) {
      expect((await LOOKUP_ROUTES['retailer phone check'](t.app, ip, freshPhone())).statusCode).toBe(404);
    }
    const before = await t.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('phone', '=', DEMO_PHONES.retailer2)
      .execute();
    expectLookupRefusal(await sendCode(t.app, DEMO_PHONES.retailer2, ip, 'reset'), 'reset');
    const after = await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', DEMO_PHONES.retailer2).execute();
    expect(after).toHaveLength(before.length);
    // Another address has its own budget; a registration code (whose answer tells nothing) is not a look-up.
    expect((await LOOKUP_ROUTES['retailer phone check'](t.app, freshIp(), DEMO_PHONES.retailer)).statusCode).toBe(200);
    expect((await sendCode(t.app, freshPhone(), ip, 'register')).statusCode).toBe(200);
  });

  it('is exact when look-ups on every route arrive at once at two app instances', async () => {
    await withinOneMinute();
    const ip = freshIp();
    const limit = t.config.LOOKUP_IP_PER_MIN;
    const extra = 40;
    const answers = await Promise.all(
      Array.from({ length: limit + extra }, (_, i) => {
        const name = ROUTE_NAMES[i % ROUTE_NAMES.length];
        return LOOKUP_ROUTES[name](i % 2 === 0 ? t.app : other, ip, freshPhone());
      }),
    );
    expect(answers.filter((a) => a.statusCode !== 429)).toHaveLength(limit);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(extra);
    for (const res of refused) expectLookupRefusal(res, 'parallel');
  });

  it('opens again when its minute is over', async () => {
    await withinOneMinute();
    const ip = freshIp();
    for (let i = 0; i < t.config.LOOKUP_IP_PER_MIN; i++)
      await LOOKUP_ROUTES['seller phone check'](t.app, ip, freshPhone());
    expectLookupRefusal(await LOOKUP_ROUTES['seller phone check'](t.app, ip, DEMO_PHONES.seller), 'at the limit');
    await sql`UPDATE rate_counters SET window_start = window_start - interval '1 minute' WHERE key LIKE ${'%:' + ip}`.execute(
      t.db,
    );
    const res = await LOOKUP_ROUTES['seller phone check'](t.app, ip, DEMO_PHONES.seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ exists: true });
  });
});

describe('SMS codes per address', () => {
  it('200 parallel requests from one address at two app instances send exactly OTP_IP_PER_DAY texts', async () => {
    const ip = freshIp();
    const phones = Array.from({ length: 200 }, () => freshPhone());
    const answers = await Promise.all(phones.map((phone, i) => sendCode(i % 2 === 0 ? t.app : other, phone, ip)));
    const limit = t.config.OTP_IP_PER_DAY;
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(limit);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(200 - limit);
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MSG.otpIpLimit);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const texts = await t.db.selectFrom('sms_outbox').select('phone').where('phone', 'in', phones).execute();
    expect(texts).toHaveLength(limit);
    const codes = await t.db.selectFrom('otp_codes').select('id').where('ip', '=', ip).execute();
    expect(codes).toHaveLength(limit);
  }, 120_000);

  it('parallel requests for one phone in four spellings from many addresses send one text', async () => {
    const national = freshPhone();
    const digits = national.slice(1);
    const spellings = [national, `92${digits}`, `0092${digits}`, `+92 ${digits.slice(0, 3)} ${digits.slice(3)}`];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sendCode(i % 2 === 0 ? t.app : other, spellings[i % spellings.length], freshIp()),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((a) => a.statusCode !== 200)) {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Please wait \d+ seconds before requesting another code$/);
    }
    const texts = await t.db.selectFrom('sms_outbox').select('phone').where('phone', 'like', `%${digits}`).execute();
    expect(texts).toEqual([{ phone: national }]);
  });
});

describe('one phone, one spelling', () => {
  // The demo seller's phone, written four ways.
  const STORED = '03001234567';
  const SPELLINGS = ['923001234567', '00923001234567', '+92 300 1234567', '03001234567'];

  it('923001234567, 00923001234567, +92 300 1234567 and 03001234567 share one resend wait and one hourly limit; every text goes to 03001234567', async () => {
    expect(DEMO_PHONES.seller).toBe(STORED);
    const perHour = t.config.OTP_PHONE_PER_HOUR;
    for (let i = 0; i < perHour; i++) {
      const purpose = i % 2 === 0 ? 'register' : 'reset';
      const sent = await sendCode(t.app, SPELLINGS[i % SPELLINGS.length], freshIp(), purpose);
      expect(sent.statusCode, `${i + 1}: ${SPELLINGS[i % SPELLINGS.length]}`).toBe(200);
      // The last send spends the hourly limit, which is checked first; before it, every spelling (from another
      // address and app instance) waits for the resend.
      if (i === perHour - 1) break;
      for (const spelling of SPELLINGS) {
        const again = await sendCode(other, spelling, freshIp(), purpose);
        expect(again.statusCode, spelling).toBe(429);
        expect(again.json().message, spelling).toMatch(/^Please wait (29|30) seconds before requesting another code$/);
      }
      await age(STORED, 31);
    }
    for (const spelling of SPELLINGS) {
      const refused = await sendCode(t.app, spelling, freshIp());
      expect(refused.statusCode, spelling).toBe(429);
      expect(refused.json().message, spelling).toBe(MSG.otpPhoneLimit);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const codes = await t.db.selectFrom('otp_codes').select('phone').where('phone', 'like', '%3001234567').execute();
    expect(codes.map((r) => r.phone)).toEqual(Array(perHour).fill(STORED));
    const texts = await t.db.selectFrom('sms_outbox').select('phone').where('phone', 'like', '%3001234567').execute();
    expect(texts.map((r) => r.phone)).toEqual(Array(perHour).fill(STORED));
    // What the gateway is given for the stored form: the E.164 number.
    const request = new TwilioSms('AC1', 'secret', '+15550000000').buildRequest(texts[0].phone, 'x');
    expect(new URLSearchParams(String(request.init.body)).get('To')).toBe('+923001234567');
  });

  it('a code texted to one spelling verifies under another, registers under a third, and the account answers to every spelling', async () => {
    const national = freshPhone();
    const digits = national.slice(1);
    const [p92, p0092, pPlus, pSpaced] = [
      `92${digits}`,
      `0092${digits}`,
      `+92${digits}`,
      `0092 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    ];
    expect((await sendCode(t.app, p0092, freshIp())).statusCode).toBe(200);
    const outbox = await t.db
      .selectFrom('sms_outbox')
      .select(['phone', 'text'])
      .where('phone', 'like', `%${digits}`)
      .execute();
    expect(outbox.map((r) => r.phone)).toEqual([national]);
    const code = outbox[0].text.match(/\b(\d{4})\b/)![1];
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/OTP/${p92}/verify`,
      payload: { code },
      remoteAddress: freshIp(),
    });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().verification_token as string;

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/Retailers',
      payload: retailerBody(pPlus, token),
      remoteAddress: freshIp(),
    });
    expect(registered.statusCode).toBe(200);
    const account = await t.db
      .selectFrom('accounts')
      .select('phone')
      .where('id', '=', Number(registered.body))
      .executeTakeFirstOrThrow();
    expect(account.phone).toBe(national);

    for (const spelling of [national, p92, p0092, pPlus, pSpaced]) {
      const found = await LOOKUP_ROUTES['retailer phone check'](t.app, freshIp(), spelling);
      expect(found.statusCode, spelling).toBe(200);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: spelling, pin: '4321' },
        remoteAddress: freshIp(),
      });
      expect(login.statusCode, spelling).toBe(200);
      expect(login.json().user.phone, spelling).toBe(national);
    }

    // A second registration under another spelling, with a real token for it, is the duplicate it is.
    await age(national, 31);
    expect((await sendCode(t.app, pSpaced, freshIp())).statusCode).toBe(200);
    const second = (
      await t.db
        .selectFrom('sms_outbox')
        .select('text')
        .where('phone', '=', national)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).text;
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/OTP/${encodeURIComponent(pSpaced)}/verify`,
      payload: { code: second.match(/\b(\d{4})\b/)![1] },
      remoteAddress: freshIp(),
    });
    expect(again.statusCode).toBe(200);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/WholesellerControllerSignUp',
      payload: sellerBody(pSpaced, again.json().verification_token),
      remoteAddress: freshIp(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(MSG.phoneAlreadyRegistered);
    expect(await t.db.selectFrom('accounts').select('id').where('phone', 'like', `%${digits}`).execute()).toHaveLength(
      1,
    );
  });

  it('wrong PINs typed under different spellings count against the one phone', async () => {
    const phone = freshPhone();
    await createRetailer(t.db, {
      fullName: 'Spelling Target',
      store: 'Target Store',
      address: 'Street 9, Karachi',
      email: '',
      phone,
      pin: '2468',
    });
    const digits = phone.slice(1);
    const spellings = [`92${digits}`, `0092${digits}`, `+92 ${digits}`, phone];
    const login = (spelling: string, pin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: spelling, pin },
        remoteAddress: freshIp(),
      });
    for (let i = 0; i < t.config.LOGIN_PHONE_MAX_FAILURES; i++) {
      expect((await login(spellings[i % spellings.length], '1357')).statusCode).toBe(401);
    }
    for (const spelling of spellings) {
      const waiting = await login(spelling, '2468');
      expect(waiting.statusCode, spelling).toBe(429);
    }
    const attempts = await t.db
      .selectFrom('login_attempts')
      .select('phone')
      .where('phone', 'like', `%${digits}`)
      .execute();
    expect(new Set(attempts.map((a) => a.phone))).toEqual(new Set([phone]));
  });
});
