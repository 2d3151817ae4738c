import { apiPaths } from '@dawalink/shared';
import { api, ApiError } from './api';

/** Whether the API has the thing at `path`: 200 yes, 404 no, anything else is thrown. */
async function exists(path: string): Promise<boolean> {
  try {
    await api.get(path);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** Whether a retailer or a wholesaler already has this phone (the spec checks before a code is sent). */
export const phoneIsRetailer = (phone: string) => exists(apiPaths.retailers.byPhone(phone));
export const phoneIsSeller = (phone: string) => exists(apiPaths.sellers.byPhone(phone));

/** Which kind of account already has this phone, if any. */
export async function phoneOwner(phone: string): Promise<'retailer' | 'seller' | null> {
  if (await phoneIsRetailer(phone)) return 'retailer';
  if (await phoneIsSeller(phone)) return 'seller';
  return null;
}
