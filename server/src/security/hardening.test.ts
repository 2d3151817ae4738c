import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, MAX_QUANTITY } from '@dawalink/shared';
import { loadConfig } from '../config.js';
import { createRetailer } from '../identity/accounts-write.service.js';
import { prepareDatabase, StartupRefusal } from '../start.js';
import { freshIp, freshPhone, verifiedToken, withinOneMinute } from '../features/auth/access.test-helpers.js';
import {
  buildTestApp,
  callerAs,
  demoAccountId,
  DEMO_PHONES,
  freshDatabase,
  signIn,
  type TestApp,
} from '../test/helpers.js';

/**
 * The attacks of an outside test that got through, each replayed against the rule that now stops it: the sign-in
 * budget across owner sign-ins, disabled accounts, the admin's lockout, production start, per-address limits under
 * parallel requests, phone spellings, reused idempotency keys, merged quantities, CSRF behind no proxy, caching.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (phone: string, pin: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, pin }, remoteAddress: ip });

async function newRetailer(pin = '2468') {
  const phone = freshPhone();
  const id = await createRetailer(t.db, {
    fullName: 'Budget Target',
    store: 'Target Store',
    address: 'Street 9, Karachi',
    email: '',
    phone,
    pin,
  });
  return { id, phone, pin };
}

/** Moves a phone's recorded sign-in attempts `seconds` into the past (time is moved, never waited for). */
async function age(phone: string, seconds: number) {
  const rows = await t.db
    .selectFrom('login_attempts')
    .select(['id', 'created_at'])
    .where('phone', '=', phone)
    .execute();
  for (const row of rows) {
    await t.db
      .updateTable('login_attempts')
      .set({ created_at: new Date(new Date(row.created_at).getTime() - seconds * 1000) })
      .where('id', '=', row.id)
      .execute();
  }
}

describe('the sign-in budget', () => {
  it("is 10 wrong PINs in 30 days: the owner's sign-ins in between do not refill it, and the owner is told", async () => {
    const target = await newRetailer();
    const ip = freshIp();
    let wrong = 0;
    // Interleaved: 4 wrong, the owner signs in, 4 wrong, the owner signs in, ... each batch in its own 15 minutes.
    for (let round = 0; round < 3 && wrong < 10; round++) {
      for (let i = 0; i < 4 && wrong < 10; i++, wrong++)
        expect((await login(target.phone, '0000', ip)).statusCode).toBe(401);
      await age(target.phone, 16 * 60);
      const owner = await login(target.phone, target.pin, ip);
      if (wrong < 10) {
        expect(owner.statusCode).toBe(200);
        // The owner sees the wrong PINs since the last visit (4 each time, not the total).
        expect(owner.json().wrong_pins_since_last_visit).toBe(4);
      }
    }
    for (; wrong < 10; wrong++) expect((await login(target.phone, '0000', ip)).statusCode).toBe(401);
    await age(target.phone, 16 * 60);
    const locked = await login(target.phone, target.pin, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.accountLocked);

    // The SMS reset opens it again, with a fresh budget.
    const token = await verifiedToken(t.app, target.phone, 'reset');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-pin',
          payload: { phone: target.phone, password: '1357', verification_token: token },
        })
      ).statusCode,
    ).toBe(200);
    const after = await login(target.phone, '1357', ip);
    expect(after.statusCode).toBe(200);
    expect(after.json().wrong_pins_since_last_visit).toBe(0);
  });

  it('forgets wrong PINs older than 30 days', async () => {
    const target = await newRetailer();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(target.phone, '0000', ip);
    await age(target.phone, 20 * 86_400);
    for (let i = 0; i < 5; i++) await login(target.phone, '0000', ip);
    await age(target.phone, 11 * 86_400);
    expect((await login(target.phone, target.pin, ip)).statusCode).toBe(200);
  });

  it('a disabled account answers a right and a wrong PIN alike, and counts both as failures', async () => {
    const target = await newRetailer();
    const ip = freshIp();
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', target.id).execute();
    const right = await login(target.phone, target.pin, ip);
    const wrongPin = await login(target.phone, '0000', ip);
    expect(right.statusCode).toBe(403);
    expect(wrongPin.statusCode).toBe(right.statusCode);
    expect(wrongPin.body).toBe(right.body);
    expect(right.json().message).toBe(MSG.profileDisabled);
    expect(right.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const failures = await t.db
      .selectFrom('login_attempts')
      .select('success')
      .where('phone', '=', target.phone)
      .execute();
    expect(failures.map((f) => f.success)).toEqual([false, false]);
    // Re-enabled, the earlier failures still count and the owner is told of both.
    await t.db.updateTable('accounts').set({ is_disabled: false }).where('id', '=', target.id).execute();
    const owner = await login(target.phone, target.pin, ip);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().wrong_pins_since_last_visit).toBe(2);
  });

  it('one address gets exactly 100 sign-in attempts per 15 minutes, also when they arrive at once', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 150 }, () => login(freshPhone(), '0000', ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const recorded = await t.db.selectFrom('login_attempts').select('id').where('ip', '=', ip).execute();
    expect(recorded).toHaveLength(100);
  }, 120_000);
});

