import type { Kysely } from 'kysely';
import { MSG, storeSlug, TEAM_MSG, type AccountApprovalMode } from '@dawalink/shared';
import { isTeamPhone } from '../../identity/phone-owner.service.js';
import type { Database } from '../../db/types.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { createRetailer, createSeller, isStoreNameTaken } from '../../identity/accounts-write.service.js';
import { assertVerificationToken, consumeVerificationToken, releaseVerificationToken } from './otp.service.js';

type NewAccountApproval = 'approved' | 'waiting';

/** Whether a new account of this kind waits in the admin's queue under ACCOUNT_APPROVAL. */
export function newAccountApproval(mode: AccountApprovalMode, type: 'seller' | 'retailer'): NewAccountApproval {
  return mode === 'all' || (mode === 'sellers' && type === 'seller') ? 'waiting' : 'approved';
}

export async function phoneTaken(db: Kysely<Database>, phone: string, type?: 'seller' | 'retailer'): Promise<boolean> {
  let q = db.selectFrom('accounts').select('id').where('phone', '=', phone);
  if (type) q = q.where('type', '=', type);
  return Boolean(await q.executeTakeFirst());
}

/** A seller's team member's phone cannot become an account: 409 with its own message. */
async function refuseTeamPhone(db: Kysely<Database>, phone: string) {
  if (await isTeamPhone(db, phone)) throw conflict(TEAM_MSG.phoneIsStaff);
}

export interface RetailerSignup {
  fullName: string;
  email: string;
  phone: string;
  store: string;
  address: string;
  password: string;
  verification_token: string;
}

/**
 * The SMS verification first (a token for this phone and purpose, unused, unexpired), then a phone any account
 * already uses (409): only someone who proved the phone is theirs learns that it is registered. The token is used up
 * only when the account is about to be written.
 */
export async function registerRetailer(
  db: Kysely<Database>,
  input: RetailerSignup,
  approval: NewAccountApproval = 'approved',
): Promise<number> {
  await assertVerificationToken(db, input.verification_token, input.phone, 'register');
  if (await phoneTaken(db, input.phone)) throw conflict(MSG.phoneAlreadyRegistered);
  await refuseTeamPhone(db, input.phone);
  await consumeVerificationToken(db, input.verification_token, input.phone, 'register');
  return createRetailer(db, {
    fullName: input.fullName,
    store: input.store,
    address: input.address,
    email: input.email,
    phone: input.phone,
    pin: input.password,
    approval,
  });
}

export interface SellerSignup {
  full_name?: string;
  busniess_name: string;
  address: string;
  email: string;
  phone: string;
  password: string;
  verification_token: string;
}

/**
 * Like the retailer, plus a free store name: its url slug (made from the business name, never taken from the body)
 * must be unused. A token used for a store name that turns out taken in a race is given back, so the person only
 * changes the name.
 */
export async function registerSeller(
  db: Kysely<Database>,
  input: SellerSignup,
  approval: NewAccountApproval = 'approved',
): Promise<number> {
  await assertVerificationToken(db, input.verification_token, input.phone, 'register');
  if (await phoneTaken(db, input.phone)) throw conflict(MSG.phoneAlreadyRegistered);
  await refuseTeamPhone(db, input.phone);
  if (await isStoreNameTaken(db, input.busniess_name)) throw badRequest(MSG.storeNameTaken);
  await consumeVerificationToken(db, input.verification_token, input.phone, 'register');
  try {
    return await createSeller(db, {
      // The seller form variant has no separate name: the business name stands for it (spec section 2).
      full_name: input.full_name || input.busniess_name,
      busniess_name: input.busniess_name,
      address: input.address,
      email: input.email,
      phone: input.phone,
      pin: input.password,
      approval,
    });
  } catch (error) {
    if (error instanceof AppError && error.message === MSG.storeNameTaken) {
      await releaseVerificationToken(db, input.verification_token);
    }
    throw error;
  }
}

/** Whether a business name would make a free store link. */
export async function storeNameAvailability(db: Kysely<Database>, name: string) {
  return { available: !(await isStoreNameTaken(db, name)), url: storeSlug(name) };
}
