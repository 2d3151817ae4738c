import { useQuery } from '@tanstack/react-query';
import { storeApiPaths, type SellerInfo } from '@dawalink/shared';
import { api, ApiError } from '../../lib/api';
import { deleteCookie, getCookie, setCookie } from '../../lib/storage';

/** Registration step 1's draft, kept in the spec's `reg_user` cookie (no secrets in it). */
export interface RegDraft {
  store: string;
  address: string;
  user_as: 'retailer' | 'wholeseller';
}
const REG_COOKIE = 'reg_user';

export function readDraft(): RegDraft | null {
  const raw = getCookie(REG_COOKIE);
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<RegDraft>;
    if (typeof d.store !== 'string' || typeof d.address !== 'string') return null;
    if (d.user_as !== 'retailer' && d.user_as !== 'wholeseller') return null;
    return { store: d.store, address: d.address, user_as: d.user_as };
  } catch {
    return null;
  }
}
export const saveDraft = (draft: RegDraft) => setCookie(REG_COOKIE, JSON.stringify(draft));
export const clearDraft = () => deleteCookie(REG_COOKIE);

/**
 * What waits for the SMS code: the registration to post, or the PIN reset in progress. Kept in memory only, so the
 * chosen PIN never lands in storage; after a reload the person is sent back one step and the draft refills the form.
 */
export type PendingSignup =
  | {
      kind: 'retailer';
      from: string;
      body: { fullName: string; email: string; phone: string; store: string; address: string; password: string };
    }
  | {
      kind: 'seller';
      /** 'steps' = /Registration + /Registration2, 'form' = /wholesellerSignup. */
      variant: 'steps' | 'form';
      from: string;
      body: { full_name?: string; busniess_name: string; address: string; email: string; phone: string; password: string };
    };
export interface PendingReset {
  phone: string;
  /** The store a retailer came from (retailer variant), or null. */
  url: string | null;
  token?: string;
}

let pendingSignup: PendingSignup | null = null;
let pendingReset: PendingReset | null = null;
export const signupFlow = {
  get: () => pendingSignup,
  set: (value: PendingSignup | null) => {
    pendingSignup = value;
  },
};
export const resetFlow = {
  get: () => pendingReset,
  set: (value: PendingReset | null) => {
    pendingReset = value;
  },
};

/** Which kind of account already has this phone, if any (the spec checks before a code is sent). */
export async function phoneOwner(phone: string): Promise<'retailer' | 'seller' | null> {
  const exists = async (path: string) => {
    try {
      await api.get(path);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return false;
      throw error;
    }
  };
  const enc = encodeURIComponent(phone);
  if (await exists(`/Retailers/OTP/${enc}`)) return 'retailer';
  if (await exists(`/WholesellerControllerSignUp/OTP/${enc}`)) return 'seller';
  return null;
}

export async function storeNameFree(name: string): Promise<boolean> {
  const res = await api.get<{ available: boolean }>(`/WholesellerControllerSignUp/StoreName/${encodeURIComponent(name)}`);
  return res.available;
}

// The SMS-code calls live in lib/otp.ts (the checkout's code step uses them too).
export { markSent, secondsUntilResend, sendCode, verifyCode } from '../../lib/otp';

/**
 * The store a registration was opened from (/Registration/{url}, the store page's Register link): `isLink` while the
 * id looks like a store and has not been refused (a mistyped or closed store registers as from the sign-in page),
 * `known` and its business name once the store has answered. 'new' is the sign-in page's link.
 */
export function useRegistrationStore(id: string): { isLink: boolean; known: boolean; name: string | null } {
  const link = id !== '' && id.toLowerCase() !== 'new';
  const seller = useQuery({
    queryKey: ['store', id.toLowerCase(), 'seller'],
    queryFn: () => api.get<SellerInfo>(storeApiPaths.seller(id)),
    enabled: link,
    retry: false,
    staleTime: 60_000,
  });
  return { isLink: link && !seller.isError, known: link && seller.isSuccess, name: seller.data?.busniess_name ?? null };
}