describe('the admin', () => {
  it('locked by wrong PINs, resets the PIN by SMS code like everyone', async () => {
    const ip = freshIp();
    const admin = DEMO_PHONES.admin;
    await t.db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          phone: admin,
          ip: '203.0.113.5',
          success: false,
          created_at: new Date(Date.now() - (i + 1) * 86_400_000),
        })),
      )
      .execute();
    expect((await login(admin, '1234', ip)).json().message).toBe(MSG.accountLocked);
    const token = await verifiedToken(t.app, admin, 'reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pin',
      payload: { phone: admin, password: '4321', verification_token: token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(admin, '4321', ip)).statusCode).toBe(200);
  });

  it('a restart with ADMIN_PHONE and ADMIN_PIN sets the PIN and clears the lockout', async () => {
    const handle = await freshDatabase();
    try {
      const phone = '03009998877';
      const config = loadConfig({ NODE_ENV: 'production', ADMIN_PHONE: phone, ADMIN_PIN: '2580' });
      await prepareDatabase(handle, config, () => {});
      await handle.db
        .insertInto('login_attempts')
        .values(Array.from({ length: 10 }, () => ({ phone, ip: '203.0.113.6', success: false })))
        .execute();
      await prepareDatabase(
        handle,
        loadConfig({ NODE_ENV: 'production', ADMIN_PHONE: phone, ADMIN_PIN: '1470' }),
        () => {},
      );
      const failures = await handle.db
        .selectFrom('login_attempts')
        .select('id')
        .where('phone', '=', phone)
        .where('success', '=', false)
        .execute();
      expect(failures).toHaveLength(0);
    } finally {
      await handle.close();
    }
  });
});

