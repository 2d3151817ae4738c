import { deleteCookie, getCookie, setCookie } from '../../lib/storage';

/** Registration step 1's draft, kept in the spec's `reg_user` cookie (no secrets in it). */
interface RegDraft {
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
      body: {
        full_name?: string;
        busniess_name: string;
        address: string;
        email: string;
        phone: string;
        password: string;
      };
    };
interface PendingReset {
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
