import type { Kysely, Transaction } from 'kysely';
import { MSG, RESERVED_SLUGS, storeSlug } from '@dawalink/shared';
import type { Database } from '../db/types.js';
import { hashPin } from '../lib/crypto.js';
import { badRequest, conflict, isUniqueViolation } from '../lib/errors.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewSeller {
  full_name: string;
  busniess_name: string;
  address: string;
  email: string;
  phone: string;
  pin: string;
  /** `waiting` puts the new account in the admin's approval queue (ACCOUNT_APPROVAL). */
  approval?: 'approved' | 'waiting';
}
export interface NewRetailer {
  fullName: string;
  store: string;
  address: string;
  email: string;
  phone: string;
  pin: string;
  approval?: 'approved' | 'waiting';
}

async function insertAccount(
  trx: Transaction<Database>,
  type: 'seller' | 'retailer' | 'admin',
  phone: string,
  pinHash: string,
  approval: 'approved' | 'waiting' = 'approved',
) {
  const existing = await trx.selectFrom('accounts').select('id').where('phone', '=', phone).executeTakeFirst();
  if (existing) throw conflict(MSG.phoneAlreadyRegistered);
  const row = await trx
    .insertInto('accounts')
    .values({ type, phone, pin_hash: pinHash, approval })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One phone across all kinds: a race past the check above still hits the unique index and answers 409. */
function mapUnique(error: unknown): never {
  if (isUniqueViolation(error, 'accounts_phone')) throw conflict(MSG.phoneAlreadyRegistered);
  throw mapStoreNameUnique(error);
}

/** A store name taken in a race past isStoreNameTaken still hits a unique index: the same 400 as the check. */
export function mapStoreNameUnique(error: unknown): unknown {
  if (isUniqueViolation(error, 'wholesalers_url') || isUniqueViolation(error, 'wholesalers_name_key')) {
    return badRequest(MSG.storeNameTaken);
  }
  return error;
}

/**
 * Whether a business name is another store's: its store-link form is another store's link or name (a store keeps
 * its link when renamed, so both count). `ownId` is the seller renaming itself.
 */
export async function isStoreNameTaken(db: Db, businessName: string, ownId?: number): Promise<boolean> {
  const key = storeSlug(businessName);
  if (!key || RESERVED_SLUGS.has(key)) return true;
  let q = db
    .selectFrom('wholesalers')
    .select('id')
    .where((eb) => eb.or([eb('url', '=', key), eb('name_key', '=', key)]));
  if (ownId !== undefined) q = q.where('id', '<>', ownId);
  return Boolean(await q.executeTakeFirst());
}

export async function createSeller(db: Kysely<Database>, input: NewSeller): Promise<number> {
  const url = storeSlug(input.busniess_name);
  if (!url || RESERVED_SLUGS.has(url)) throw badRequest(MSG.storeNameTaken);
  const pinHash = await hashPin(input.pin);
  try {
    return await db.transaction().execute(async (trx) => {
      if (await isStoreNameTaken(trx, input.busniess_name)) throw badRequest(MSG.storeNameTaken);
      const id = await insertAccount(trx, 'seller', input.phone, pinHash, input.approval);
      await trx
        .insertInto('wholesalers')
        .values({
          id,
          full_name: input.full_name,
          busniess_name: input.busniess_name,
          address: input.address,
          email: input.email,
          url,
          name_key: url,
        })
        .execute();
      return id;
    });
  } catch (error) {
    return mapUnique(error);
  }
}

export async function createRetailer(db: Kysely<Database>, input: NewRetailer): Promise<number> {
  const pinHash = await hashPin(input.pin);
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertAccount(trx, 'retailer', input.phone, pinHash, input.approval);
      await trx
        .insertInto('retailers')
        .values({ id, full_name: input.fullName, store: input.store, address: input.address, email: input.email })
        .execute();
      return id;
    });
  } catch (error) {
    return mapUnique(error);
  }
}

/** Creates the admin, or updates its PIN when the phone already belongs to an admin (ADMIN_PHONE/ADMIN_PIN). */
export async function upsertAdmin(
  db: Kysely<Database>,
  phone: string,
  pin: string,
  fullName = 'Administrator',
): Promise<number> {
  const pinHash = await hashPin(pin);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('accounts')
      .select(['id', 'type'])
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (existing) {
      if (existing.type !== 'admin') throw new Error(`ADMIN_PHONE ${phone} belongs to a ${existing.type} account`);
      await trx
        .updateTable('accounts')
        .set({ pin_hash: pinHash, is_disabled: false })
        .where('id', '=', existing.id)
        .execute();
      // The operator proved control of the server: the admin's sign-in budget starts anew.
      await trx.deleteFrom('login_attempts').where('phone', '=', phone).where('success', '=', false).execute();
      return existing.id;
    }
    const id = await insertAccount(trx, 'admin', phone, pinHash);
    await trx.insertInto('admins').values({ id, full_name: fullName }).execute();
    return id;
  });
}