describe('a production start', () => {
  it('never loads the demo on a new database, and says how to create the admin', async () => {
    const handle = await freshDatabase();
    try {
      const lines: string[] = [];
      await prepareDatabase(handle, loadConfig({ NODE_ENV: 'production' }, { DATABASE_URL: undefined }), (line) =>
        lines.push(line),
      );
      const accounts = await handle.db.selectFrom('accounts').select('phone').execute();
      expect(accounts).toEqual([]);
      expect(lines.join('\n')).toMatch(/No admin account yet.*ADMIN_PHONE.*ADMIN_PIN/s);
      // A development start on the same new database still gets the demo.
      await prepareDatabase(handle, { ...loadConfig({ NODE_ENV: 'development' }), databaseKind: 'pglite' }, () => {});
    } finally {
      await handle.close();
    }
  });

  it('refuses SEED_DEMO=1 with a clear message', async () => {
    const handle = await freshDatabase();
    try {
      const start = prepareDatabase(handle, loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }), () => {});
      await expect(start).rejects.toBeInstanceOf(StartupRefusal);
      await expect(start).rejects.toThrow(/SEED_DEMO=1 is refused with NODE_ENV=production/);
      expect(await handle.db.selectFrom('accounts').select('id').execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

describe('phone look-ups', { timeout: 120_000 }, () => {
  it('every answer that tells whether a phone is registered counts against one per-address limit', async () => {
    // The limit counts per calendar minute: start in a minute with room for the whole run.
    await withinOneMinute(30);
    const ip = freshIp();
    const limit = t.config.LOOKUP_IP_PER_MIN;
    const calls = [
      () => t.app.inject({ url: `/api/Retailers/OTP/${freshPhone()}`, remoteAddress: ip }),
      () => t.app.inject({ url: `/api/WholesellerControllerSignUp/OTP/${DEMO_PHONES.seller}`, remoteAddress: ip }),
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/OTP/${freshPhone()}`,
          payload: { purpose: 'reset' },
          remoteAddress: ip,
        }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/Retailers',
          remoteAddress: ip,
          payload: {
            fullName: 'Look Up',
            email: '',
            phone: DEMO_PHONES.retailer,
            store: 'S',
            address: 'A',
            password: '1234',
            verification_token: 'x'.repeat(43),
          },
        }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await calls[i % calls.length]()).statusCode);
    expect(statuses).not.toContain(429);
    for (const call of calls) {
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MSG.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('the limit is exact when the look-ups arrive at once', async () => {
    await withinOneMinute(20);
    const ip = freshIp();
    const limit = t.config.LOOKUP_IP_PER_MIN;
    const answers = await Promise.all(
      Array.from({ length: limit + 20 }, () =>
        t.app.inject({ url: `/api/Retailers/OTP/${freshPhone()}`, remoteAddress: ip }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(limit);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20);
  });
});

describe('SMS per address', () => {
  it('parallel code requests from one address send exactly OTP_IP_PER_DAY texts', async () => {
    const ip = freshIp();
    const phones = Array.from({ length: t.config.OTP_IP_PER_DAY + 30 }, () => freshPhone());
    const answers = await Promise.all(
      phones.map((phone) =>
        t.app.inject({ method: 'POST', url: `/api/OTP/${phone}`, payload: { purpose: 'register' }, remoteAddress: ip }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(t.config.OTP_IP_PER_DAY);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(30);
    const sent = await t.db.selectFrom('sms_outbox').select('id').where('phone', 'in', phones).execute();
    expect(sent).toHaveLength(t.config.OTP_IP_PER_DAY);
  }, 120_000);
});

describe('one phone, one spelling', () => {
  it('92..., 0092... and +92 ... are the stored 03... phone: one resend wait, one hourly limit, texts to 03...', async () => {
    const national = freshPhone();
    const digits = national.slice(1);
    const spellings = [national, `92${digits}`, `0092${digits}`, `+92 ${digits.slice(0, 3)} ${digits.slice(3)}`];
    const ip = freshIp();
    const send = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/OTP/${encodeURIComponent(phone)}`,
        payload: { purpose: 'register' },
        remoteAddress: ip,
      });
    expect((await send(spellings[0])).statusCode).toBe(200);
    for (const spelling of spellings.slice(1)) {
      const res = await send(spelling);
      expect(res.statusCode, spelling).toBe(429);
    }
    const rows = await t.db.selectFrom('otp_codes').select('phone').where('ip', '=', ip).execute();
    expect(rows.map((r) => r.phone)).toEqual([national]);
    const texts = await t.db.selectFrom('sms_outbox').select('phone').where('phone', 'like', `%${digits}`).execute();
    expect(texts.map((r) => r.phone)).toEqual([national]);
  });

  it('signs in with any spelling of the stored phone', async () => {
    const target = await newRetailer();
    const digits = target.phone.slice(1);
    const res = await login(`0092${digits}`, target.pin, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phone).toBe(target.phone);
  });
});

describe('orders', () => {
  let sellerId: number;
  let listingIds: number[];
  beforeAll(async () => {
    sellerId = await demoAccountId(t, 'seller');
    const listings = (
      await t.app.inject({ url: `/api/WholesellerCategory/karachi-medical-traders/${sellerId}` })
    ).json() as Array<{ id: number }>;
    listingIds = listings.slice(0, 3).map((l) => l.id);
  });
  const orderCount = async () =>
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('an Idempotency-Key reused with another body answers 422 and places nothing; the same body answers the first order', async () => {
    const retailer = await callerAs(t.app, 'retailer');
    const place = (items: Array<{ listing_id: number; quantity: number }>) =>
      retailer.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: { wholeseller_id: sellerId, items },
        headers: { 'idempotency-key': 'cart-edit-key-1' },
      });
    const first = await place([{ listing_id: listingIds[0], quantity: 2 }]);
    expect(first.statusCode).toBe(200);
    const before = await orderCount();
    const edited = await place([{ listing_id: listingIds[0], quantity: 3 }]);
    expect(edited.statusCode).toBe(422);
    expect(edited.json()).toEqual({ error: 'idempotency_key_reused', message: MSG.idempotencyKeyReused });
    expect(await orderCount()).toBe(before);
    // The same order written another way (split lines) is the same request.
    const again = await place([
      { listing_id: listingIds[0], quantity: 1 },
      { listing_id: listingIds[0], quantity: 1 },
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('repeated lines of one listing are capped once merged', async () => {
    const retailer = await callerAs(t.app, 'retailer');
    const before = await orderCount();
    const res = await retailer.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        wholeseller_id: sellerId,
        items: Array.from({ length: 3 }, () => ({ listing_id: listingIds[1], quantity: MAX_QUANTITY })),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Quantity must be at most ${MAX_QUANTITY}`);
    expect(await orderCount()).toBe(before);
    const fits = await retailer.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        wholeseller_id: sellerId,
        items: [
          { listing_id: listingIds[1], quantity: MAX_QUANTITY - 1 },
          { listing_id: listingIds[1], quantity: 1 },
        ],
      },
    });
    expect(fits.statusCode).toBe(200);
  });
});

describe('transport', () => {
  it('X-Forwarded-Host does not make a foreign Origin look like ours without a trusted proxy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });

  it('signed-in answers and sign-in answers are never cached; public store data keeps its own caching', async () => {
    const sid = await signIn(t.app, DEMO_PHONES.retailer);
    expect((await t.app.inject({ url: '/api/auth/me', cookies: { sid } })).headers['cache-control']).toBe('no-store');
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: DEMO_PHONES.retailer, pin: '1234' },
    });
    expect(signin.headers['cache-control']).toBe('no-store');
    const retailerId = await demoAccountId(t, 'retailer');
    expect(
      (await t.app.inject({ url: `/api/Retailers/${retailerId}`, cookies: { sid } })).headers['cache-control'],
    ).toBe('no-store');
  });
});
