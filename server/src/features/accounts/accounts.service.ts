import type { Kysely } from 'kysely';
import { type RetailerProfile, type SellerProfile } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { hashPin } from '../../lib/crypto.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { Config } from '../../config.js';
import { deleteAccountSessions } from '../../identity/sessions.service.js';
import { checkCurrentPin } from '../../identity/login.service.js';
import { isStoreNameTaken, mapStoreNameUnique } from '../../identity/accounts-write.service.js';
import { getRetailerProfile, getSellerProfile } from '../../identity/accounts-read.service.js';
import { MSG, storeSlug } from '@dawalink/shared';
import type { SessionAccount } from '../../plugins/access.js';

/** The account itself or the admin; anyone else is told the profile does not exist (404, DESIGN.md section 6). */
function assertSelfOrAdmin(caller: SessionAccount, id: number) {
  if (caller.type !== 'admin' && caller.id !== id) throw notFound();
}

export async function readSellerProfile(
  db: Kysely<Database>,
  caller: SessionAccount,
  id: number,
): Promise<SellerProfile> {
  assertSelfOrAdmin(caller, id);
  const profile = await getSellerProfile(db, id);
  if (!profile) throw notFound();
  return profile;
}

export async function readRetailerProfile(
  db: Kysely<Database>,
  caller: SessionAccount,
  id: number,
): Promise<RetailerProfile> {
  assertSelfOrAdmin(caller, id);
  const profile = await getRetailerProfile(db, id);
  if (!profile) throw notFound();
  return profile;
}

/**
 * A new PIN from the profile's PIN boxes: stored as a fresh argon2id hash; every OTHER session of the account ends
 * (the one changing it stays signed in; when the admin changes it, all of the account's sessions end). The owner
 * types the current PIN first, checked under the sign-in budget, so a session left open on a shared counter
 * phone cannot be used to take the account; the admin needs none. The sign-in budget is not refilled: only an SMS
 * reset does that.
 */
async function setPin(
  db: Kysely<Database>,
  caller: SessionAccount,
  id: number,
  phone: string,
  changes: PinChange,
  check: PinCheck,
) {
  if (caller.id === id) {
    if (!changes.current_password) throw new AppError(400, 'current_pin_required', MSG.currentPinRequired);
    await checkCurrentPin(db, check.config, { phone, pin: changes.current_password, ip: check.ip });
  }
  const pinHash = await hashPin(changes.password!);
  await db.updateTable('accounts').set({ pin_hash: pinHash, updated_at: new Date() }).where('id', '=', id).execute();
  await deleteAccountSessions(db, id, caller.id === id ? caller.sessionIdHash : undefined, 'own');
}

interface PinChange {
  password?: string;
  current_password?: string;
}
/** What checking the owner's current PIN needs: the limits and the caller's address. */
export interface PinCheck {
  config: Config;
  ip: string;
}

export interface SellerProfileChanges {
  full_name: string;
  busniess_name: string;
  address: string;
  email: string;
  password?: string;
  current_password?: string;
}

/**
 * Phone and store url stay as they are (the url is the store link customers already have); only the fields of the
 * update schema are read, so a tampered id, phone, url or is_disabled in the body changes nothing.
 */
export async function updateSellerProfile(
  db: Kysely<Database>,
  caller: SessionAccount,
  id: number,
  changes: SellerProfileChanges,
  check: PinCheck,
): Promise<{ profile: SellerProfile; pinChanged: boolean }> {
  const current = await readSellerProfile(db, caller, id);
  const pinChanged = Boolean(changes.password);
  // The PIN first: a wrong current PIN changes nothing, not even the other fields.
  if (pinChanged) await setPin(db, caller, id, current.phone, changes, check);
  const renamed = changes.busniess_name !== current.busniess_name;
  if (renamed && (await isStoreNameTaken(db, changes.busniess_name, id))) throw badRequest(MSG.storeNameTaken);
  try {
    await db
      .updateTable('wholesalers')
      .set({
        full_name: changes.full_name,
        busniess_name: changes.busniess_name,
        address: changes.address,
        email: changes.email,
        ...(renamed ? { name_key: storeSlug(changes.busniess_name) } : {}),
      })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    throw mapStoreNameUnique(error);
  }
  return { profile: (await getSellerProfile(db, id))!, pinChanged };
}

export interface RetailerProfileChanges {
  fullName: string;
  store: string;
  address: string;
  email: string;
  ntn?: string;
  strn?: string;
  password?: string;
  current_password?: string;
}

export async function updateRetailerProfile(
  db: Kysely<Database>,
  caller: SessionAccount,
  id: number,
  changes: RetailerProfileChanges,
  check: PinCheck,
): Promise<{ profile: RetailerProfile; pinChanged: boolean }> {
  const current = await readRetailerProfile(db, caller, id);
  const pinChanged = Boolean(changes.password);
  if (pinChanged) await setPin(db, caller, id, current.phone, changes, check);
  await db
    .updateTable('retailers')
    .set({
      full_name: changes.fullName,
      store: changes.store,
      address: changes.address,
      email: changes.email,
      ...(changes.ntn === undefined ? {} : { ntn: changes.ntn }),
      ...(changes.strn === undefined ? {} : { strn: changes.strn }),
    })
    .where('id', '=', id)
    .execute();
  return { profile: (await getRetailerProfile(db, id))!, pinChanged };
}

/** Whether the caller's session lasts beyond the browser (to refresh the UI's user cookie alike). */
export async function isPersistentSession(db: Kysely<Database>, idHash: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('persistent').where('id_hash', '=', idHash).executeTakeFirst();
  return Boolean(row?.persistent);
}
